/** The product's route table (SPEC section 2), shared by the router, the server's 404 status and prerendering. */
export interface RouteInfo {
  path: string;
  title: string;
  description: string;
  /** Public content whose HTML is prerendered for search engines. */
  prerender: boolean;
}

export const CITY_SLUGS = [
  'new-york',
  'los-angeles',
  'atlanta',
  'chicago',
  'houston',
  'dallas',
  'washington-dc',
  'charlotte',
] as const;
export type CitySlug = (typeof CITY_SLUGS)[number];

export const cityPath = (slug: CitySlug) => `/rent-negotiation-${slug}` as const;

const route = (path: string, title: string, description: string, prerender = false): RouteInfo => ({
  path,
  title,
  description,
  prerender,
});

const DEFAULT_DESCRIPTION =
  'Compare your rent with federal HUD Fair Market Rent data for free, then generate a professional rent negotiation letter.';

export const ROUTES: readonly RouteInfo[] = [
  route('/', 'RentCheck - Stop Overpaying Rent', DEFAULT_DESCRIPTION, true),
  route('/auth', 'Sign In - RentCheck', 'Sign in to your RentCheck account or reset your password.'),
  route('/dashboard', 'Dashboard - RentCheck', DEFAULT_DESCRIPTION),
  route('/generate-letter', 'Generate Your Negotiation Letter - RentCheck', 'Build a rent negotiation letter from your lease details and market data, free.', true),
  route('/renegotiation-response', 'Renegotiation Response Generator - RentCheck', 'Write a strategic reply to your landlord\'s answer about your rent.', true),
  route('/profile', 'Your Profile - RentCheck', DEFAULT_DESCRIPTION),
  route('/faq', 'FAQ - RentCheck', 'Answers to common questions about RentCheck, market data, letters and the Premium Package.', true),
  route('/how-to-negotiate-rent', 'How to Negotiate Rent - RentCheck', 'A step-by-step guide to negotiating your rent before lease renewal.', true),
  route('/rent-reduction-tips', '25 Proven Rent Reduction Tips - RentCheck', 'Concrete tips renters use to lower rent or keep it unchanged at renewal.', true),
  ...CITY_SLUGS.map((slug) => route(cityPath(slug), 'City Rent Negotiation Guide - RentCheck', DEFAULT_DESCRIPTION, true)),
  route('/checkout', 'Checkout - RentCheck', 'Purchase the RentCheck Premium Package.'),
  route('/payment-success', 'Payment - RentCheck', DEFAULT_DESCRIPTION),
  route('/payment-canceled', 'Payment Canceled - RentCheck', DEFAULT_DESCRIPTION),
  route('/reset-password', 'Reset Password - RentCheck', DEFAULT_DESCRIPTION),
  route('/terms', 'Terms and Conditions - RentCheck', 'RentCheck Terms and Conditions.', true),
  route('/privacy', 'Privacy Policy - RentCheck', 'How RentCheck collects, uses and protects your information.', true),
];

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

/** Landing-page section anchors (SPEC section 2). */
export const LANDING_SECTIONS = [
  'market-analysis',
  'how-it-works',
  'negotiation-letter',
  'success-stories',
  'pricing',
  'footer-legal',
] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];
