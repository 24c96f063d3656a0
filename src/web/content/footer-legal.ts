import { OPERATOR_FULL, SUPPORT_EMAIL } from './site.ts';

/** The text of the footer's legal panel (FOOTER_LEGAL_PANEL in site.ts), loaded after the page's first JavaScript (docs/performance.md, "First JavaScript"). */
export const FOOTER_LEGAL_TEXT: { readonly heading: string; readonly items: readonly { readonly title: string; readonly body: string }[] } =
  {
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
  };
