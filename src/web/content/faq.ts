import { NEGOTIATION_RETENTION_DAYS } from '#domain/negotiation/saved-negotiation.ts';
import { BASE_OFFER, premiumFeatureSentence } from '#domain/payments/catalog.ts';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from './site.ts';

/** FAQ page ("/faq"). Answers are plain text; the page also turns them into FAQPage JSON-LD. */

export interface FaqPageIntro {
  readonly heading: string;
  readonly intro: string;
}

export const FAQ_PAGE: FaqPageIntro = {
  heading: 'Frequently Asked Questions',
  intro: 'Straight answers about how RentCheck works, what it costs and what it can and cannot do for you.',
};

export interface FaqItem {
  /** Stable id, usable as an anchor. */
  readonly id: string;
  readonly question: string;
  /** Plain text, 2-5 sentences. */
  readonly answer: string;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'what-is-rentcheck',
    question: 'What is RentCheck?',
    answer:
      'RentCheck is a web tool for renters whose lease renewal is coming up. It compares your rent with an estimated market average for your ZIP code, builds a negotiation letter asking for lower rent or for no increase, and helps you reply when your landlord answers. It is an informational service for residential rentals in the United States.',
  },
  {
    id: 'market-data-source',
    question: 'Where do your market numbers come from?',
    answer:
      "We start from Fair Market Rents (FMRs) published each year by the U.S. Department of Housing and Urban Development (HUD): the 40th percentile of gross rent (rent plus typical utilities) paid by recent movers for standard-quality units. We convert it into an estimated average asking rent, convert the Census Bureau's median gross rent for your ZIP code (American Community Survey, 2019-2023: all renters and unit sizes, long-time tenants included) the same way for your size of home, and blend the two (65% HUD, 35% Census) before adjusting for housing type and property tier; both conversions raise the published figures, which is why our average can sit above both. You see each figure with its source and year beside our average, and a range where rents for homes like yours most likely average: our estimates land that close in 8 of 10 ZIP codes, so it is not the spread of individual homes' rents. Where HUD publishes no figure for your ZIP code we use your county's, and where none covers it at all, a rough regional estimate; every figure is an estimate, not an appraisal of your specific home.",
  },
  {
    id: 'is-it-free',
    question: 'Is RentCheck free?',
    answer:
      'Yes. The market analysis, the template negotiation letters and the response generator are free, and the analysis does not require an account. The optional Premium Package adds a negotiation plan, a landlord-ready market report, a saved negotiation and reminders for a one-time $7 payment.',
  },
  {
    id: 'premium-package',
    question: 'What does the $7 Premium Package include?',
    answer: `The Premium Package is a one-time $7 payment with no subscription. For 45 days it gives you ${premiumFeatureSentence(BASE_OFFER)}. The pricing section lists everything this site includes. Nothing renews or charges you again when the 45 days end.`,
  },
  {
    id: 'refunds',
    question: 'Can I get a refund?',
    answer:
      'No. All sales are final and the Premium Package is non-refundable, as stated in our Terms and Conditions. We suggest trying the free analysis and template letters first so you know what the tools do before you buy.',
  },
  {
    id: 'legal-advice',
    question: 'Is RentCheck legal advice?',
    answer:
      'No. RentCheck provides market research and negotiation templates only, and we cannot guarantee any outcome. Landlord-tenant law varies by state and city, and some homes are covered by rent control or rent stabilization rules. If you have a question about your rights or your lease, contact a licensed attorney, a legal aid organization or your local tenant resource center.',
  },
  {
    id: 'when-to-negotiate',
    question: 'When should I start negotiating?',
    answer:
      'Start preparing when your renewal is 4 months or less away, and send your letter about 90 days before your lease ends. Landlords usually send renewal notices 60 to 90 days ahead, so that is before your landlord has finalized renewal terms, and it leaves time for a counteroffer and, if needed, a search for another home. Check your lease for any notice deadline, because some leases require you to say whether you will renew by a certain date.',
  },
  {
    id: 'privacy',
    question: 'Do you store my letters and personal information?',
    answer: `It depends on what you use: without an account, nothing you type is stored on our servers (the market analysis is computed and not kept, and letters and replies are built in your browser, so copy or download one before leaving the page; your own device keeps your lease details for next time). With an account, we keep your email, your name and the lease details you submit with an analysis while signed in, until you ask us to delete your account. With Premium, a negotiation you choose to save (its letters, your landlord's answers, your replies, its figures, dates and reminder schedule) and the plan you choose to keep on your account (your lease, listings and moving figures) are kept while your Premium access lasts and deleted automatically ${NEGOTIATION_RETENTION_DAYS} days after it ends, or sooner when you delete them from your dashboard, and a share link you make to your market report keeps a copy of the report (market figures, your listings, the rent rules), the name line you choose and the date it was first opened (of the link itself, only a fingerprint) until you turn it off or its negotiation is deleted. Card payments are handled by Stripe, and your card number never reaches our servers. Our Privacy Policy explains the details.`,
  },
  {
    id: 'landlord-says-no',
    question: 'What if my landlord says no?',
    answer:
      "Paste your landlord's reply into the response generator and choose whether it was a counteroffer, a partial yes or a refusal. It drafts a courteous answer that can propose alternatives, such as a longer lease term, a smaller reduction, or improvements instead of a lower rent. A no today still leaves you with market data to plan your next move, whether that is renewing or comparing other homes.",
  },
];

export interface FaqContact {
  readonly heading: string;
  readonly text: string;
  readonly email: string;
  readonly href: string;
  readonly buttonLabel: string;
}

export const FAQ_CONTACT: FaqContact = {
  heading: 'Still have questions?',
  text: `Email us at ${SUPPORT_EMAIL} and we will get back to you by email.`,
  email: SUPPORT_EMAIL,
  href: SUPPORT_MAILTO,
  buttonLabel: 'Email Support',
};

/** schema.org FAQPage data for the page head, built from the items the page shows so both always match. */
export function faqPageJsonLd(items: readonly FaqItem[] = FAQ_ITEMS) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
