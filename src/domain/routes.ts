/**
 * The product's route table, the one list of pages: src/web/app/router.tsx maps each row to its page module, pages
 * read their title and description from their row (useRouteMeta), the server answers 404 for paths not in it, and
 * scripts/prerender.ts prerenders and lists in sitemap.xml the rows marked `prerender`.
 */
export interface RouteInfo<Module extends string = PageModule> {
  path: string;
  /** The page component that renders it: a file in src/web/app/routes/, loaded through router.tsx's PAGE_LOADERS. */
  module: Module;
  title: string;
  description: string;
  /** Public content whose HTML is prerendered for search engines. */
  prerender: boolean;
  /** The city a city guide shows. */
  city?: CitySlug;
}

export const CITY_SLUGS = ['new-york', 'los-angeles', 'atlanta', 'chicago', 'houston', 'dallas', 'washington-dc', 'charlotte'] as const;
export type CitySlug = (typeof CITY_SLUGS)[number];

export const cityPath = (slug: CitySlug) => `/rent-negotiation-${slug}` as const;

const route = <const Module extends string>(
  module: Module,
  path: string,
  title: string,
  description: string,
  prerender = false,
): RouteInfo<Module> => ({ path, module, title, description, prerender });

/** "Dashboard - RentCheck": the title of an app page (content pages use "... | RentCheck"). */
export const appPageTitle = (heading: string) => `${heading} - RentCheck`;

/** City names as the pages, footer and route table show them. */
export const CITY_NAMES: Record<CitySlug, string> = {
  'new-york': 'New York City',
  'los-angeles': 'Los Angeles',
  atlanta: 'Atlanta',
  chicago: 'Chicago',
  houston: 'Houston',
  dallas: 'Dallas',
  'washington-dc': 'Washington DC',
  charlotte: 'Charlotte',
};

const DEFAULT_DESCRIPTION =
  'Compare your rent with federal HUD Fair Market Rent data for free, then generate a professional rent negotiation letter.';

/**
 * Meta descriptions of the city guides. Titles, descriptions and the content pages' own meta
 * (src/web/content/*.ts) are kept identical by src/web/content/page-meta.test.ts.
 */
const CITY_DESCRIPTIONS: Record<CitySlug, string> = {
  'new-york':
    'How to negotiate rent in NYC, borough by borough: rent stabilization basics, concessions, timing and HUD Fair Market Rents for key ZIP codes.',
  'los-angeles':
    'How to negotiate rent in Los Angeles: RSO and state rent caps, area-by-area strategies, concessions, and HUD Fair Market Rents for key LA ZIP codes.',
  atlanta:
    'How to negotiate rent in Atlanta: use new-construction concessions, BeltLine and Midtown strategies, and HUD Fair Market Rents for key Atlanta ZIP codes.',
  chicago:
    'How to negotiate rent in Chicago: neighborhood strategies from the Loop to Hyde Park, winter leverage, the RLTO, and HUD Fair Market Rents by ZIP code.',
  houston:
    'How to negotiate rent in Houston: use abundant apartment supply, concessions and area strategies, plus HUD Fair Market Rents for key Houston ZIP codes.',
  dallas:
    'How to negotiate rent in Dallas: area strategies from Uptown to Oak Cliff, concessions, total-cost comparisons and HUD Fair Market Rents by ZIP code.',
  'washington-dc':
    'How to negotiate rent in Washington DC: rent stabilization basics, neighborhood strategies, concessions, and HUD Fair Market Rents for key DC ZIP codes.',
  charlotte:
    'How to negotiate rent in Charlotte: South End and Uptown concessions, neighborhood strategies, and HUD Fair Market Rents for key Charlotte ZIP codes.',
};

