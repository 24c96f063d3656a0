import { type DeploymentOffer, premiumFeatureSentence } from '#domain/payments/catalog.ts';
import { CITY_NAMES, CITY_SLUGS, type CitySlug, cityPath, pagePath } from '#domain/routes.ts';
import type { LinkItem, TitledText } from './types.ts';

/**
 * City guide pages ("/rent-negotiation-<slug>"), one per slug of CITY_SLUGS, all of one shape (docs/city-guides.md).
 *
 * Local legal facts are phrased as general information and point readers to the official source;
 * precise caps and percentages are left out on purpose because they change.
 */

export interface CityZip {
  /** Five-digit ZIP code. */
  readonly zip: string;
  /** Neighborhood or area the ZIP mainly covers. */
  readonly area: string;
}

export interface CityArea {
  readonly name: string;
  /** What the rental market there is like, in one or two sentences. */
  readonly summary: string;
  /** Concrete negotiation approaches for that area. */
  readonly strategies: readonly string[];
}

export interface CityCta {
  readonly title: string;
  /** What Premium adds on this deployment, from the catalogue (ADR 0047): prerendered with every deployment's features. */
  readonly text: (offer: DeploymentOffer) => string;
  /** Primary button label; the page swaps it for 'Take me to my dashboard' for users with access. */
  readonly buttonLabel: 'Get Started - $7';
  readonly secondaryButton: LinkItem;
}

/** Slug, path, name, title and description come from the route table (src/domain/routes.ts). */
export interface CityPage {
  readonly slug: CitySlug;
  readonly path: ReturnType<typeof cityPath>;
  readonly name: string;
  /** Two-letter state (or 'DC'). */
  readonly state: string;
  readonly hero: { readonly title: string; readonly subtitle: string };
  readonly overview: { readonly heading: string; readonly paragraphs: readonly string[] };
  /**
   * 4-6 major residential ZIP codes in the city. Their figures (ours, HUD's, the Census's) are the analysis API's
   * answers from the shipped data, written at build time into city-market-figures.generated.ts (ADR 0041).
   */
  readonly mainZips: readonly CityZip[];
  readonly areaStrategies: {
    readonly heading: string;
    readonly intro: string;
    readonly areas: readonly CityArea[];
  };
  /** 5-7 city-specific tips. */
  readonly localTips: readonly TitledText[];
  /** Official or non-profit sources readers should check for current rules. */
  readonly resources: readonly LinkItem[];
  readonly cta: CityCta;
  /**
   * Where the primary CTA goes. A path means a plain link (NYC: '/#pricing'); null means the
   * button starts the Premium purchase flow directly (PremiumCta, ADR 0013).
   */
  readonly ctaHref: string | null;
}

/** What a city's entry below holds; its slug, path and name come from the route table, its CTA from its name. */
type CityContent = Omit<CityPage, 'slug' | 'path' | 'name' | 'cta'>;

/** Labels shared by every city page. */
export const CITY_PAGE_LABELS = {
  eyebrow: 'City Rent Guide',
  estimatesHeading: 'Our estimates for key ZIP codes',
  /** How the estimates are built and what their ranges mean, in the same words as the analysis (ADR 0041). */
  estimatesIntro: (fiscalYear: number, censusYears: string) =>
    `RentCheck's estimate of the average asking rent of an average apartment in each ZIP code: ours, not an official figure. We build it as the free analysis does, from HUD's FY${fiscalYear} Fair Market Rent (the 40th-percentile rent recent movers pay, utilities included) and the Census's ${censusYears} median gross rent (all renters and unit sizes), each converted to an average asking rent and blended 65% HUD, 35% Census (HUD's alone where the Census publishes no usable median). The analysis gives the same figure for these ZIP codes.`,
  estimatesCaption: 'Our estimated average rent, apartment (monthly)',
  oneBedroomLabel: '1 bedroom',
  twoBedroomLabel: '2 bedrooms',
  censusColumn: (years: string | undefined) => (years ? `Census median ${years}` : 'Census median'),
  notPublished: 'Not published',
  estimatesNote:
    'Under each estimate: rents for homes like these most likely average in that range (our estimates land this close in 8 of 10 ZIP codes). A home, building or season can differ; run the free analysis for your own home.',
  censusSource: (years: string) =>
    `Census median: U.S. Census Bureau, American Community Survey 5-year estimates ${years}, median gross rent (table B25064) of all renters and unit sizes in the ZIP code, utilities included. "+" marks the Census's top code ("or more"), which our estimate does not use.`,
  zipHeading: 'HUD Fair Market Rents in key ZIP codes',
  zipIntro:
    "HUD's own figures for the current fiscal year. An FMR is the 40th percentile of gross rent (rent plus typical utilities) paid by recent movers for standard-quality units, so typical asking rents are often higher.",
  zipUnavailable: 'HUD data not available for this ZIP code.',
  /** Caption of the FMR table, e.g. "HUD FY2026 Fair Market Rent". */
  fmrTitle: (fiscalYear: number) => `HUD FY${fiscalYear} Fair Market Rent`,
  fmrUnit: 'monthly, whole dollars',
  fmrZipColumn: 'ZIP code',
  fmrBedroomColumns: ['Studio', '1 BR', '2 BR', '3 BR', '4 BR'],
  fmrAreaWideNote: 'Area-wide figure: HUD publishes one Fair Market Rent for the whole metro or county area that includes this ZIP code.',
  fmrSource:
    'Source: U.S. Department of Housing and Urban Development (HUD), Small Area Fair Market Rents by ZIP code (area-wide Fair Market Rents where marked).',
  analysisLink: { label: 'Check your own rent for free', href: pagePath('landing', 'market-analysis') },
  areaStrategiesHeadingSuffix: 'Negotiation Strategies by Area',
  localTipsHeading: 'Local Tips',
  resourcesHeading: 'Check the official rules',
  legalNote:
    'General information, not legal advice. Tenant rules change and depend on your building and lease; confirm current rules with the official sources listed here or a local attorney.',
} as const;

const GENERAL_TIPS_LINK: LinkItem = { label: 'General Tips', href: pagePath('how-to-negotiate-rent') };

