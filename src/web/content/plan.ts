import type { ScenarioKey } from '#domain/negotiation/scenarios.ts';

/** "Your Negotiation Plan" (/plan, ADR 0048): the public description and the Premium workspace's words. */
export const PLAN_PAGE = {
  title: 'Your Negotiation Plan',
  intro:
    'Compare the renewals you could ask for, side by side, then write your letter from the one you choose. Part of the Premium Package.',
  whatTitle: 'What the plan does',
  what: [
    'Builds your scenarios from your rent, your ZIP code and your lease: for example, the reduction our figures support on a 12-month lease, a smaller reduction on a longer lease, keeping your rent in exchange for signing early, or a counter to your landlord’s proposed increase.',
    'For each scenario: the monthly rent you ask for, what it saves you over the lease term against your current rent or your landlord’s proposal, and what a vacancy would cost your landlord over the same term.',
    'Says what each scenario asks your landlord to give and the date to send it, from your lease end date.',
    'Where a state or city rent cap applies and the proposed increase is above it, the counter asks your landlord to correct the increase to the cap first.',
    'Writes your letter from the scenario you pick, with the same figures the plan shows.',
  ],
  sourcesNote:
    'Market figures are our estimate from HUD Fair Market Rents and the Census Bureau’s median rent for your ZIP code; your letter names each source and its year. This is information to help you negotiate, not legal advice.',
  buyTitle: 'Get your plan with Premium',
  buyBody: 'One-time $7 for 45 days of access. The market analysis, the letter generator and the reply generator stay free.',
  checking: 'Checking your Premium access...',
  leaseTitle: 'Your lease',
  leaseBody: 'We filled in what you entered on this device. Change anything and the scenarios follow.',
  scenariosTitle: 'Your scenarios',
  needRent: 'Enter your current monthly rent to see your scenarios.',
  marketLoading: 'Looking up the market figures for your ZIP code...',
  noMarket: 'Without market figures for your ZIP code, the scenarios use a 5% reduction as the starting ask.',
  choose: 'Choose this scenario',
  chosen: 'Chosen',
  writeLetter: 'Write the letter from this scenario',
  pickFirst: 'Choose a scenario to write your letter from it.',
  recommended: 'Suggested by your numbers',
} as const;

/** What each scenario asks the landlord to give, in a sentence. */
export const SCENARIO_GIVES: Record<ScenarioKey, (rent: string, term: number) => string> = {
  reduce: (rent, term) => `A renewal at ${rent} a month for ${term} months.`,
  'reduce-longer': (rent, term) => `A renewal at ${rent} a month; in return you sign early, for ${term} months.`,
  'keep-early': (rent, term) => `No increase: ${rent} a month; in return you sign early, for ${term} months.`,
  counter: (rent, term) => `Less of the increase: ${rent} a month for ${term} months.`,
  'counter-longer': (rent, term) => `Less of the increase, ${rent} a month; in return you sign early, for ${term} months.`,
};
