/**
 * The product's route table, the one list of pages: src/web/app/router.tsx maps each row to its page module, pages
 * read their title and description from their row (useRouteMeta), links name a page by its key (pagePath), the server
 * answers 404 for paths not in it, scripts/prerender.ts prerenders and lists in sitemap.xml the rows marked
 * `prerender`, and the browser tests (e2e/) take their page lists from it. docs/architecture.md, "A new page".
 */
export interface RouteInfo<Module extends string = PageModule> {
  /** The page's key: links name it (pagePath), and src/web/app/routes/<module>.tsx renders it (router.tsx's PAGE_LOADERS). */
  module: Module;
  path: string;
  title: string;
  description: string;
  /** Public content whose HTML is prerendered for search engines and listed in sitemap.xml. */
  prerender: boolean;
  /**
   * The page itself uses TanStack Query, so the router renders it inside the app's QueryClient and loads the library
   * with it; `false` keeps the library out of the page's first JavaScript (docs/performance.md, "First JavaScript"). A page whose lazily loaded parts
   * use queries brings its own provider there.
   */
  queries: boolean;
  /** The city a city guide shows. */
  city?: CitySlug;
}

export const CITY_SLUGS = ['new-york', 'los-angeles', 'atlanta', 'chicago', 'houston', 'dallas', 'washington-dc', 'charlotte'] as const;
export type CitySlug = (typeof CITY_SLUGS)[number];

export const cityPath = (slug: CitySlug) => `/rent-negotiation-${slug}` as const;

/** One row of the table; every field but `city` is required, so a row left incomplete does not type-check. */
const page = <const Module extends string>(row: RouteInfo<Module>): RouteInfo<Module> => row;

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
 * Meta descriptions of the city guides. Every page's head takes its title and description from its row here
 * (useRouteMeta); src/web/content/content.test.ts ("all pages") checks their lengths.
 */
const CITY_DESCRIPTIONS: Record<CitySlug, string> = {
  'new-york':
    'How to negotiate rent in NYC, borough by borough: rent stabilization basics, concessions, timing and HUD Fair Market Rents for key ZIP codes.',
  'los-angeles':
    'How to negotiate rent in Los Angeles: RSO and state rent caps, area-by-area strategies, concessions, and HUD Fair Market Rents for key ZIP codes.',
  atlanta:
    'How to negotiate rent in Atlanta: use new-construction concessions, BeltLine and Midtown strategies, and HUD Fair Market Rents for key ZIP codes.',
  chicago:
    'How to negotiate rent in Chicago: strategies from the Loop to Hyde Park, winter leverage, the RLTO and HUD Fair Market Rents for key ZIP codes.',
  houston:
    'How to negotiate rent in Houston: use abundant apartment supply, concessions and area strategies, plus HUD Fair Market Rents for key ZIP codes.',
  dallas:
    'How to negotiate rent in Dallas: area strategies from Uptown to Oak Cliff, concessions, total-cost comparisons and HUD Fair Market Rents by ZIP.',
  'washington-dc':
    'How to negotiate rent in Washington DC: rent stabilization basics, neighborhood strategies, concessions, and HUD Fair Market Rents for key ZIP codes.',
  charlotte:
    'How to negotiate rent in Charlotte: South End and Uptown concessions, neighborhood strategies, and HUD Fair Market Rents for key ZIP codes.',
};

