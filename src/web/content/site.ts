import { pagePath } from '#domain/routes.ts';
import type { LinkItem, PageMeta } from './types.ts';

export const SITE_NAME = 'RentCheck';

/** Default site description (also the fallback meta description). At most 155 characters. */
export const SITE_DESCRIPTION =
  'Compare your rent with federal HUD Fair Market Rent data and write a free rent negotiation letter before your lease renews.';

/** Short line shown under the brand in the footer. */
export const SITE_TAGLINE = 'Market data and negotiation letters for renters whose lease renewal is near.';

export const SUPPORT_EMAIL = 'support@rentcheck.app';
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;

export const OPERATOR_NAME = 'RentCheck LLC';
const OPERATOR_DESCRIPTION = 'a Delaware limited liability company';
/** "RentCheck LLC, a Delaware limited liability company" */
export const OPERATOR_FULL = `${OPERATOR_NAME}, ${OPERATOR_DESCRIPTION}`;

/** Meta used when a page has none of its own. */
export const DEFAULT_META: PageMeta = {
  title: 'RentCheck: Free Rent Check & Negotiation Letters',
  description: SITE_DESCRIPTION,
};

export interface FooterColumn {
  readonly title: 'Product' | 'Resources' | 'Legal';
  readonly links: readonly LinkItem[];
}

/** Footer link columns: every path from pagePath (#domain/routes.ts); a landing-page link with a hash scrolls to that section. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { label: 'Free Market Analysis', href: pagePath('landing', 'market-analysis') },
      { label: 'Generate Letter', href: pagePath('generate-letter') },
      { label: 'Response Generator', href: pagePath('renegotiation-response') },
      { label: 'How It Works', href: pagePath('landing', 'how-it-works') },
      { label: 'Pricing', href: pagePath('landing', 'pricing') },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'How to Negotiate Rent', href: pagePath('how-to-negotiate-rent') },
      { label: '25 Rent Reduction Tips', href: pagePath('rent-reduction-tips') },
      { label: 'FAQ', href: pagePath('faq') },
      { label: 'Success Stories', href: pagePath('landing', 'success-stories') },
      { label: 'Email Support', href: SUPPORT_MAILTO },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms and Conditions', href: pagePath('terms') },
      { label: 'Privacy Policy', href: pagePath('privacy') },
    ],
  },
];

/** The Product column's last items: Sign In for visitors; the dashboard and Sign Out for a signed-in user (as the header). */
export const FOOTER_ACCOUNT_LINKS = {
  visitor: { label: 'Sign In', href: pagePath('auth') },
  signedIn: { label: 'Dashboard', href: pagePath('dashboard') },
  signOut: 'Sign Out',
} as const;

/** Heading above the row of city-guide links in the footer (the links come from the route table's city names). */
export const FOOTER_CITY_GUIDES_TITLE = 'City Guides';

export interface FooterLegalPanel {
  /** Anchor id of the panel ('/#footer-legal', in LANDING_SECTIONS of #domain/routes.ts). */
  readonly id: 'footer-legal';
  readonly toggleLabel: string;
  readonly termsLink: LinkItem;
  readonly privacyLink: LinkItem;
}

/** The footer's expandable legal-terms panel; its text is FOOTER_LEGAL_TEXT (footer-legal.ts, loaded separately). */
export const FOOTER_LEGAL_PANEL: FooterLegalPanel = {
  id: 'footer-legal',
  toggleLabel: 'Legal Terms & Disclaimers',
  termsLink: { label: 'Terms and Conditions', href: pagePath('terms') },
  privacyLink: { label: 'Privacy Policy', href: pagePath('privacy') },
};

/** Copyright line for the footer; pass the current year at render time. */
export function copyrightNotice(year: number): string {
  return `\u00a9 ${year} ${OPERATOR_NAME}. All rights reserved.`;
}
