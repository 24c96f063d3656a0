import { type DeploymentOffer, premiumFeatureSentence } from '#domain/payments/catalog.ts';
import { CITY_NAMES, CITY_SLUGS, cityPath, pagePath } from '#domain/routes.ts';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from './site.ts';
import type { LinkItem } from './types.ts';

/** Signed-in home (/dashboard). */
export const DASHBOARD_COPY = {
  loading: 'Loading your dashboard...',
  /** "Welcome" on the first visit, in the session that created the account; "Welcome back" afterwards. */
  greeting: (name: string, firstVisit: boolean) => (firstVisit ? `Welcome, ${name}!` : `Welcome back, ${name}!`),
  intro: 'Everything you need for your next rent conversation, in one place.',
  premium: {
    title: 'Premium Status',
    activeBadge: 'Active',
    expiresLabel: 'Expires',
    daysLeft: (days: number) => `${days} day${days === 1 ? '' : 's'} left`,
    noneTitle: 'No active Premium Package',
    /** The catalogue's features on this deployment (ADR 0047). */
    noneBody: (offer: DeploymentOffer) => `Premium adds ${premiumFeatureSentence(offer)} for 45 days. One-time $7, no subscription.`,
    upgrade: 'Upgrade Now',
    upgradeHref: pagePath('landing', 'pricing'),
    loadError: 'We could not check your premium status right now.',
  },
  tools: {
    title: 'Your Tools',
    items: [
      {
        key: 'plan',
        title: 'Your Negotiation Plan',
        body: 'Premium: compare renewal scenarios side by side and write your letter from the one you choose.',
        href: pagePath('plan'),
        action: 'Open Your Plan',
      },
      {
        key: 'letter',
        title: 'Generate Letter',
        body: 'Build a professional negotiation letter from your lease details and market data.',
        href: pagePath('generate-letter'),
        action: 'Open Letter Generator',
      },
      {
        key: 'response',
        title: 'Response Generator',
        body: 'Landlord replied? Write a strategic answer to a counteroffer, a partial yes or a refusal.',
        href: pagePath('renegotiation-response'),
        action: 'Open Response Generator',
      },
      {
        key: 'market',
        title: 'Market Analysis',
        body: 'Compare your rent with the HUD-based market average for your ZIP code and unit size.',
        href: pagePath('landing', 'market-analysis'),
        action: 'Run Market Analysis',
      },
    ],
  },
  guides: {
    title: 'Negotiation Guides',
    body: 'Read these before you write: timing, research and the mistakes that cost renters the most.',
    links: [
      { label: 'How to Negotiate Rent', href: pagePath('how-to-negotiate-rent') },
      { label: '25 Proven Rent Reduction Tips', href: pagePath('rent-reduction-tips') },
    ] satisfies LinkItem[],
  },
  story: {
    title: 'Share Your Success Story',
    body: 'Did RentCheck help you negotiate? Tell other renters how it went. Stories are reviewed before they are published.',
    toggleOpen: 'Write Your Story',
    toggleClose: 'Hide Form',
  },
  support: {
    title: 'Need Help?',
    body: `We answer by email, usually within one business day: ${SUPPORT_EMAIL}.`,
    email: { label: 'Email Support', href: SUPPORT_MAILTO },
    howItWorks: 'How It Works',
    faq: { label: 'FAQ', href: pagePath('faq') },
  },
  /** Priority support, only where this deployment has SUPPORT_EMAIL and the user an active Premium Package (ADR 0047). */
  prioritySupport: {
    /** "Priority" only when the promise is shorter than the free one-business-day answer (ADR 0059). */
    title: (priority: boolean) => (priority ? 'Priority Support' : 'Premium Support'),
    body: (hours: number) =>
      `Ask us anything about your negotiation. As a Premium member you get an answer by email within ${hours} hours, weekends included, and a copy of what you sent.`,
    subjectLabel: 'Subject',
    messageLabel: 'Your question',
    send: 'Send to Support',
    sending: 'Sending...',
    sentTitle: 'Message sent',
    sent: (answerBy: string) => `We will answer by ${answerBy}, by email to your account's address.`,
    copySent: 'A copy of your message is on its way to that address.',
    copyNotSent: 'No copy was emailed: your email address is not confirmed yet.',
    sendAnother: 'Send another question',
    errorTitle: 'Not sent',
  },
  includedGuides: {
    title: 'City Guides Included',
    body: 'Local rules, market figures and negotiation strategies for eight U.S. cities.',
  },
} as const;

export const DASHBOARD_CITY_GUIDES: readonly LinkItem[] = CITY_SLUGS.map((slug) => ({ label: CITY_NAMES[slug], href: cityPath(slug) }));

export const PROFILE_COPY = {
  title: 'Your Profile',
  intro: 'Your account details.',
  loading: 'Loading your profile...',
  fullNameLabel: 'Full name',
  emailLabel: 'Email',
  save: 'Save Changes',
  saving: 'Saving...',
} as const;