const ROUTE_TABLE = [
  route(
    'landing',
    '/',
    'RentCheck: Free Rent Check & Negotiation Letters',
    'See how your rent compares with HUD Fair Market Rent data for your ZIP code, then send your landlord a free, professional negotiation letter.',
    true,
  ),
  route('auth', '/auth', appPageTitle('Sign In'), 'Sign in to your RentCheck account or reset your password.'),
  route('dashboard', '/dashboard', appPageTitle('Dashboard'), DEFAULT_DESCRIPTION),
  route(
    'generate-letter',
    '/generate-letter',
    appPageTitle('Generate Your Negotiation Letter'),
    'Build a rent negotiation letter from your lease details and market data, free.',
    true,
  ),
  route(
    'renegotiation-response',
    '/renegotiation-response',
    appPageTitle('Renegotiation Response Generator'),
    "Write a strategic reply to your landlord's answer about your rent.",
    true,
  ),
  route('profile', '/profile', appPageTitle('Your Profile'), DEFAULT_DESCRIPTION),
  route(
    'faq',
    '/faq',
    'Rent Negotiation FAQ | RentCheck',
    'Answers about RentCheck: where our market numbers come from, what is free, what the $7 Premium Package includes, privacy, and when to negotiate rent.',
    true,
  ),
  route(
    'how-to-negotiate-rent',
    '/how-to-negotiate-rent',
    'How to Negotiate Rent: Step-by-Step Guide | RentCheck',
    'When to ask, how to research local rents, what to say, and how to follow up. A practical guide to negotiating your rent before your lease renews.',
    true,
  ),
  route(
    'rent-reduction-tips',
    '/rent-reduction-tips',
    '25 Proven Rent Reduction Tips | RentCheck',
    'Practical ways to lower your rent or avoid an increase at renewal: timing, market research, tenant leverage, how to ask, and savings beyond the rent.',
    true,
  ),
  ...CITY_SLUGS.map((slug) => ({
    ...route('city', cityPath(slug), `Rent Negotiation in ${CITY_NAMES[slug]} | RentCheck`, CITY_DESCRIPTIONS[slug], true),
    city: slug,
  })),
  route('checkout', '/checkout', appPageTitle('Checkout'), 'Purchase the RentCheck Premium Package.'),
  route('payment-success', '/payment-success', appPageTitle('Payment'), DEFAULT_DESCRIPTION),
  route('payment-canceled', '/payment-canceled', appPageTitle('Payment Canceled'), DEFAULT_DESCRIPTION),
  route('reset-password', '/reset-password', appPageTitle('Reset Password'), DEFAULT_DESCRIPTION),
  route(
    'terms',
    '/terms',
    'Terms and Conditions | RentCheck',
    'The terms that apply to RentCheck: informational tools only, not legal advice, no guarantees, all sales final, arbitration and Delaware governing law.',
    true,
  ),
  route(
    'privacy',
    '/privacy',
    'Privacy Policy | RentCheck',
    'What RentCheck collects and why: account details, saved lease details, Stripe payments and security logs. Letters are built in your browser, not stored.',
    true,
  ),
];

/** The page modules the table names; router.tsx must have a loader for each (a missing one is a type error). */
export type PageModule = (typeof ROUTE_TABLE)[number]['module'];

export const ROUTES: readonly RouteInfo[] = ROUTE_TABLE;

/** Routes whose HTML is prerendered at build time and listed in sitemap.xml. */
export const PRERENDERED_ROUTES: readonly RouteInfo[] = ROUTES.filter((r) => r.prerender);

/** Public origin used in canonical URLs, Open Graph tags and sitemap.xml unless SITE_ORIGIN is set at build time. */
export const DEFAULT_SITE_ORIGIN = 'https://rentcheck.app';

const knownPaths = new Set(ROUTES.map((r) => r.path));

function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.slice(0, -1);
  return pathname;
}

export function isKnownPath(pathname: string): boolean {
  return knownPaths.has(normalisePath(pathname));
}

export function findRoute(pathname: string): RouteInfo | undefined {
  const path = normalisePath(pathname);
  return ROUTES.find((r) => r.path === path);
}

/** Landing-page section anchors: links reach them as '/#pricing' and so on, so they are public URLs. */
export const LANDING_SECTIONS = [
  'market-analysis',
  'how-it-works',
  'negotiation-letter',
  'success-stories',
  'pricing',
  'footer-legal',
] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];