const ROUTE_TABLE = [
  page({
    module: 'landing',
    path: '/',
    title: 'RentCheck: Free Rent Check & Negotiation Letters',
    description:
      'See how your rent compares with HUD Fair Market Rent data for your ZIP code, then send your landlord a free, professional negotiation letter.',
    prerender: true,
    queries: false,
  }),
  page({
    module: 'auth',
    path: '/auth',
    title: appPageTitle('Sign In'),
    description: DEFAULT_DESCRIPTION,
    prerender: false,
    queries: true,
  }),
  page({
    module: 'dashboard',
    path: '/dashboard',
    title: appPageTitle('Dashboard'),
    description: DEFAULT_DESCRIPTION,
    prerender: false,
    queries: true,
  }),
  page({
    module: 'generate-letter',
    path: '/generate-letter',
    title: appPageTitle('Generate Your Negotiation Letter'),
    description: 'Build a rent negotiation letter from your lease details and market data, free.',
    prerender: true,
    queries: true,
  }),
  page({
    module: 'renegotiation-response',
    path: '/renegotiation-response',
    title: appPageTitle('Renegotiation Response Generator'),
    description: "Write a strategic reply to your landlord's answer about your rent.",
    prerender: true,
    queries: true,
  }),
  page({
    module: 'profile',
    path: '/profile',
    title: appPageTitle('Your Profile'),
    description: DEFAULT_DESCRIPTION,
    prerender: false,
    queries: true,
  }),
  page({
    module: 'plan',
    path: '/plan',
    title: appPageTitle('Your Negotiation Plan'),
    description: 'Premium: compare renewal scenarios side by side, then write your letter from one.',
    prerender: true,
    queries: true,
  }),
  page({
    module: 'faq',
    path: '/faq',
    title: 'Rent Negotiation FAQ | RentCheck',
    description:
      'Answers about RentCheck: where our market numbers come from, what is free, what the $7 Premium Package includes, privacy, and when to negotiate rent.',
    prerender: true,
    queries: false,
  }),
  page({
    module: 'how-to-negotiate-rent',
    path: '/how-to-negotiate-rent',
    title: 'How to Negotiate Rent: Step-by-Step Guide | RentCheck',
    description:
      'When to ask, how to research local rents, what to say, and how to follow up. A practical guide to negotiating your rent before your lease renews.',
    prerender: true,
    queries: false,
  }),
  page({
    module: 'rent-reduction-tips',
    path: '/rent-reduction-tips',
    title: '25 Proven Rent Reduction Tips | RentCheck',
    description:
      'Practical ways to lower your rent or avoid an increase at renewal: timing, market research, tenant leverage, how to ask, and savings beyond the rent.',
    prerender: true,
    queries: false,
  }),
  ...CITY_SLUGS.map((slug) =>
    page({
      module: 'city',
      path: cityPath(slug),
      title: `Rent Negotiation in ${CITY_NAMES[slug]} | RentCheck`,
      description: CITY_DESCRIPTIONS[slug],
      prerender: true,
      queries: true,
      city: slug,
    }),
  ),
  page({
    module: 'checkout',
    path: '/checkout',
    title: appPageTitle('Checkout'),
    description: DEFAULT_DESCRIPTION,
    prerender: false,
    queries: true,
  }),
  page({
    module: 'payment-success',
    path: '/payment-success',
    title: appPageTitle('Payment'),
    description: DEFAULT_DESCRIPTION,
    prerender: false,
    queries: true,
  }),
  page({
    module: 'payment-canceled',
    path: '/payment-canceled',
    title: appPageTitle('Payment Canceled'),
    description: DEFAULT_DESCRIPTION,
    prerender: false,
    queries: true,
  }),
  page({
    module: 'reset-password',
    path: '/reset-password',
    title: appPageTitle('Reset Password'),
    description: DEFAULT_DESCRIPTION,
    prerender: false,
    queries: true,
  }),
  page({
    module: 'shared-report',
    path: '/shared-report',
    title: appPageTitle('Market Report'),
    description: DEFAULT_DESCRIPTION,
    prerender: false,
    queries: true,
  }),
  page({
    module: 'terms',
    path: '/terms',
    title: 'Terms and Conditions | RentCheck',
    description:
      'The terms that apply to RentCheck: informational tools only, not legal advice, no guarantees, all sales final, arbitration and Delaware governing law.',
    prerender: true,
    queries: false,
  }),
  page({
    module: 'privacy',
    path: '/privacy',
    title: 'Privacy Policy | RentCheck',
    description: 'What RentCheck stores, for whom and how long, and what stays in your browser.',
    prerender: true,
    queries: false,
  }),
];

/** The page keys the table names; router.tsx must have a loader for each (a missing one is a type error). */
export type PageModule = (typeof ROUTE_TABLE)[number]['module'];

/** The pages that have one path (every key but `city`, whose guides each have their own: cityPath). */
export type SinglePage = Exclude<PageModule, 'city'>;

export const ROUTES: readonly RouteInfo[] = ROUTE_TABLE;

const PAGE_PATHS = new Map(ROUTES.map((route) => [route.module, route.path]));

/**
 * The path of a page, named by its key: links use it, so a renamed path changes only in its row. `hash` adds an anchor
 * on that page; on the landing page it must be one of LANDING_SECTIONS (`pagePath('landing', 'pricing')` is '/#pricing').
 */
export function pagePath<Page extends SinglePage>(page: Page, hash?: Page extends 'landing' ? LandingSection : string): string {
  // Every SinglePage key has a row (PageModule is read from the table).
  return PAGE_PATHS.get(page)! + (hash ? `#${hash}` : '');
}

/** Routes whose HTML is prerendered at build time and listed in sitemap.xml (pure: the browser's bundle leaves it out). */
export const PRERENDERED_ROUTES: readonly RouteInfo[] = /* @__PURE__ */ ROUTES.filter((r) => r.prerender);

/** Public origin used in canonical URLs, Open Graph tags and sitemap.xml unless SITE_ORIGIN is set at build time. */
export const DEFAULT_SITE_ORIGIN = 'https://rentcheck.app';

// Pure, as above: only the server reads it.
const knownPaths = /* @__PURE__ */ new Set(ROUTES.map((r) => r.path));

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