function cta(cityName: string): CityCta {
  return {
    title: `Ready to negotiate your ${cityName} rent?`,
    text: (offer) => `For your ${cityName} lease, Premium adds ${premiumFeatureSentence(offer)} for 45 days. One-time $7, no subscription.`,
    buttonLabel: 'Get Started - $7',
    secondaryButton: GENERAL_TIPS_LINK,
  };
}

const NEW_YORK: CityContent = {
  state: 'NY',
  hero: {
    title: 'Negotiate Your Rent in New York City',
    subtitle:
      'From Manhattan high-rises to Staten Island two-family homes, NYC renters have more room to negotiate than many assume - if they know which rules apply to their apartment.',
  },
  overview: {
    heading: 'The New York City Rental Market',
    paragraphs: [
      'New York City has one of the most expensive and most regulated rental markets in the country. Around the city, three broad kinds of apartments sit side by side: rent-stabilized units, where renewal increases are set each year by the Rent Guidelines Board; market-rate units in large professionally managed buildings; and apartments in small buildings and two- or three-family homes owned by individual landlords.',
      'Which kind you rent decides your strategy. In a stabilized apartment, your protection comes from the rules, so the first step is to confirm your status and the legal rent. In a market-rate apartment, you negotiate like anywhere else, using current listings, concessions and the cost of turnover to make your case.',
      'The market is also seasonal. Demand usually peaks in summer, when students and new graduates arrive, and slows in the colder months. A renewal that falls in winter often gives tenants more leverage.',
    ],
  },
  mainZips: [
    { zip: '10025', area: 'Upper West Side, Manhattan' },
    { zip: '11215', area: 'Park Slope, Brooklyn' },
    { zip: '11375', area: 'Forest Hills, Queens' },
    { zip: '10463', area: 'Riverdale and Kingsbridge, The Bronx' },
    { zip: '10314', area: 'Willowbrook and Bulls Head, Staten Island' },
  ],
  areaStrategies: {
    heading: 'New York City Negotiation Strategies by Borough',
    intro: 'Each borough has a different mix of buildings and landlords. Start with the one that matches where you live.',
    areas: [
      {
        name: 'Manhattan',
        summary:
          'The highest rents in the city, with many new and renovated buildings run by large management companies alongside older stabilized walk-ups and elevator buildings.',
        strategies: [
          'In large buildings, ask the leasing office what they are currently offering new tenants for a unit like yours, including free months. If new tenants get a concession, ask for the same effective rent.',
          'If you moved in with a concession, check whether your renewal is calculated on the gross rent. Ask for the renewal to be based on the net effective rent you actually pay, or for the concession to continue.',
          'Compare against the same building or block, not the borough average: rents can differ sharply between neighborhoods a few subway stops apart.',
        ],
      },
      {
        name: 'Brooklyn',
        summary:
          'A mix of brownstones and small multi-family buildings owned by individual landlords, and newer towers in areas such as Downtown Brooklyn and the Williamsburg waterfront.',
        strategies: [
          'Small landlords often value a reliable, low-maintenance tenant over a slightly higher rent. Emphasize your payment record and how you care for the home.',
          'In newer towers, watch how many similar units are listed and for how long; a building still leasing up has reason to keep existing tenants.',
          'Offering a two-year lease can be persuasive in both cases, because it removes a turnover for the owner.',
        ],
      },
      {
        name: 'Queens',
        summary:
          'Ranges from waterfront high-rises in Long Island City to prewar buildings, co-ops and family homes in Astoria, Jackson Heights, Forest Hills and beyond.',
        strategies: [
          'If you rent a co-op or condo unit from an individual owner, that owner has a mortgage and maintenance to cover and often dreads vacancy; a longer lease at a steady rent can appeal to them.',
          'In Long Island City and other new-construction areas, compare your rent with concessions offered in nearby new buildings.',
          'Many older Queens buildings contain stabilized apartments; confirm your status before you negotiate.',
        ],
      },
      {
        name: 'The Bronx',
        summary:
          "Home to a large share of the city's rent-stabilized apartments, especially in prewar and mid-century elevator buildings, with newer market-rate buildings in areas such as the South Bronx waterfront.",
        strategies: [
          'Check your status first. If your apartment is stabilized, your renewal increase is limited by the Rent Guidelines Board, and you can request your rent history from New York State Homes and Community Renewal (HCR).',
          "If your lease lists a 'preferential rent' below the legal regulated rent, 2019 state reforms generally keep renewal increases based on the preferential rent for the rest of your tenancy. Confirm the details with HCR.",
          'In market-rate buildings, bring current listings from the same neighborhood; rents vary considerably between areas such as Riverdale and the South Bronx.',
        ],
      },
      {
        name: 'Staten Island',
        summary:
          'More houses and two-family homes than other boroughs, many owned by individual landlords, and a smaller pool of listings.',
        strategies: [
          'With fewer apartments on the market, a vacancy can take longer to fill; point out what a turnover would cost your landlord in time and lost rent.',
          'Negotiate non-rent terms too: parking, yard maintenance, snow removal and utilities are often part of a Staten Island rental and can be worth real money.',
          'Compare with rentals of the same type - an apartment in a two-family house, a townhouse or a building unit - rather than with borough-wide averages.',
        ],
      },
    ],
  },
  localTips: [
    {
      title: 'Find out if your apartment is rent-stabilized',
      body: "Stabilized apartments have renewal increases set each year by the NYC Rent Guidelines Board, and tenants generally choose between a one- or two-year renewal. You can request your apartment's rent history from New York State Homes and Community Renewal (HCR) to check.",
    },
    {
      title: 'Know whether Good Cause Eviction covers you',
      body: "New York's 2024 Good Cause Eviction law covers many market-rate apartments in NYC, with exemptions such as certain small landlords and newer buildings. Where it applies, it limits a landlord's ability to evict a tenant who does not accept an unreasonably large increase. Check eligibility on the state's official website before relying on it.",
    },
    {
      title: 'Watch for concessions that expire at renewal',
      body: "NYC listings often advertise a 'net effective' rent that includes free months. At renewal, your increase may be calculated on the higher gross rent, so ask which figure applies and negotiate on what you actually pay.",
    },
    {
      title: 'Use the winter slowdown',
      body: 'Fewer people move in the colder months, and apartments can take longer to rent. If your lease ends between late fall and early spring, mention that you are saving your landlord a winter vacancy.',
    },
    {
      title: 'Factor in lower moving costs under the FARE Act',
      body: 'Since June 2025, a city law known as the FARE Act generally stops a broker hired by the landlord from charging the tenant the broker fee. That can make moving more realistic for you, and a credible alternative strengthens your position.',
    },
    {
      title: 'Know the security deposit rule',
      body: "New York State limits security deposits for most apartments to one month's rent under 2019 reforms. If you are weighing a move, factor that into what an alternative apartment would cost up front.",
    },
  ],
  resources: [
    { label: 'NYC Rent Guidelines Board', href: 'https://rentguidelinesboard.cityofnewyork.us/' },
    { label: 'NYS Homes and Community Renewal (HCR)', href: 'https://hcr.ny.gov/' },
  ],
  ctaHref: pagePath('landing', 'pricing'),
};

