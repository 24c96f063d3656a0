import { NEGOTIATION_RETENTION_DAYS } from '#domain/negotiation/saved-negotiation.ts';
import { SENT_EMAIL_RETENTION_DAYS } from '#domain/shared/retention.ts';
import { OPERATOR_FULL, SUPPORT_EMAIL, SUPPORT_MAILTO } from './site.ts';
import type { ContentSection } from './types.ts';

/** Privacy Policy ("/privacy"), shown as four tabs. */

export type PrivacyTabId = 'overview' | 'data-collection' | 'usage-protection' | 'your-rights';

export interface PrivacyTab {
  readonly id: PrivacyTabId;
  readonly label: 'Overview' | 'Data Collection' | 'Usage & Protection' | 'Your Rights';
  readonly sections: readonly ContentSection[];
}

export interface PrivacyPage {
  readonly title: 'Privacy Policy';
  readonly lastUpdated: 'June 28, 2025';
  /** e.g. "Last updated: June 28, 2025" */
  readonly lastUpdatedLabel: string;
  readonly intro: string;
  readonly tabs: readonly PrivacyTab[];
  readonly contact: {
    readonly heading: string;
    readonly text: string;
    readonly email: string;
    readonly href: string;
  };
}

export const PRIVACY_PAGE: PrivacyPage = {
  title: 'Privacy Policy',
  lastUpdated: 'June 28, 2025',
  lastUpdatedLabel: 'Last updated: June 28, 2025',
  intro: `This Privacy Policy explains how ${OPERATOR_FULL} ("RentCheck", "we", "us") collects, uses and protects information when you use the RentCheck website and tools.`,
  tabs: [
    {
      id: 'overview',
      label: 'Overview',
      sections: [
        {
          id: 'who-we-are',
          heading: 'Who We Are',
          blocks: [
            {
              type: 'paragraph',
              text: `RentCheck is an informational service for residential renters, operated by ${OPERATOR_FULL}. We help renters compare their rent with market estimates based on HUD Fair Market Rent data and prepare negotiation letters. This policy applies to our website and the tools on it.`,
            },
          ],
        },
        {
          id: 'summary',
          heading: 'Privacy at a Glance',
          blocks: [
            {
              type: 'list',
              items: [
                'Negotiation letters and landlord responses are built in your browser from templates. They are not sent to or stored on our servers, unless you are a Premium user and choose "Save this negotiation to my account".',
                'Your Negotiation Plan is computed on our servers for Premium users from the figures you enter; they are kept only if you choose "Keep my plan on my account".',
                'You can run the market analysis without an account. Lease details are saved only if you are signed in.',
                'Card payments are handled by Stripe. Your card number never touches our servers.',
                'We use cookies only to keep you signed in. We do not use advertising cookies.',
                'We do not sell your personal information.',
              ],
            },
            {
              type: 'list',
              offered: 'ai',
              items: [
                "If you are a Premium user and ask for AI personalization, the details in your letter form are sent to Google's Gemini API to draft the letter.",
              ],
            },
          ],
        },
        {
          id: 'scope',
          heading: 'Scope',
          blocks: [
            {
              type: 'paragraph',
              text: 'This policy covers information collected through the RentCheck website and by email with our support team. It does not cover third-party websites we link to, such as government housing agencies, or services you use directly with other companies. Their own privacy policies apply.',
            },
          ],
        },
      ],
    },
    {
      id: 'data-collection',
      label: 'Data Collection',
      sections: [
        {
          id: 'information-you-provide',
          heading: 'Information You Provide',
          blocks: [
            {
              type: 'list',
              items: [
                'Account information: your email address, your full name and your password when you create an account. Passwords are stored only in hashed form; we cannot read them.',
                'Lease details: if you are signed in when you submit the lease form, we save your first and last name, lease start and end dates, bedrooms, bathrooms, square footage and rent amount to your account.',
                'Market analysis inputs: to calculate your result, your browser sends the ZIP code, rent, bedrooms, housing type and property tier to our server. If you are not signed in, these are used to run the analysis and are not saved to an account.',
                'Success stories: if you submit a testimonial, we store your name, the story you write, and the optional location and savings amount you choose to include, along with your agreement to share it.',
                'Purchase information: when you buy the Premium Package, we record your email, the package, the price, the payment session reference, the purchase date and the access expiry date. Guests who pay first also give us their first and last name to create an account.',
                'Support messages: if you email us, we keep the messages and the contact details you include.',
                'Shared market reports: if, as a Premium user, you make a share link to your market report, we keep the report as it was when you made the link (the market figures for your ZIP code, home and rent, the comparable listings on your plan and the rent rules that apply), the name line you chose, if any, the date you made it and the date someone first opened it. We keep only a fingerprint of the link itself, not the link.',
              ],
            },
          ],
        },
        {
          id: 'information-collected-automatically',
          heading: 'Information Collected Automatically',
          blocks: [
            {
              type: 'list',
              items: [
                "Security logs: to protect accounts, we log password reset requests and attempts, failed sign-in activity and similar security events, including the email address involved, whether the attempt succeeded, your IP address and your browser's user agent.",
                'Session cookies: we set cookies that keep you signed in and protect your session. We do not use advertising or cross-site tracking cookies.',
                'Local storage: your browser may keep the lease details you entered on your own device so you do not have to type them again. This is removed when you sign out.',
              ],
            },
          ],
        },
        {
          id: 'information-we-do-not-collect',
          heading: 'Information We Do Not Collect',
          blocks: [
            {
              type: 'list',
              items: [
                'The text of the letters and responses you generate, which stay in your browser and are lost when you leave the page unless you copy or download them, or, as a Premium user, choose to save your negotiation to your account.',
                'Your full card number, expiry date or security code, which go directly to Stripe.',
                'Information from children under 13. The Service is not directed to children.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'usage-protection',
      label: 'Usage & Protection',
      sections: [
        {
          id: 'how-we-use-information',
          heading: 'How We Use Information',
          blocks: [
            {
              type: 'list',
              items: [
                'To provide the Service: run market analyses, save lease details to your account, show your dashboard and Premium status, and give you access to the features you paid for.',
                'To manage your account: sign-in, password resets and service emails such as receipts and account notices.',
                'To keep the Service secure: detect and block suspicious activity, enforce rate limits and investigate misuse.',
                'To review and, with your agreement, publish success stories. Every story is reviewed before publication.',
                'To answer your support requests.',
                'To meet legal obligations, such as keeping records of purchases.',
              ],
            },
          ],
        },
        {
          id: 'sharing',
          heading: 'Who We Share Information With',
          blocks: [
            {
              type: 'paragraph',
              text: 'We do not sell or rent your personal information, and we do not share it for cross-context behavioral advertising. We share information only with service providers that help us run RentCheck, and only as needed for their task:',
            },
            {
              type: 'list',
              items: [
                'Stripe, our payment processor, which receives your payment details and the email and name used at checkout.',
                'Our hosting, database and email delivery providers, which store data and send account emails on our behalf.',
              ],
            },
            {
              type: 'list',
              offered: 'ai',
              items: [
                'Google, through its Gemini API, only when a Premium user asks for an AI-personalized letter. The information you entered in the letter form is sent to generate the draft. We do not send it for other users or other features.',
              ],
            },
            {
              type: 'paragraph',
              text: 'We may also disclose information if required by law, to protect the rights and safety of our users or others, or as part of a merger, acquisition or sale of assets, in which case this policy will continue to apply to the information transferred.',
            },
          ],
        },
        {
          id: 'security',
          heading: 'How We Protect Information',
          blocks: [
            {
              type: 'paragraph',
              text: 'We use encrypted connections (HTTPS), hashed passwords, secure session cookies, rate limits on sign-in and password reset, and security headers that restrict what the site can load. Access to personal information is limited to what is needed to run the Service. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.',
            },
          ],
        },
        {
          id: 'retention',
          heading: 'How Long We Keep Information',
          blocks: [
            {
              type: 'paragraph',
              text: 'We keep account information, saved lease details and testimonials while your account is active and delete them when you ask us to delete your account, unless we need to keep certain records longer. Purchase records are kept as long as needed for accounting, tax and legal purposes. Security logs are kept for a limited period needed to protect the Service.',
            },
            {
              type: 'paragraph',
              text: `A negotiation a Premium user saves (its letters, the landlord's answers pasted in, the replies, its figures and dates, and its reminder schedule) is kept while your account's Premium access lasts (buying again extends it) and deleted automatically ${NEGOTIATION_RETENTION_DAYS} days after that access ends, together with the reminder emails written for it. You can delete it from your dashboard at any time, and its reminder emails are deleted with it. Reminder emails are sent only if you ask for them, only to an email address you have confirmed, and each one has a link that stops them.`,
            },
            {
              type: 'paragraph',
              text: `The plan a Premium user chooses to keep on their account ("Keep my plan on my account": the lease details, comparable listings, the rent of a home they could move to and their moving costs, as typed) is kept while the account's Premium access lasts and deleted automatically ${NEGOTIATION_RETENTION_DAYS} days after that access ends. It is deleted at once when you untick that box, choose "Stop keeping it" on your dashboard, or delete a saved negotiation.`,
            },
            {
              type: 'paragraph',
              text: `A share link to your market report, and what we keep for it, is deleted when you turn the link off on your dashboard, make a new one, or delete its negotiation, and at the latest with that negotiation, ${NEGOTIATION_RETENTION_DAYS} days after your Premium access ends; the link then stops working. Anyone you give the link to can read the report without an account; it never shows your ask, your walk-away point, your scenarios, your letters or your contact details, and search engines are asked not to index it. When someone other than you opens it, we record the date it was first opened, and show it to you; we record nothing about who opened it.`,
            },
            {
              type: 'paragraph',
              text: `The emails we send you (account confirmations, password resets, receipts and reminders) wait in our outbox until they are delivered and are deleted ${SENT_EMAIL_RETENTION_DAYS} days after they are sent.`,
            },
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      label: 'Your Rights',
      sections: [
        {
          id: 'your-choices',
          heading: 'Your Choices and Rights',
          blocks: [
            {
              type: 'list',
              items: [
                'Access: ask for a copy of the personal information we hold about you.',
                'Correction: update your full name on your Profile page at any time. For other corrections, including your email address, contact support.',
                'Deletion: ask us to delete your account and the personal information linked to it, subject to records we must keep by law.',
                'Testimonials: ask us to remove a story you submitted, whether or not it has been published.',
                'Use without an account: you can run the market analysis and generate template letters without creating an account.',
              ],
            },
            {
              type: 'paragraph',
              text: 'Depending on the state you live in, such as California, you may have additional rights under state privacy law, including the right to know, delete and correct personal information and to not be discriminated against for exercising these rights. We honor these requests as the law requires. We do not sell personal information.',
            },
          ],
        },
        {
          id: 'making-a-request',
          heading: 'How to Make a Request',
          blocks: [
            {
              type: 'paragraph',
              text: `Email ${SUPPORT_EMAIL} from the address on your account and tell us what you would like us to do. We may need to verify your identity before acting on a request. We respond to privacy inquiries within 30 days.`,
            },
          ],
        },
        {
          id: 'children',
          heading: "Children's Privacy",
          blocks: [
            {
              type: 'paragraph',
              text: 'RentCheck is not directed to children under 13, and we do not knowingly collect their personal information. If you believe a child has given us information, contact us and we will delete it.',
            },
          ],
        },
        {
          id: 'changes',
          heading: 'Changes to This Policy',
          blocks: [
            {
              type: 'paragraph',
              text: 'We may update this policy from time to time. We will post the new version on this page with a new "last updated" date and, for material changes, may also notify account holders by email.',
            },
          ],
        },
      ],
    },
  ],
  contact: {
    heading: 'Privacy Questions',
    text: `Email ${SUPPORT_EMAIL} with any privacy question or request. We respond to privacy inquiries within 30 days.`,
    email: SUPPORT_EMAIL,
    href: SUPPORT_MAILTO,
  },
};
