import { pagePath } from '#domain/routes.ts';
import type { CtaButton } from './types.ts';

/** Tips page ("/rent-reduction-tips"). */

export interface Tip {
  /** 1-25, in reading order across categories. */
  readonly number: number;
  readonly title: string;
  /** 2-3 sentences. */
  readonly body: string;
}

export interface TipCategory {
  readonly id: string;
  readonly title: string;
  readonly tips: readonly Tip[];
}

export interface TipsPage {
  readonly title: string;
  readonly intro: readonly string[];
  /** Heading of the list of category links. */
  readonly tocHeading: string;
  /** Word read by screen readers before each tip's number ("Tip 6: ..."). */
  readonly tipLabel: string;
  readonly categories: readonly TipCategory[];
  readonly cta: {
    readonly heading: string;
    readonly text: string;
    readonly button: CtaButton;
  };
  readonly disclaimer: string;
}

export const TIPS_PAGE: TipsPage = {
  title: '25 Proven Rent Reduction Tips',
  intro: [
    'These are the approaches renters use most often to lower their rent, hold it steady at renewal or get more value for what they pay. None of them is a guarantee, but each one improves the odds that your landlord takes your request seriously.',
    'Pick the ones that fit your situation. You will rarely need all 25, and a short, focused request usually beats a long list of arguments.',
  ],
  tocHeading: 'Tip categories',
  tipLabel: 'Tip',
  categories: [
    {
      id: 'timing',
      title: 'Get the Timing Right',
      tips: [
        {
          number: 1,
          title: 'Send your letter about 90 days before your lease ends',
          body: 'Start preparing when your renewal is 4 months or less away. Landlords usually send renewal notices 60 to 90 days ahead, so a letter sent about 90 days before the lease ends arrives before they settle on terms, and it leaves you time to look elsewhere if talks fail.',
        },
        {
          number: 2,
          title: 'Know your lease deadlines',
          body: 'Read the renewal clause before you ask. Some leases require notice of your plans by a set date or renew automatically, and missing a deadline can cost you leverage.',
        },
        {
          number: 3,
          title: 'Use the slow season',
          body: 'In many markets fewer people move in late fall and winter, so vacant units take longer to fill. If your lease ends in a slow month, point out that you are saving your landlord a hard-to-fill vacancy.',
        },
        {
          number: 4,
          title: 'Ask for a lease that ends in a busy month',
          body: 'If your lease currently ends in winter, offer a term that ends in spring or summer instead. Landlords often value that, and it can be a bargaining chip in exchange for a lower rent.',
        },
        {
          number: 5,
          title: 'Respond promptly to an increase notice',
          body: 'If a renewal notice arrives with an increase, reply within a few days rather than waiting until the last week. An early, polite response signals that you want to stay and are ready to discuss terms.',
        },
      ],
    },
    {
      id: 'research',
      title: 'Research the Market',
      tips: [
        {
          number: 6,
          title: 'Check your rent against HUD data',
          body: "Run a free market analysis for your ZIP code and unit size. It compares your rent with an estimated market average built from HUD Fair Market Rents, published every year by the federal government, and the Census Bureau's median rent for your ZIP code.",
        },
        {
          number: 7,
          title: 'Collect three to five comparable listings',
          body: 'Find current listings with the same bedroom count, a similar size and comparable amenities close to you. Save dated screenshots, because listings are often taken down once rented.',
        },
        {
          number: 8,
          title: 'Look at effective rent, not just advertised rent',
          body: 'A month free on a 12-month lease lowers the effective rent by about 8 percent. Note concessions nearby, because they show what landlords are really accepting.',
        },
        {
          number: 9,
          title: 'Watch vacancies in your own building',
          body: 'Units that stay listed for weeks are a sign that demand is soft. If similar units in your building sit empty, mention it politely.',
        },
        {
          number: 10,
          title: 'Compare like with like',
          body: 'Adjust for utilities, parking, laundry, age and condition before you compare. A fair comparison is more persuasive than the lowest number you can find.',
        },
      ],
    },
    {
      id: 'leverage',
      title: 'Show Your Value as a Tenant',
      tips: [
        {
          number: 11,
          title: 'Lead with your payment record',
          body: 'Never missed or been late on rent? Say so first. Reliable payment is the thing landlords value most, and it costs them nothing to keep.',
        },
        {
          number: 12,
          title: 'Remind them what turnover costs',
          body: 'Vacancy, cleaning, repainting, advertising and screening all cost money; a commonly cited estimate is 1 to 3 months of rent per turnover. A small reduction to keep you is often cheaper.',
        },
        {
          number: 13,
          title: 'Document how you have cared for the unit',
          body: 'Mention the condition of the home, minor repairs you handled, and that you respect building rules and quiet hours. Specific facts carry more weight than general praise.',
        },
        {
          number: 14,
          title: 'Offer a longer lease',
          body: 'An 18- to 24-month lease gives your landlord predictable income and one less turnover. Many landlords will trade a lower monthly rent for that certainty.',
        },
        {
          number: 15,
          title: 'Offer to renew early',
          body: 'Signing your renewal well before the deadline removes uncertainty for your landlord. Make it part of your offer rather than giving it away for free.',
        },
      ],
    },
    {
      id: 'asking',
      title: 'Make a Clear, Polite Ask',
      tips: [
        {
          number: 16,
          title: 'Put your request in writing',
          body: 'A letter or email gives your landlord time to think, can be forwarded to the owner, and creates a record. Keep it to one page.',
        },
        {
          number: 17,
          title: 'Ask for a specific number',
          body: 'Name the rent you are proposing instead of asking for "a discount". A reduction of 5 to 15 percent is a common range to request, depending on how far above market you are.',
        },
        {
          number: 18,
          title: 'Leave room to meet in the middle',
          body: 'Ask for a little more than your target so a counteroffer can still land where you want. Decide your walk-away number before you start.',
        },
        {
          number: 19,
          title: 'Negotiate the increase, not only the rent',
          body: 'If an increase has been announced, asking to keep your current rent, or to halve the increase, is a reasonable request. Avoiding an increase is a saving too.',
        },
        {
          number: 20,
          title: 'Stay courteous and factual',
          body: 'Avoid accusations and ultimatums. A cooperative tone keeps the relationship intact whether or not you get everything you asked for.',
        },
      ],
    },
    {
      id: 'beyond-rent',
      title: 'Savings Beyond the Monthly Rent',
      tips: [
        {
          number: 21,
          title: 'Ask for a concession instead of a cut',
          body: 'If the rent itself cannot move, ask for a free month spread over the lease, a waived renewal fee or a reduced pet fee. Some landlords prefer one-time concessions to lowering the listed rent.',
        },
        {
          number: 22,
          title: 'Bundle in parking, storage or amenities',
          body: 'A parking space, storage unit or amenity fee included at no extra cost is money saved. These cost some landlords little but add real value for you.',
        },
        {
          number: 23,
          title: 'Request upgrades or repairs',
          body: 'New appliances, fresh paint, new flooring or a long-awaited repair can be easier for a landlord to agree to than lower rent. Get any promised work written into the renewal.',
        },
        {
          number: 24,
          title: 'Review what utilities and fees you pay',
          body: 'Check your lease for utility billing, trash, pest control or technology fees. Asking for one of these to be included can be an easier yes than a rent cut.',
        },
        {
          number: 25,
          title: 'Get every agreement in writing',
          body: 'Whatever you agree, make sure the new rent, the lease term and any extras appear in your signed renewal lease or an addendum. A verbal promise is hard to enforce later.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Put these tips into a letter',
    text: 'Our free generator turns your rent, market data and tenant strengths into a professional negotiation letter in minutes.',
    button: { label: 'Generate Your Letter', href: pagePath('generate-letter') },
  },
  disclaimer:
    'General information only, not legal advice. Landlord-tenant law varies by state and city. Results vary by market conditions and individual circumstances.',
};