const LOS_ANGELES: CityContent = {
  state: 'CA',
  hero: {
    title: 'Negotiate Your Rent in Los Angeles',
    subtitle:
      'Whether you rent a dingbat apartment in Palms or a new high-rise downtown, the right approach starts with knowing which rent rules cover your unit.',
  },
  overview: {
    heading: 'The Los Angeles Rental Market',
    paragraphs: [
      "Los Angeles is a sprawling market of very different neighborhoods, with rents that can change a lot from one area to the next. Much of the city's older apartment stock falls under the City of Los Angeles Rent Stabilization Ordinance (RSO), which generally covers multi-unit buildings built on or before October 1, 1978 and limits annual increases to an amount set by the Los Angeles Housing Department.",
      "Many newer units are covered instead by California's statewide rent cap under the Tenant Protection Act (AB 1482), which applies to many buildings more than 15 years old, with exemptions. Newer construction and some single-family homes may have no cap at all, which is where negotiation matters most.",
      'Keep in mind that Santa Monica, West Hollywood, Beverly Hills, Culver City and other cities inside Los Angeles County have their own rules, and unincorporated county areas have separate county rules. Your address decides which apply.',
    ],
  },
  mainZips: [
    { zip: '90026', area: 'Echo Park and Silver Lake' },
    { zip: '90028', area: 'Hollywood' },
    { zip: '90034', area: 'Palms' },
    { zip: '90019', area: 'Mid-City' },
    { zip: '90042', area: 'Highland Park' },
    { zip: '91601', area: 'North Hollywood' },
  ],
  areaStrategies: {
    heading: 'Los Angeles Negotiation Strategies by Area',
    intro: 'Your strategy depends on the age of your building and which city you are actually in.',
    areas: [
      {
        name: 'Downtown LA',
        summary:
          'Dominated by newer high-rises and converted lofts, many managed by large operators, with a steady flow of new units coming to market.',
        strategies: [
          'Ask what the building is offering new tenants for your floor plan; move-in specials are common in buildings competing for renters.',
          'Newer buildings may fall outside both the RSO and the state cap, so market comparisons and a longer lease offer are your main tools.',
          'Compare parking and amenity fees as well as rent; they are often negotiable separately.',
        ],
      },
      {
        name: 'Hollywood, Silver Lake and Echo Park',
        summary:
          'A mix of older courtyard and small apartment buildings, many under the RSO, and newer mid-rise buildings along major corridors.',
        strategies: [
          'If your building is older, check its RSO status with LAHD before negotiating; your increase may already be limited.',
          'Small owners of older buildings often value a long-term tenant who reports problems promptly and keeps the unit in good shape.',
          'For newer buildings, collect listings within walking distance; rents vary a lot between hillside and flatland streets.',
        ],
      },
      {
        name: 'Westside (Palms, Mar Vista, West LA)',
        summary: 'High demand near job centers and the beach, with many mid-century apartment buildings and some new construction.',
        strategies: [
          'Confirm whether your address is in the City of Los Angeles, Santa Monica or Culver City: each has different rent rules.',
          'Offer a longer lease in exchange for holding the rent; predictable occupancy matters to owners in a high-cost area.',
          'Point to comparable units in your own building or on your block that have sat vacant.',
        ],
      },
      {
        name: 'Koreatown and Mid-City',
        summary: 'Dense neighborhoods with many older apartment buildings, often RSO-covered, and a growing number of new developments.',
        strategies: [
          'Check RSO status first; many buildings here are covered.',
          'In newer buildings, compare concessions across the several new properties nearby; competition between them can help you.',
          'Ask for repairs or upgrades as part of renewal if the rent itself is capped.',
        ],
      },
      {
        name: 'San Fernando Valley',
        summary:
          'Larger garden-style complexes and newer mid-rises in areas such as North Hollywood, Sherman Oaks and Van Nuys, typically at lower rents than the Westside.',
        strategies: [
          'Large complexes often have several similar units listed at once; cite them by unit type and price.',
          'Negotiate parking, storage and utility arrangements, which are common extras in Valley complexes.',
          'If you have a car-dependent commute, note it only as context; focus your request on comparable listings.',
        ],
      },
    ],
  },
  localTips: [
    {
      title: 'Check whether your unit is under the RSO',
      body: 'The Los Angeles Housing Department (LAHD) offers a lookup for RSO status. If your building is covered, annual increases are limited to an amount LAHD publishes, so your negotiation may be about repairs and terms rather than the rent.',
    },
    {
      title: 'Know the statewide cap',
      body: "California's Tenant Protection Act (AB 1482) caps annual increases for many units more than 15 years old that are not under local rent control, with exemptions such as some single-family homes. Check the current rules before you assume your unit is covered or exempt.",
    },
    {
      title: 'Confirm which city you live in',
      body: 'Santa Monica, West Hollywood, Beverly Hills and Culver City have their own rent rules, and unincorporated county areas have separate ones. An LA mailing address does not always mean City of LA rules apply.',
    },
    {
      title: 'Watch the notice period',
      body: 'California requires advance written notice of rent increases, and more notice for larger increases. If you receive a notice, note the date it arrived and the effective date, and check that the timing meets state rules.',
    },
    {
      title: 'Compare parking and utilities',
      body: 'Parking spaces, water and trash billing, and amenity fees vary widely in LA. Include them when you compare your total cost with other listings.',
    },
    {
      title: 'Use concession competition in new buildings',
      body: 'Where several new buildings lease up at once, such as downtown, move-in specials can be generous. Ask your landlord to match the effective rent being offered to new tenants.',
    },
  ],
  resources: [
    { label: 'Los Angeles Housing Department (LAHD)', href: 'https://housing.lacity.gov/' },
    { label: 'Stay Housed L.A.', href: 'https://www.stayhousedla.org/' },
  ],
  ctaHref: null,
};

