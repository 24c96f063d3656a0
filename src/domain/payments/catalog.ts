/**
 * The package catalogue (ADR 0010). Prices are decided here, never by the browser: the server charges `amountCents`
 * and checks paid sessions against it.
 */
export interface PackageDefinition {
  name: string;
  /** Whole dollars, as shown and as stored in user_purchases.price. */
  price: number;
  /** What the payment provider charges. */
  amountCents: number;
  currency: 'usd';
  accessDays: number;
  revisions: number;
  features: readonly string[];
}

const PREMIUM_PACKAGE_NAME = 'Premium Package';
/** The package name /checkout uses when the query parameter is absent; it is deliberately not in the catalogue. */
export const DEFAULT_PACKAGE_NAME = 'Main Package';
const PREMIUM_ACCESS_DAYS = 45;
export const PREMIUM_REVISION_LIMIT = 20;

export const PREMIUM_PACKAGE: PackageDefinition = {
  name: PREMIUM_PACKAGE_NAME,
  price: 7,
  amountCents: 700,
  currency: 'usd',
  accessDays: PREMIUM_ACCESS_DAYS,
  revisions: PREMIUM_REVISION_LIMIT,
  features: [
    'AI-powered personalised negotiation letter',
    'Landlord-approved templates',
    'Strategic timing recommendations',
    'Lease renewal optimisation',
    '20 letter revisions',
    'Response generator',
    'Advanced strategies',
    'Multiple scenarios',
    'Email and letter formats',
    'Priority support',
    '45 days of full access',
  ],
};

/** The features only a server with an AI key (GEMINI_API_KEY) can deliver. */
export const AI_ONLY_FEATURES: readonly string[] = ['AI-powered personalised negotiation letter', '20 letter revisions'];

/** Said wherever Premium is sold or shown on a server without an AI key (ADR 0018: never sell what it cannot do). */
export const AI_UNAVAILABLE_NOTICE =
  'AI-written letters and revisions are not available on this site. Premium here includes every other feature listed.';

/** The features this deployment delivers: without an AI key, the AI letter and its revisions are not offered. */
export function deliverableFeatures(pkg: Pick<PackageDefinition, 'features'>, aiAvailable: boolean): readonly string[] {
  return aiAvailable ? pkg.features : pkg.features.filter((feature) => !AI_ONLY_FEATURES.includes(feature));
}

const PACKAGE_CATALOG: Readonly<Record<string, PackageDefinition>> = Object.freeze({
  [PREMIUM_PACKAGE_NAME]: PREMIUM_PACKAGE,
});

/** The catalogue entry for a name, or null (own keys only, so 'constructor' or '__proto__' are not packages). */
export function findPackage(name: string | null | undefined): PackageDefinition | null {
  if (typeof name !== 'string' || !Object.hasOwn(PACKAGE_CATALOG, name)) return null;
  return PACKAGE_CATALOG[name] ?? null;
}

/** `/checkout?package=...`: the parameter as given, or 'Main Package' when it is absent. */
export function packageNameFromQuery(value: string | null | undefined): string {
  return value ?? DEFAULT_PACKAGE_NAME;
}

/** '$7' for whole dollars, '$7.50' otherwise. */
export function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

export const checkoutPath = (packageName: string = PREMIUM_PACKAGE_NAME) => `/checkout?package=${encodeURIComponent(packageName)}`;
