import { OPERATOR_FULL, OPERATOR_NAME, SUPPORT_EMAIL } from './site.ts';
import type { ContentSection } from './types.ts';

/** Terms and Conditions ("/terms"). */

export type TermsSectionId =
  | 'acceptance'
  | 'the-service'
  | 'privacy'
  | 'electronic-communications'
  | 'your-account'
  | 'children-under-13'
  | 'purchases-no-refunds'
  | 'third-party-links'
  | 'prohibited-use'
  | 'disclaimer-of-warranties'
  | 'arbitration'
  | 'class-action-waiver'
  | 'limitation-of-liability'
  | 'indemnification'
  | 'termination-governing-law'
  | 'changes-to-terms'
  | 'contact';

export interface TermsSection extends ContentSection {
  readonly id: TermsSectionId;
}

export interface TermsPage {
  readonly title: 'Terms and Conditions';
  readonly effectiveDate: 'June 28, 2025';
  /** e.g. "Effective date: June 28, 2025" */
  readonly effectiveLabel: string;
  readonly intro: readonly string[];
  /** Heading of the list of section links. */
  readonly tocHeading: string;
  readonly sections: readonly TermsSection[];
}

export const TERMS_PAGE: TermsPage = {
  title: 'Terms and Conditions',
  effectiveDate: 'June 28, 2025',
  effectiveLabel: 'Effective date: June 28, 2025',
  intro: [
    `These Terms and Conditions ("Terms") govern your access to and use of the RentCheck website, tools and services (together, the "Service"), operated by ${OPERATOR_FULL} ("${OPERATOR_NAME}", "we", "us" or "our"). Please read them carefully.`,
    'These Terms contain an agreement to resolve disputes through individual binding arbitration and a waiver of class actions (see "Arbitration" and "Class Action Waiver" below). They affect your legal rights.',
  ],
  tocHeading: 'Contents',
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of Terms',
      blocks: [
        {
          type: 'paragraph',
          text: 'By accessing or using the Service, creating an account or making a purchase, you agree to be bound by these Terms and by our Privacy Policy. If you do not agree, do not use the Service. You must be at least 18 years old, or the age of majority where you live, to create an account or make a purchase.',
        },
      ],
    },
    {
      id: 'the-service',
      heading: 'The Service: Informational Tools Only',
      blocks: [
        {
          type: 'paragraph',
          text: 'RentCheck provides market research and negotiation templates for residential renters. The Service includes a market analysis that compares a rent you enter with an estimated market average, a letter generator, a response generator, informational guides and an optional paid Premium Package.',
        },
        {
          type: 'list',
          intro: 'You understand and agree that:',
          items: [
            'The Service is not legal, financial, tax or real estate advice, and no attorney-client or other professional relationship is created by your use of it. Landlord-tenant law varies by state and locality; consult a licensed attorney for advice about your situation.',
            'Market figures are estimates based on U.S. Department of Housing and Urban Development (HUD) Fair Market Rent data, other data sources and, where used, automated models. Where HUD data is unavailable, regional estimates are used. Estimates may be incomplete, out of date or different from actual rents for a particular unit.',
            'We do not guarantee any rent reduction, lease renewal, landlord response or other result. Results vary by market conditions and individual circumstances, and any decision rests with your landlord and with you.',
            'You are solely responsible for reviewing, editing and deciding whether to send any letter or response generated with the Service, and for the accuracy of the information you provide.',
          ],
        },
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      blocks: [
        {
          type: 'paragraph',
          text: 'Your use of the Service is also governed by our Privacy Policy, which explains what information we collect, how we use it and the choices you have. Negotiation letters and responses are generated in your browser and are not stored on our servers. By using the Service, you consent to the collection and use of information as described in the Privacy Policy.',
        },
      ],
    },
    {
      id: 'electronic-communications',
      heading: 'Electronic Communications',
      blocks: [
        {
          type: 'paragraph',
          text: 'When you use the Service, create an account, make a purchase or send us an email, you are communicating with us electronically. You consent to receive communications from us electronically, including by email and notices posted on the Service, such as account confirmations, password reset links, purchase receipts and notices about these Terms. You agree that all agreements, notices, disclosures and other communications we provide electronically satisfy any legal requirement that such communications be in writing.',
        },
      ],
    },
    {
      id: 'your-account',
      heading: 'Your Account',
      blocks: [
        {
          type: 'paragraph',
          text: 'Some features require an account. You agree to provide accurate, current and complete information, to keep your password confidential, and to notify us promptly at the support email below if you suspect unauthorized use of your account. You are responsible for all activity that occurs under your account. We may restrict access temporarily after repeated failed sign-in attempts or other activity that appears to threaten the security of the Service.',
        },
        {
          type: 'paragraph',
          text: 'The email address on your account cannot be changed from within the Service; contact support if you need help. You may stop using the Service at any time.',
        },
      ],
    },
    {
      id: 'children-under-13',
      heading: 'Children Under 13',
      blocks: [
        {
          type: 'paragraph',
          text: 'The Service is intended for adults and is not directed to children. We do not knowingly collect personal information from children under 13. If you are under 13, do not use the Service or provide any information to us. If we learn that we have collected personal information from a child under 13, we will delete it. If you believe a child has provided us with information, please contact us.',
        },
      ],
    },
    {
      id: 'purchases-no-refunds',
      heading: 'Purchases and No Refunds',
      blocks: [
        {
          type: 'paragraph',
          text: 'The Premium Package is offered for a one-time payment of $7 (U.S. dollars). It is not a subscription and does not renew automatically. It provides access to the premium features this site lists on its pricing section for 45 days from the date of purchase. Unused access time expires at the end of the 45-day period and has no cash value.',
        },
        {
          type: 'paragraph',
          offered: 'ai',
          text: 'On this site the Premium Package also includes up to 20 AI letter revisions. Unused revisions expire at the end of the 45-day period and have no cash value.',
        },
        {
          type: 'paragraph',
          text: 'Payments are processed by our third-party payment provider, Stripe. By making a purchase you agree to provide valid payment information and authorize the charge. We do not receive or store your full card number.',
        },
        {
          type: 'paragraph',
          text: 'ALL SALES ARE FINAL. ALL PAYMENTS ARE NON-REFUNDABLE, in whole or in part, including for unused access time or features, dissatisfaction with results, or a change of circumstances, except where a refund is required by applicable law. Because the Service provides immediate access to digital content, you acknowledge that you waive any right to cancel after access has been provided, to the extent permitted by law.',
        },
        {
          type: 'paragraph',
          text: 'We may change the price or features of the Premium Package for future purchases. Changes do not affect a purchase you have already completed.',
        },
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Third-Party Links and Services',
      blocks: [
        {
          type: 'paragraph',
          text: "The Service may contain links to third-party websites, such as government housing agencies and legal aid organizations, and relies on third-party services, such as payment processing and email delivery. We do not control and are not responsible for the content, policies or practices of third parties. Accessing a third-party site or service is at your own risk and subject to that third party's terms and privacy policy.",
        },
        {
          type: 'paragraph',
          offered: 'ai',
          text: "AI-written letters on this site are drafted by a third-party AI text generation service (Google's Gemini API).",
        },
      ],
    },
    {
      id: 'prohibited-use',
      heading: 'Prohibited Use',
      blocks: [
        {
          type: 'list',
          intro: 'You agree not to:',
          items: [
            'Use the Service for any unlawful, fraudulent or deceptive purpose, including to harass, threaten or mislead a landlord or any other person.',
            'Submit false information, impersonate another person, or submit testimonials that are not about your own experience.',
            "Attempt to gain unauthorized access to the Service, other users' accounts or our systems, or interfere with or disrupt the Service, including by probing, scanning or testing its security.",
            'Use bots, scrapers or other automated means to access the Service, or place an unreasonable load on our infrastructure.',
            'Copy, resell, sublicense or commercially exploit the Service or its content, except for letters you generate for your own personal use.',
            'Upload or transmit viruses, malicious code, or content that is unlawful, defamatory, obscene or infringing.',
            'Reverse engineer or attempt to extract the source code of the Service, except to the extent the law permits.',
          ],
        },
      ],
    },
    {
      id: 'disclaimer-of-warranties',
      heading: 'Disclaimer of Warranties',
      blocks: [
        {
          type: 'paragraph',
          text: 'THE SERVICE AND ALL CONTENT, ESTIMATES, TEMPLATES AND GENERATED TEXT ARE PROVIDED "AS IS" AND "AS AVAILABLE", WITHOUT WARRANTIES OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING IMPLIED WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, ACCURACY AND NON-INFRINGEMENT. WE DO NOT WARRANT THAT THE SERVICE WILL BE UNINTERRUPTED, ERROR-FREE OR SECURE, OR THAT ANY ESTIMATE OR LETTER WILL ACHIEVE ANY PARTICULAR RESULT. Some jurisdictions do not allow the exclusion of certain warranties, so some of these exclusions may not apply to you.',
        },
      ],
    },
    {
      id: 'arbitration',
      heading: 'Arbitration',
      blocks: [
        {
          type: 'paragraph',
          text: `Please read this section carefully. Before starting any formal proceeding, you agree to first contact us at ${SUPPORT_EMAIL} with a written description of your claim and to try in good faith to resolve it informally for at least 30 days.`,
        },
        {
          type: 'paragraph',
          text: 'If the dispute is not resolved informally, you and RentCheck LLC agree that any dispute, claim or controversy arising out of or relating to these Terms or the Service will be resolved by final and binding individual arbitration, rather than in court, except that either party may bring an individual claim in small claims court if it qualifies, and either party may seek injunctive relief in court for infringement or misuse of intellectual property. The arbitration will be administered by the American Arbitration Association under its Consumer Arbitration Rules then in effect, and will be governed by the Federal Arbitration Act. The arbitrator may award the same individual relief a court could award.',
        },
        {
          type: 'paragraph',
          text: `You may opt out of this arbitration agreement by emailing ${SUPPORT_EMAIL} within 30 days after you first accept these Terms, stating your name, your account email and that you opt out of arbitration. Opting out does not affect any other part of these Terms.`,
        },
      ],
    },
    {
      id: 'class-action-waiver',
      heading: 'Class Action Waiver',
      blocks: [
        {
          type: 'paragraph',
          text: "To the fullest extent permitted by law, you and RentCheck LLC agree that each may bring claims against the other only in an individual capacity, and not as a plaintiff or class member in any purported class, collective, consolidated or representative proceeding. The arbitrator may not consolidate more than one person's claims or preside over any form of representative or class proceeding. If this waiver is found unenforceable as to a particular claim, that claim must be severed and decided in court, not in arbitration.",
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of Liability',
      blocks: [
        {
          type: 'paragraph',
          text: 'TO THE FULLEST EXTENT PERMITTED BY LAW, RENTCHECK LLC AND ITS MEMBERS, MANAGERS, EMPLOYEES AND AGENTS WILL NOT BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL, EXEMPLARY OR PUNITIVE DAMAGES, OR FOR ANY LOSS OF PROFITS, SAVINGS, DATA OR GOODWILL, OR FOR ANY HOUSING-RELATED DECISION OR OUTCOME, ARISING OUT OF OR RELATING TO THE SERVICE OR THESE TERMS, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.',
        },
        {
          type: 'paragraph',
          text: 'TO THE FULLEST EXTENT PERMITTED BY LAW, OUR TOTAL LIABILITY FOR ANY CLAIM ARISING OUT OF OR RELATING TO THE SERVICE OR THESE TERMS WILL NOT EXCEED THE GREATER OF THE AMOUNT YOU PAID US IN THE 12 MONTHS BEFORE THE CLAIM AROSE OR TEN U.S. DOLLARS ($10). Some jurisdictions do not allow certain limitations of liability, so some of these limitations may not apply to you.',
        },
      ],
    },
    {
      id: 'indemnification',
      heading: 'Indemnification',
      blocks: [
        {
          type: 'paragraph',
          text: "You agree to indemnify and hold harmless RentCheck LLC and its members, managers, employees and agents from any claims, losses and expenses, including reasonable attorneys' fees, arising out of your misuse of the Service, your violation of these Terms, or any letter or communication you send using the Service.",
        },
      ],
    },
    {
      id: 'termination-governing-law',
      heading: 'Termination and Governing Law',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may suspend or terminate your access to the Service at any time, with or without notice, if we reasonably believe you have violated these Terms or if needed to protect the Service, other users or the public. A termination for violation of these Terms does not entitle you to a refund. Sections that by their nature should survive termination, including those on no refunds, disclaimers, arbitration, class action waiver, limitation of liability and indemnification, will survive.',
        },
        {
          type: 'paragraph',
          text: 'These Terms and any dispute arising out of or relating to them or to the Service are governed by the laws of the State of Delaware, without regard to its conflict-of-law rules, and, where applicable, by the Federal Arbitration Act. Subject to the Arbitration section, any claim that proceeds in court will be brought exclusively in the state or federal courts located in Delaware, and you consent to their jurisdiction.',
        },
      ],
    },
    {
      id: 'changes-to-terms',
      heading: 'Changes to These Terms',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may update these Terms from time to time. When we do, we will post the updated Terms on this page and change the effective date above, and for material changes we may also notify account holders by email. Changes apply from the effective date and do not apply retroactively to disputes already notified to us. Your continued use of the Service after the updated Terms take effect means you accept them.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          type: 'paragraph',
          text: `The Service is operated by ${OPERATOR_FULL}. Support is provided by email. For questions about these Terms or the Service, contact us at ${SUPPORT_EMAIL}.`,
        },
        {
          type: 'paragraph',
          text: 'If any provision of these Terms is found unenforceable, the remaining provisions stay in effect. Our failure to enforce any provision is not a waiver. These Terms, together with the Privacy Policy, are the entire agreement between you and us regarding the Service.',
        },
      ],
    },
  ],
};