const ATLANTA: CityContent = {
  state: 'GA',
  hero: {
    title: 'Negotiate Your Rent in Atlanta',
    subtitle: 'Atlanta has seen a lot of new apartment construction. When landlords compete for tenants, renters who ask well can benefit.',
  },
  overview: {
    heading: 'The Atlanta Rental Market',
    paragraphs: [
      "Atlanta's rental market has been shaped by a wave of new apartment construction, especially in Midtown, along the BeltLine and in West Midtown. When many new buildings lease up at once, landlords compete with move-in specials, and existing tenants can use those offers as a benchmark.",
      'Georgia state law prevents cities from adopting rent control, so there is no cap on renewal increases. That makes preparation more important: your market data, your record as a tenant and your willingness to sign a longer lease are your main tools.',
      'Many Atlanta renters live in large professionally managed communities, where pricing is set centrally and can change often. Others rent homes or duplexes from individual owners in intown neighborhoods, where a personal, direct approach tends to work better.',
    ],
  },
  mainZips: [
    { zip: '30308', area: 'Midtown and Old Fourth Ward' },
    { zip: '30309', area: 'Midtown and Ansley Park' },
    { zip: '30305', area: 'Buckhead' },
    { zip: '30312', area: 'Grant Park and Old Fourth Ward' },
    { zip: '30318', area: 'West Midtown' },
  ],
  areaStrategies: {
    heading: 'Atlanta Negotiation Strategies by Area',
    intro: 'Where you live shapes how your landlord prices renewals.',
    areas: [
      {
        name: 'Midtown and Downtown',
        summary: 'High-rise and mid-rise buildings, many of them new, run by large management companies.',
        strategies: [
          'Ask the leasing office for the current price and specials on a unit like yours, and request the same effective rent.',
          'If your building or its neighbors advertise weeks of free rent, include the offers in your letter.',
          'Ask for fees to be waived if the base rent will not move: parking, amenity or pet fees can add up.',
        ],
      },
      {
        name: 'BeltLine Eastside (Old Fourth Ward, Inman Park, Poncey-Highland)',
        summary:
          'Strong demand near the trail and Ponce City Market, with a mix of new buildings and older homes and small apartment buildings.',
        strategies: [
          'Compare with units at the same distance from the BeltLine; proximity carries a premium, so like-for-like matters.',
          'For small landlords, lead with reliability and care of the property, and offer a longer lease.',
          'In new buildings, check how many similar units are listed; lease-up competition is your best argument.',
        ],
      },
      {
        name: 'Buckhead',
        summary: 'Luxury high-rises and large garden-style communities, plus older complexes further from the core.',
        strategies: [
          'Luxury buildings often have many comparable units; list specific floor plans and their current asking rents.',
          'Ask about renewal incentives, such as a free month spread over the lease or a unit upgrade.',
          'Compare with newer buildings nearby, which may be offering specials to fill up.',
        ],
      },
      {
        name: 'West Midtown and Westside',
        summary: 'A fast-changing area with many new apartment buildings alongside older housing.',
        strategies: [
          'New supply gives you alternatives; collect listings from several new properties nearby.',
          'If your building is still leasing up, point out that keeping you saves your landlord a vacancy in a competitive area.',
          'Negotiate parking and storage, which are often priced separately.',
        ],
      },
      {
        name: 'Suburbs (Sandy Springs, Decatur, Marietta)',
        summary: 'Separate cities with their own markets, ranging from large complexes to single-family rentals.',
        strategies: [
          'Compare within your own suburb, not with intown Atlanta.',
          'For single-family rentals, offer to handle routine yard care or to sign a longer lease in exchange for holding the rent.',
          'Ask the owner what they would expect to spend on turnover; owners of single homes feel vacancies sharply.',
        ],
      },
    ],
  },
  localTips: [
    {
      title: 'No rent control means preparation wins',
      body: 'Georgia law prevents local rent control, so your landlord can set any renewal rent. A clear market comparison and a reasonable counteroffer are your best tools.',
    },
    {
      title: 'Ask about specials before you renew',
      body: 'Many Atlanta communities advertise move-in specials. Ask your leasing office directly what a new tenant would pay for your unit, and request the same deal.',
    },
    {
      title: 'Check total monthly cost, not just rent',
      body: 'Water, trash, pest control, valet trash and amenity fees are commonly billed on top of rent in large communities. Include them in your comparison and ask for some to be waived.',
    },
    {
      title: 'Time your renewal well',
      body: 'Leasing activity tends to pick up in spring and summer. If your lease ends in a slower month, offer a term that ends in a busier one in exchange for a better rate.',
    },
    {
      title: 'Know the 2024 Safe at Home Act basics',
      body: "Georgia's Safe at Home Act, passed in 2024, added a statewide requirement that rental homes be fit for human habitation and limited the size of security deposits. Check the current rules with Georgia legal aid resources if repairs are part of your discussion.",
    },
  ],
  resources: [
    { label: 'Atlanta Legal Aid Society', href: 'https://atlantalegalaid.org/' },
    { label: 'Georgia Legal Aid', href: 'https://www.georgialegalaid.org/' },
  ],
  ctaHref: null,
};

