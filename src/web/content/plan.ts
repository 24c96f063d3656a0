import type { ScenarioKey } from '#domain/letters/scenarios.ts';

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
  leaseBodyAccount: 'We filled in what your account keeps. Change anything and the scenarios follow.',
  leaseBodyAccountLease: 'We filled in the lease you entered with your market analysis. Change anything and the scenarios follow.',
  scenariosTitle: 'Your scenarios',
  needRent: 'Enter your current monthly rent to see your scenarios.',
  marketLoading: 'Looking up the market figures for your ZIP code...',
  noMarket: 'Without market figures for your ZIP code, the scenarios use a 5% reduction as the starting ask.',
  choose: 'Choose this scenario',
  chosen: 'Chosen',
  writeLetter: 'Write the letter from this scenario',
  pickFirst: 'Choose a scenario to write your letter from it.',
  recommended: 'Suggested by your numbers',
  loadingSaved: 'Opening your plan...',
  keepLabel: 'Keep my plan on my account',
  keepHint:
    'Your lease, listings and moving figures are then kept as you type, so your plan opens on any device you sign in on. Deleted when you untick this, when you delete your saved negotiation, or 30 days after your Premium access ends.',
  forgotten: 'Your plan is no longer kept on your account.',
  keepFailed: 'Your plan could not be kept on your account right now.',
  reportTitle: 'Your market report',
  reportBody:
    'The evidence you can hand your landlord: the listings you found and the public market figures for your ZIP code, never your strategy or your walk-away point.',
  comparablesIntro: 'Similar homes nearby and their rents, with any move-in deal. The report lists each with its effective rent.',
  planError: 'We could not compute your plan right now. Your figures are still here; try again in a moment.',
  orderedAgainst: 'Ordered by what each keeps you against moving, most first.',
  walkAwayTitle: 'Your walk-away point',
  walkAwayBody:
    'Your alternative to renewing is moving to a similar home. Enter what moving would cost you: above the walk-away point, moving costs you less over the lease than renewing does.',
  alternativeLabel: 'Rent of a similar home you could move to (optional)',
  alternativeHintMarket: (zip: string, average: string, low: string, high: string) =>
    `Leave blank to use our estimate for similar homes in ZIP ${zip}: ${average} a month, most likely between ${low} and ${high} (from HUD and the Census; our estimate, not an official figure).`,
  alternativeHintNone: 'Enter the rent of a home you found: we have no market figures for this ZIP code.',
  costsTitle: 'One-time costs of moving',
  costsBody:
    'Your own figures: quotes you got and fees you expect. We found no published figure for these costs that we could stand behind, so we do not guess one; a cost you leave blank counts as $0.',
  costLabels: {
    movers: (home: string) => `Movers or a truck for your ${home} home`,
    deposit: 'Deposit beyond the one you get back',
    applicationFees: 'Application and screening fees',
    overlapDays: 'Days you would pay both rents',
    setUp: 'Utility, internet and other set-up fees',
  },
  costHints: {
    movers: 'A quote from a moving company, or a truck rental with its mileage and fuel.',
    deposit: 'The new home’s security deposit minus the deposit this home returns to you.',
    applicationFees: 'What each landlord charges to apply, times the applications you expect.',
    overlapDays: 'From the new lease’s start to this lease’s end. We count the new home’s rent for those days.',
    setUp: 'Connection and installation fees, new keys, anything else you pay once.',
  },
  costLineLabels: {
    movers: 'Movers or a truck',
    deposit: 'Deposit beyond the one returned',
    applicationFees: 'Application fees',
    overlap: 'Overlapping rent',
    setUp: 'Set-up fees',
  },
  yourFigure: 'your figure',
  notEntered: 'not entered, counted as $0',
  noCostsYet: 'No moving costs entered yet: the walk-away point is the similar home’s rent itself, and it rises as you add your costs.',
  needAlternative: 'Enter the rent of a home you could move to for your walk-away point.',
} as const;

/** What each scenario asks the landlord to give, in a sentence. */
export const SCENARIO_GIVES: Record<ScenarioKey, (rent: string, term: number) => string> = {
  reduce: (rent, term) => `A renewal at ${rent} a month for ${term} months.`,
  'reduce-longer': (rent, term) => `A renewal at ${rent} a month; in return you sign early, for ${term} months.`,
  'keep-early': (rent, term) => `No increase: ${rent} a month; in return you sign early, for ${term} months.`,
  counter: (rent, term) => `Less of the increase: ${rent} a month for ${term} months.`,
  'counter-longer': (rent, term) => `Less of the increase, ${rent} a month; in return you sign early, for ${term} months.`,
};
