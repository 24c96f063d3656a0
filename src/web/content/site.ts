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

/** Footer link columns. Paths are routes of #domain/routes.ts; "/#x" means the landing page scrolled to section x. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { label: 'Free Market Analysis', href: '/#market-analysis' },
      { label: 'Generate Letter', href: '/generate-letter' },
      { label: 'Response Generator', href: '/renegotiation-response' },
      { label: 'How It Works', href: '/#how-it-works' },
      { label: 'Pricing', href: '/#pricing' },
      { label: 'Sign In', href: '/auth' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'How to Negotiate Rent', href: '/how-to-negotiate-rent' },
      { label: '25 Rent Reduction Tips', href: '/rent-reduction-tips' },
      { label: 'FAQ', href: '/faq' },
      { label: 'Success Stories', href: '/#success-stories' },
      { label: 'Email Support', href: SUPPORT_MAILTO },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms and Conditions', href: '/terms' },
      { label: 'Privacy Policy', href: '/privacy' },
    ],
  },
];

/** Heading above the row of city-guide links in the footer (the links come from the route table's city names). */
export const FOOTER_CITY_GUIDES_TITLE = 'City Guides';

export interface FooterLegalPanel {
  /** Anchor id of the panel ('/#footer-legal', in LANDING_SECTIONS of #domain/routes.ts). */
  readonly id: 'footer-legal';
  readonly toggleLabel: string;
  readonly heading: string;
  readonly items: readonly { readonly title: string; readonly body: string }[];
  readonly termsLink: LinkItem;
  readonly privacyLink: LinkItem;
}

/** The footer's expandable legal-terms panel. */
export const FOOTER_LEGAL_PANEL: FooterLegalPanel = {
  id: 'footer-legal',
  toggleLabel: 'Legal Terms & Disclaimers',
  heading: 'Important Legal Information',
  items: [
    {
      title: 'Not legal advice',
      body: 'RentCheck provides market research and negotiation templates only. Nothing on this site is legal, financial or real estate advice, and using it does not create an attorney-client relationship. Landlord-tenant law differs from state to state and city to city; for advice about your lease or your rights, contact a licensed attorney or your local tenant resource center.',
    },
    {
      title: 'Informational tools only; no guarantees',
      body: 'Our tools help you prepare and present a request to your landlord. We do not guarantee any rent reduction, renewal offer or other outcome. Results vary by market conditions and individual circumstances, and your landlord decides whether to accept any request.',
    },
    {
      title: 'Market figures are estimates',
      body: "Market averages shown on this site are estimates based on HUD Fair Market Rent (FMR) data published by the U.S. Department of Housing and Urban Development. An FMR is the 40th percentile of gross rent for standard-quality units; we convert it into an estimated market average and, where the Census Bureau publishes one, blend it with the median gross rent of the ZIP code from the American Community Survey. Where HUD publishes no figure for a ZIP code we use its county's; where no HUD figure covers it, regional estimates with a wider range. Estimates are not appraisals and may differ from actual rents for a specific unit.",
    },
    {
      title: 'All sales final',
      body: 'The Premium Package is a one-time $7 purchase with 45 days of access. All sales are final and non-refundable. There is no subscription and no recurring charge.',
    },
    {
      title: 'Operator and contact',
      body: `RentCheck is operated by ${OPERATOR_FULL}. Support is provided by email at ${SUPPORT_EMAIL}. Use of this site is subject to our Terms and Conditions and Privacy Policy.`,
    },
  ],
  termsLink: { label: 'Terms and Conditions', href: '/terms' },
  privacyLink: { label: 'Privacy Policy', href: '/privacy' },
};

/** Copyright line for the footer; pass the current year at render time. */
export function copyrightNotice(year: number): string {
  return `\u00a9 ${year} ${OPERATOR_NAME}. All rights reserved.`;
}