const CHICAGO: CityContent = {
  state: 'IL',
  hero: {
    title: 'Negotiate Your Rent in Chicago',
    subtitle: 'Chicago rents vary sharply between neighborhoods, and the city has a strong seasonal cycle. Use both to your advantage.',
  },
  overview: {
    heading: 'The Chicago Rental Market',
    paragraphs: [
      'Chicago offers everything from downtown high-rises to classic two-flats and courtyard buildings, and rents differ widely between neighborhoods. Large buildings in the Loop, River North and Streeterville are mostly run by management companies, while much of the North Side, West Side and South Side housing is owned by smaller landlords.',
      "Illinois state law currently prevents cities from adopting rent control, so there is no cap on renewal increases. Chicago's Residential Landlord and Tenant Ordinance (RLTO) does set rules on leases, deposits and notices for most rentals in the city, although owner-occupied buildings with six or fewer units are generally exempt.",
      'Seasonality matters here more than in many cities. Leasing is busiest in late spring and summer and slows down sharply in winter, when few people want to move.',
    ],
  },
  mainZips: [
    { zip: '60654', area: 'River North' },
    { zip: '60614', area: 'Lincoln Park' },
    { zip: '60657', area: 'Lakeview' },
    { zip: '60647', area: 'Logan Square' },
    { zip: '60622', area: 'Wicker Park and Ukrainian Village' },
    { zip: '60615', area: 'Hyde Park and Kenwood' },
  ],
  areaStrategies: {
    heading: 'Chicago Negotiation Strategies by Area',
    intro: 'From high-rises to two-flats, each part of the city calls for a slightly different approach.',
    areas: [
      {
        name: 'Loop, River North and Streeterville',
        summary: 'High-rise and luxury buildings with professional management and many comparable units.',
        strategies: [
          'Ask the leasing office for current pricing and specials on your floor plan, and request a renewal at the same effective rent.',
          'Collect listings from neighboring towers; downtown buildings compete directly with one another.',
          'Negotiate parking and amenity fees separately if the rent will not move.',
        ],
      },
      {
        name: 'Lincoln Park and Lakeview',
        summary:
          'Popular with young professionals and students, with a mix of vintage walk-ups, courtyard buildings and newer mid-rises. Many leases turn over in late spring and summer.',
        strategies: [
          'If your lease ends in winter, point out how hard it is to re-rent then; ask for a lower rate, or a longer term that ends in summer.',
          'Small landlords in vintage buildings respond well to a record of on-time payments and low maintenance.',
          'Compare with apartments of the same vintage and layout; renovated units command higher rents.',
        ],
      },
      {
        name: 'Logan Square and Wicker Park',
        summary: 'Two-flats, three-flats and small buildings alongside new transit-oriented developments near the Blue Line.',
        strategies: [
          'With small-building owners, a direct conversation followed by a short letter often works well.',
          'Near new developments, use their specials as a benchmark for what new tenants pay.',
          'Offer a longer lease; owners of small buildings feel each vacancy.',
        ],
      },
      {
        name: 'Hyde Park',
        summary: 'Closely tied to the University of Chicago and its academic calendar, with many older courtyard and apartment buildings.',
        strategies: [
          'Demand follows the academic year; a lease ending outside the main move-in season gives you leverage.',
          'Large local landlords manage many similar units; ask about comparable vacancies in their portfolio.',
          'Consider offering a term aligned with the academic calendar if that helps your landlord.',
        ],
      },
      {
        name: 'Suburbs (Evanston, Oak Park and beyond)',
        summary:
          'Separate municipalities with their own markets and, in some cases, their own landlord-tenant ordinances; suburban Cook County has a county ordinance.',
        strategies: [
          'Compare within your own suburb; transit access to the Loop strongly affects rents.',
          'Check whether your town or Cook County has tenant rules that apply to you.',
          'For single-family and small-building rentals, offer help with routine upkeep or a longer lease.',
        ],
      },
    ],
  },
  localTips: [
    {
      title: 'Use the winter slowdown',
      body: 'Chicago winters keep many renters from moving. If your renewal falls between November and March, your landlord faces a harder time re-leasing the unit, and you can say so.',
    },
    {
      title: 'Know whether the RLTO covers you',
      body: "Chicago's Residential Landlord and Tenant Ordinance covers most rentals in the city but generally exempts owner-occupied buildings with six or fewer units. Check the city's official information to see which rules apply to your building.",
    },
    {
      title: 'No rent control, so data matters',
      body: 'Illinois law currently prevents local rent control, so renewal increases are not capped. Your best arguments are comparable listings and the cost of turnover for your landlord.',
    },
    {
      title: 'Watch property-tax explanations',
      body: 'Landlords sometimes cite Cook County property-tax reassessments as the reason for an increase. It is fair to ask how much the tax change adds per unit per month and to negotiate from that figure.',
    },
    {
      title: 'Compare heat and utilities',
      body: 'Many vintage buildings include heat in the rent, while newer buildings often bill it separately. Adjust for this when comparing; winter heating costs can be significant.',
    },
    {
      title: 'Ask about move-in fees and deposits',
      body: 'Some Chicago buildings charge a non-refundable move-in fee instead of a security deposit. If you are weighing a move, include these upfront costs in your comparison.',
    },
  ],
  resources: [
    { label: 'Metropolitan Tenants Organization', href: 'https://www.tenants-rights.org/' },
    { label: 'Illinois Legal Aid Online', href: 'https://www.illinoislegalaid.org/' },
  ],
  ctaHref: null,
};

const HOUSTON: CityContent = {
  state: 'TX',
  hero: {
    title: 'Negotiate Your Rent in Houston',
    subtitle: 'Houston builds a lot of apartments. With many options nearby, renters who compare carefully are in a good position to ask.',
  },
  overview: {
    heading: 'The Houston Rental Market',
    paragraphs: [
      'Houston is known for having no traditional zoning code and for building housing at scale, and its apartment market reflects that. Large garden-style and mid-rise communities dominate, many run by professional management companies, and new properties often compete with move-in specials.',
      'Texas state law generally bars cities from adopting rent control, so renewal increases are not capped. On the other hand, the amount of supply means you can often find comparable units nearby, and a credible alternative is one of the strongest arguments you have.',
      'Total cost matters in Houston. Many communities bill water, sewer, trash and other services on top of rent, and electricity is usually paid by the tenant. Compare total monthly cost, not just the advertised rent.',
    ],
  },
  mainZips: [
    { zip: '77006', area: 'Montrose' },
    { zip: '77008', area: 'The Heights' },
    { zip: '77019', area: 'River Oaks and Allen Parkway' },
    { zip: '77056', area: 'Galleria and Uptown' },
    { zip: '77030', area: 'Texas Medical Center' },
  ],
  areaStrategies: {
    heading: 'Houston Negotiation Strategies by Area',
    intro: 'Houston is large and spread out; compare within your own area.',
    areas: [
      {
        name: 'Inner Loop (Montrose, Midtown, Downtown)',
        summary: 'A mix of older garden apartments, townhomes and new mid-rise buildings with strong demand from people who work nearby.',
        strategies: [
          'Collect listings from new mid-rises nearby; lease-up specials set a useful benchmark.',
          'In older properties, ask for upgrades or repairs as part of renewal if the rent stays the same.',
          'Compare parking and fees as well as rent; they vary widely inside the Loop.',
        ],
      },
      {
        name: 'The Heights',
        summary: 'Historic bungalows and garage apartments owned by individuals, plus new apartment buildings along major streets.',
        strategies: [
          'With individual owners, emphasize reliability and care of the home, and offer a longer lease.',
          'For new buildings, check how many units like yours are available; many properties means more competition for you.',
          'Ask about yard care and utility arrangements for house rentals; these can be negotiated.',
        ],
      },
      {
        name: 'Galleria and Uptown',
        summary: 'High-rise and luxury communities with many similar units and professional management.',
        strategies: [
          'Ask what new residents are paying for your floor plan and request the same effective rent.',
          'Cite specific comparable floor plans in neighboring towers.',
          'If the base rent will not move, ask for a free month spread across the term or waived fees.',
        ],
      },
      {
        name: 'Texas Medical Center',
        summary:
          'Demand from hospital staff, medical residents and students; many leases follow the academic and residency calendar, which typically starts in summer.',
        strategies: [
          'If your lease ends outside the summer rush, point out how hard the unit would be to fill at that time of year.',
          'Offer a term that ends in early summer if it helps your landlord; ask for a better rate in return.',
          'Compare with nearby complexes marketed to medical staff; many offer specials.',
        ],
      },
      {
        name: 'Suburbs (Katy, Sugar Land, The Woodlands, Pearland)',
        summary: 'Large newer communities and single-family rentals, often with master-planned amenities.',
        strategies: [
          'Compare within your own suburb; commute and school zones drive price differences.',
          'For single-family rentals, offer a longer lease or to handle routine yard care.',
          'Large communities often have several units available; list them in your letter.',
        ],
      },
    ],
  },
  localTips: [
    {
      title: 'Supply is your leverage',
      body: 'Houston has a large inventory of apartments, and new communities often advertise specials to fill up. Collect three to five comparable offers nearby before you ask.',
    },
    {
      title: 'No rent control in Texas',
      body: 'Texas law generally bars cities from adopting rent control, so there is no cap on renewal increases. Your case rests on market data and the cost of losing a good tenant.',
    },
    {
      title: 'Compare total monthly cost',
      body: 'Many communities bill water, sewer, trash and other fees on top of rent. Add them up for your unit and for each comparison, and ask for some to be waived.',
    },
    {
      title: 'Ask about flood history',
      body: 'Texas requires landlords to give tenants a flood disclosure notice, and flooding is a real concern in parts of Houston. If your building has flooded or floods nearby, it is a fair factor in your discussion, and relevant if you are weighing a move.',
    },
    {
      title: 'Watch revenue-managed pricing',
      body: 'Large communities often price units with software that changes quotes frequently. Ask for the current rate for a unit like yours on the day you negotiate, and save a screenshot of online prices.',
    },
    {
      title: 'Plan around hurricane season',
      body: 'Hurricane season runs from June to November. If you might move, remember that moving during storm season can be disruptive, and plan your timeline and negotiation window with that in mind.',
    },
  ],
  resources: [{ label: 'TexasLawHelp.org', href: 'https://texaslawhelp.org/' }],
  ctaHref: null,
};

const DALLAS: CityContent = {
  state: 'TX',
  hero: {
    title: 'Negotiate Your Rent in Dallas',
    subtitle: 'New apartments keep opening across Dallas and its suburbs. Use the competition for tenants to negotiate a fair renewal.',
  },
  overview: {
    heading: 'The Dallas Rental Market',
    paragraphs: [
      'Dallas sits in a fast-growing metro area, and developers have built many new apartment communities in Uptown, Downtown, Deep Ellum and the suburbs to the north. When new buildings compete for tenants, move-in specials become common, and existing residents can point to them.',
      'As in the rest of Texas, state law generally bars cities from adopting rent control, so renewal increases are not capped. Most renters in large communities deal with professional management, where renewal offers often come from pricing software and are open to discussion with the leasing office.',
      'Older garden-style complexes, fourplexes and duplexes in neighborhoods such as Lakewood, Lower Greenville and Oak Cliff are more often owned by smaller landlords, where a personal approach tends to work best.',
    ],
  },
  mainZips: [
    { zip: '75201', area: 'Downtown and the Arts District' },
    { zip: '75204', area: 'Uptown and State Thomas' },
    { zip: '75219', area: 'Oak Lawn' },
    { zip: '75206', area: 'Lower Greenville and M Streets' },
    { zip: '75208', area: 'Bishop Arts and North Oak Cliff' },
    { zip: '75231', area: 'Lake Highlands and Vickery Meadow' },
  ],
  areaStrategies: {
    heading: 'Dallas Negotiation Strategies by Area',
    intro: 'Match your approach to the kind of landlord you have.',
    areas: [
      {
        name: 'Uptown, Downtown and Deep Ellum',
        summary: 'Mostly newer mid-rise and high-rise communities with professional management and frequent specials.',
        strategies: [
          "Ask the leasing office for today's price on your floor plan and request a renewal at the same effective rent.",
          'List specific specials from neighboring buildings in your letter.',
          'Negotiate garage parking, amenity and valet trash fees if the rent is firm.',
        ],
      },
      {
        name: 'Oak Lawn',
        summary: 'A mix of older garden-style complexes and new mid-rises close to Uptown.',
        strategies: [
          'Compare with buildings of the same age; older properties should not be priced like new ones.',
          'In older complexes, ask for upgrades such as new appliances or flooring as part of renewal.',
          'Offer a longer lease for a steady rate.',
        ],
      },
      {
        name: 'Lower Greenville, Lakewood and East Dallas',
        summary: 'Fourplexes, duplexes and small complexes, many owned by individual landlords, alongside some newer buildings.',
        strategies: [
          'With small landlords, lead with your record: on-time payments, care of the unit, no complaints.',
          'Offer to renew early or to sign a longer lease; small owners value certainty.',
          'Discuss repairs and improvements as part of renewal.',
        ],
      },
      {
        name: 'Bishop Arts and Oak Cliff',
        summary: 'A popular, changing area with older homes and small buildings plus new development near Bishop Arts.',
        strategies: [
          'Compare with properties of the same type and distance from the Bishop Arts District.',
          'For house rentals, offer to handle routine yard care in exchange for holding the rent.',
          'Use new-building specials nearby as a benchmark.',
        ],
      },
      {
        name: 'North Dallas and suburbs (Plano, Frisco, Richardson, Irving)',
        summary: 'Large communities and a steady stream of new construction in separate suburban cities.',
        strategies: [
          'Compare within your own suburb; commute and school districts drive price differences.',
          'With many communities nearby, collect several specials before you ask.',
          'Ask about renewal incentives such as a free month spread across the term.',
        ],
      },
    ],
  },
  localTips: [
    {
      title: 'New supply is on your side',
      body: 'Dallas and its suburbs have added many new apartment communities, and lease-ups often come with specials. Collect offers from several properties near you.',
    },
    {
      title: 'No rent control in Texas',
      body: 'Texas law generally bars cities from adopting rent control, so renewal increases are not capped. A well-documented request is your main tool.',
    },
    {
      title: 'Ask for the live price',
      body: 'Many large communities use pricing software, so the renewal offer in your letter may not match what the leasing office would quote today. Ask for the current price for a new tenant in your floor plan.',
    },
    {
      title: 'Compare total monthly cost',
      body: 'Water, sewer, trash, pest control and amenity fees are often billed separately. Add them up and ask for some to be waived if the base rent is firm.',
    },
    {
      title: 'Consider transit and commute',
      body: 'Units near DART rail stations can rent at a premium. When comparing, match location and commute as well as size.',
    },
  ],
  resources: [{ label: 'TexasLawHelp.org', href: 'https://texaslawhelp.org/' }],
  ctaHref: null,
};

const WASHINGTON_DC: CityContent = {
  state: 'DC',
  hero: {
    title: 'Negotiate Your Rent in Washington DC',
    subtitle: 'DC has both rent-stabilized older buildings and many new, unregulated ones. Knowing which you live in is the first step.',
  },
  overview: {
    heading: 'The Washington DC Rental Market',
    paragraphs: [
      'Washington DC has a large renter population and a rental stock that ranges from historic rowhouses and older apartment buildings to new high-rises in areas such as Navy Yard, NoMa and the Southwest Waterfront. Much of the newer construction has come with lease-up specials as buildings compete for tenants.',
      'DC has a rent stabilization program (often called rent control) that covers many apartments in buildings built before 1976, with exemptions, for example for many units owned by small landlords. In covered units, annual increases are limited by a formula administered by the District, and landlords must register their rental units or claim an exemption.',
      "Buildings built after 1975 are generally exempt from rent stabilization, so tenants there negotiate based on the market. The DC area's neighboring jurisdictions in Maryland and Virginia have their own, different rules.",
    ],
  },
  mainZips: [
    { zip: '20009', area: 'Dupont Circle, Adams Morgan and U Street' },
    { zip: '20001', area: 'Shaw, NoMa and Mount Vernon Square' },
    { zip: '20002', area: 'Capitol Hill North and H Street' },
    { zip: '20003', area: 'Capitol Hill South and Navy Yard' },
    { zip: '20010', area: 'Columbia Heights' },
    { zip: '20024', area: 'Southwest Waterfront' },
  ],
  areaStrategies: {
    heading: 'Washington DC Negotiation Strategies by Area',
    intro: 'Building age matters as much as location in DC.',
    areas: [
      {
        name: 'Navy Yard, NoMa and the Southwest Waterfront',
        summary:
          'Mostly new high-rise buildings, generally outside rent stabilization, with professional management and frequent specials.',
        strategies: [
          'Ask what the building offers new tenants for your floor plan and request the same effective rent.',
          'Cite specials from neighboring new buildings, which compete directly with yours.',
          'If rent is firm, negotiate parking, amenity fees or a free month spread across the term.',
        ],
      },
      {
        name: 'Dupont Circle, Logan Circle and U Street',
        summary: 'Older apartment buildings and rowhouse units, many of them rent-stabilized, plus some newer buildings.',
        strategies: [
          'Check whether your unit is rent-stabilized; if so, your increase may already be limited.',
          'In rowhouse units owned by individuals, emphasize your reliability and offer a longer lease.',
          'Compare with units of the same age and amenities; renovated units rent for more.',
        ],
      },
      {
        name: 'Capitol Hill and H Street',
        summary: 'Rowhouses and small buildings owned by individual landlords, plus newer buildings along H Street.',
        strategies: [
          'Small landlords value stable tenants; renew early or offer a longer term in exchange for holding the rent.',
          'For new buildings along H Street, use nearby specials as your benchmark.',
          'Raise needed repairs as part of the renewal conversation.',
        ],
      },
      {
        name: 'Columbia Heights and Petworth',
        summary: 'A mix of older stabilized apartment buildings, rowhouses and some new construction near Metro.',
        strategies: [
          "Confirm your building's registration and stabilization status with the District.",
          'Compare with listings within walking distance of the same Metro station.',
          'With rowhouse landlords, offer help with minor upkeep or a longer lease.',
        ],
      },
      {
        name: 'Upper Northwest',
        summary: 'Established neighborhoods such as Cleveland Park and Tenleytown with many older apartment buildings along the Red Line.',
        strategies: [
          'Many older buildings here may be stabilized; check before negotiating.',
          'Large buildings often have several similar units; ask about vacancies in your building.',
          'Academic and government calendars shift demand; a renewal outside peak moving months helps you.',
        ],
      },
    ],
  },
  localTips: [
    {
      title: 'Check whether your unit is rent-stabilized',
      body: "DC's rent stabilization program covers many units in buildings built before 1976, with exemptions. The District's Department of Housing and Community Development keeps registration records; the Office of the Tenant Advocate can help you find out what applies to you.",
    },
    {
      title: 'Use the Office of the Tenant Advocate',
      body: 'The DC Office of the Tenant Advocate is a District agency that offers free information and assistance to tenants. It is a good first stop before a renewal negotiation.',
    },
    {
      title: 'Use new-building competition',
      body: 'New buildings in Navy Yard, NoMa and the Waterfront often compete with specials. If you live in one, ask for a renewal at the same effective rent a new tenant would pay.',
    },
    {
      title: 'Follow the academic and government calendar',
      body: 'Demand in DC shifts with universities and government staffing cycles, and summer is typically busiest. A lease ending in winter often gives you more room to negotiate.',
    },
    {
      title: 'Compare with the right jurisdiction',
      body: 'Arlington, Alexandria, Silver Spring and Bethesda are separate markets with different rules. When comparing rents, keep to DC listings unless you are seriously considering a move across the line.',
    },
  ],
  resources: [
    { label: 'DC Office of the Tenant Advocate', href: 'https://ota.dc.gov/' },
    { label: 'DC Department of Housing and Community Development', href: 'https://dhcd.dc.gov/' },
  ],
  ctaHref: null,
};

const CHARLOTTE: CityContent = {
  state: 'NC',
  hero: {
    title: 'Negotiate Your Rent in Charlotte',
    subtitle:
      'Charlotte has added many new apartments in recent years. Where supply is growing, a well-prepared renewal request has a good chance of being heard.',
  },
  overview: {
    heading: 'The Charlotte Rental Market',
    paragraphs: [
      'Charlotte has grown quickly, and a great deal of new apartment construction has gone up in Uptown, South End and along the LYNX light rail lines. When many new buildings compete for tenants at the same time, move-in specials become common.',
      'North Carolina law prevents local governments from adopting rent control, so renewal increases are not capped. That puts the focus on market comparisons, the cost of turnover for your landlord, and what you can offer in return, such as a longer lease.',
      'Outside the core, many renters live in large suburban communities or rent homes from individual owners, where a direct, personal approach tends to work well.',
    ],
  },
  mainZips: [
    { zip: '28202', area: 'Uptown' },
    { zip: '28203', area: 'South End and Dilworth' },
    { zip: '28205', area: 'Plaza Midwood and NoDa' },
    { zip: '28209', area: 'Park Road and Montford' },
    { zip: '28262', area: 'University City' },
    { zip: '28277', area: 'Ballantyne' },
  ],
  areaStrategies: {
    heading: 'Charlotte Negotiation Strategies by Area',
    intro: 'Charlotte neighborhoods range from new high-rises to older bungalows. Adjust your approach.',
    areas: [
      {
        name: 'Uptown and South End',
        summary: 'Dense new construction near the light rail with professional management and frequent specials.',
        strategies: [
          'Ask the leasing office what new tenants pay for your floor plan and request the same effective rent.',
          'List specials from nearby buildings; South End properties compete directly with one another.',
          'Negotiate parking and amenity fees, which are often charged separately.',
        ],
      },
      {
        name: 'NoDa and Plaza Midwood',
        summary: 'Older homes, duplexes and small buildings alongside new apartment communities near the Blue Line extension.',
        strategies: [
          'For individual owners, emphasize your record and offer a longer lease.',
          'For newer buildings, use nearby lease-up specials as your benchmark.',
          'Compare with properties of the same age; older homes and new buildings are priced differently.',
        ],
      },
      {
        name: 'Myers Park, Dilworth and Elizabeth',
        summary: 'Established neighborhoods with older homes, garden apartments and some new mid-rises.',
        strategies: [
          'Small landlords here often value long-term, careful tenants; highlight how you have cared for the home.',
          'Ask for improvements or repairs as part of the renewal if the rent is firm.',
          'Compare with similar older units rather than new luxury buildings.',
        ],
      },
      {
        name: 'University City',
        summary: 'Large communities serving UNC Charlotte students and staff and nearby employers, with demand tied to the academic year.',
        strategies: [
          'Demand peaks before the fall semester; if your lease ends at another time, use it as leverage.',
          'Offer a term that ends in late summer if it helps your landlord, in exchange for a better rate.',
          'Compare across the many nearby communities, which often advertise specials.',
        ],
      },
      {
        name: 'Ballantyne and South Charlotte',
        summary: 'Suburban communities near major office parks, plus single-family rentals.',
        strategies: [
          'Compare with other communities near the same employers and commute routes.',
          'For single-family rentals, offer a longer lease or to handle routine yard care.',
          'Ask about renewal incentives such as a waived fee or a free month spread across the term.',
        ],
      },
    ],
  },
  localTips: [
    {
      title: 'Use the new-supply advantage',
      body: 'New buildings in Uptown, South End and along the light rail often compete with specials. Collect three to five current offers near you before you ask.',
    },
    {
      title: 'No rent control in North Carolina',
      body: 'North Carolina law prevents local rent control, so your renewal increase is not capped. A clear market comparison is your strongest argument.',
    },
    {
      title: 'Compare total monthly cost',
      body: 'Many communities bill water, sewer, trash, pest control and amenity fees separately. Include them in your comparison and ask for some to be waived.',
    },
    {
      title: 'Time your lease end',
      body: 'Leasing activity usually peaks in spring and summer. If your lease ends in a slower month, offer a term ending in a busier one in exchange for a better rate.',
    },
    {
      title: 'Check your state-law basics',
      body: 'North Carolina law sets limits on security deposits and late fees. If you are weighing a move, check the current rules with Legal Aid of North Carolina so you know the real cost of switching.',
    },
  ],
  resources: [{ label: 'Legal Aid of North Carolina', href: 'https://www.legalaidnc.org/' }],
  ctaHref: null,
};

const CITY_CONTENT: Record<CitySlug, CityContent> = {
  'new-york': NEW_YORK,
  'los-angeles': LOS_ANGELES,
  atlanta: ATLANTA,
  chicago: CHICAGO,
  houston: HOUSTON,
  dallas: DALLAS,
  'washington-dc': WASHINGTON_DC,
  charlotte: CHARLOTTE,
};

/** All city pages, in navigation order. */
export const CITY_PAGES: readonly CityPage[] = CITY_SLUGS.map((slug) => ({
  slug,
  path: cityPath(slug),
  name: CITY_NAMES[slug],
  cta: cta(CITY_NAMES[slug]),
  ...CITY_CONTENT[slug],
}));

export function getCityPage(slug: string): CityPage | undefined {
  return CITY_PAGES.find((city) => city.slug === slug);
}
