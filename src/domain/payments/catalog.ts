/**
 * The package catalogue (ADR 0010). Prices are decided here, never by the browser: the server charges `amountCents`
 * and checks paid sessions against it. What Premium includes is `PREMIUM_FEATURES` below, filtered by what the
 * deployment has configured (ADR 0047).
 */

import { FREE_SUPPORT_HOURS, isPrioritySupport } from '../support/support-hours.ts';
export interface PackageDefinition {
  name: string;
  /** Whole dollars, as shown and as stored in user_purchases.price. */
  price: number;
  /** What the payment provider charges. */
  amountCents: number;
  currency: 'usd';
  accessDays: number;
  /** AI letter revisions, used only where the deployment writes AI letters (GEMINI_API_KEY). */
  revisions: number;
}

const PREMIUM_PACKAGE_NAME = 'Premium Package';
const PREMIUM_ACCESS_DAYS = 45;
export const PREMIUM_REVISION_LIMIT = 20;

export const PREMIUM_PACKAGE: PackageDefinition = {
  name: PREMIUM_PACKAGE_NAME,
  price: 7,
  amountCents: 700,
  currency: 'usd',
  accessDays: PREMIUM_ACCESS_DAYS,
  revisions: PREMIUM_REVISION_LIMIT,
};

/**
 * What one deployment delivers beyond what every deployment does, read from its configuration on the server
 * (`GEMINI_API_KEY`, `SUPPORT_EMAIL` with `SUPPORT_RESPONSE_HOURS`, `RENTCAST_API_KEY`).
 */
export interface DeploymentOffer {
  ai: boolean;
  /** Priority support by email, answered within `responseHours`; null without SUPPORT_EMAIL. */
  support: { responseHours: number } | null;
  rentcast: boolean;
}

/** What prerendered pages assume (they are built without any configuration): only what every deployment delivers. */
export const BASE_OFFER: DeploymentOffer = Object.freeze({ ai: false, support: null, rentcast: false });

/** What a configured extra needs: ai: GEMINI_API_KEY; support: SUPPORT_EMAIL. */
export type OfferedExtra = 'ai' | 'support';
/** always: every deployment. */
type FeatureNeed = 'always' | OfferedExtra;

export type PremiumFeatureKey =
  | 'plan'
  | 'market-report'
  | 'saved-negotiation'
  | 'reminders'
  | 'ai-letter'
  | 'ai-revisions'
  | 'priority-support'
  | 'access';

interface PremiumFeatureDefinition {
  key: PremiumFeatureKey;
  needs: FeatureNeed;
  /** The line in a feature list. */
  label: (offer: DeploymentOffer) => string;
  /** The same feature inside a sentence ("Premium adds a, b and c"). */
  phrase: (offer: DeploymentOffer) => string;
}

const days = PREMIUM_ACCESS_DAYS;

/**
 * Everything Premium can include, in the order pages list it. The free tools (the analysis, the letter generator and
 * the reply generator) are free everywhere and never appear here.
 */
const PREMIUM_FEATURES: readonly PremiumFeatureDefinition[] = [
  {
    key: 'plan',
    needs: 'always',
    label: () => 'Your Negotiation Plan: your renewal scenarios side by side; pick one and your letter is written from it',
    phrase: () => 'a negotiation plan with your renewal scenarios side by side',
  },
  {
    key: 'market-report',
    needs: 'always',
    label: (offer) =>
      offer.rentcast
        ? "A landlord-ready market report (PDF) to attach to your letter, with RentCast's rent estimate and comparables for your address"
        : 'A landlord-ready market report (PDF) to attach to your letter',
    phrase: () => 'a landlord-ready market report to attach to your letter',
  },
  {
    key: 'saved-negotiation',
    needs: 'always',
    label: () => `Your negotiation saved for ${days} days: your letters, the landlord's answers and your replies on your dashboard`,
    phrase: () => 'your negotiation saved on your dashboard',
  },
  {
    key: 'reminders',
    needs: 'always',
    label: () => 'Reminders for every date that matters: a calendar file (.ics) and, if you want them, emails',
    phrase: () => 'reminders',
  },
  {
    key: 'ai-letter',
    needs: 'ai',
    label: () => 'An AI-personalised letter written from the scenario you pick',
    phrase: () => 'an AI-personalised letter',
  },
  {
    key: 'ai-revisions',
    needs: 'ai',
    label: () => `${PREMIUM_REVISION_LIMIT} AI letter revisions`,
    phrase: () => `${PREMIUM_REVISION_LIMIT} AI letter revisions`,
  },
  {
    key: 'priority-support',
    needs: 'support',
    label: (offer) =>
      isPrioritySupport(offer.support?.responseHours ?? FREE_SUPPORT_HOURS)
        ? `Priority support by email, answered within ${offer.support?.responseHours} hours`
        : `Support by email from your dashboard, answered within ${offer.support?.responseHours} hours`,
    phrase: (offer) =>
      isPrioritySupport(offer.support?.responseHours ?? FREE_SUPPORT_HOURS) ? 'priority support' : 'support by email from your dashboard',
  },
  {
    key: 'access',
    needs: 'always',
    label: () => `${days} days of full access`,
    phrase: () => `${days} days of access`,
  },
];

/** Whether this deployment delivers what a feature (or a sentence about one) needs. */
export function delivers(offer: DeploymentOffer, need: FeatureNeed): boolean {
  if (need === 'ai') return offer.ai;
  if (need === 'support') return offer.support !== null;
  return true;
}

export interface PremiumFeature {
  key: PremiumFeatureKey;
  label: string;
  phrase: string;
}

/** The Premium features this deployment delivers, in catalogue order, worded for it. */
export function premiumFeatures(offer: DeploymentOffer): PremiumFeature[] {
  return PREMIUM_FEATURES.filter((feature) => delivers(offer, feature.needs)).map((feature) => ({
    key: feature.key,
    label: feature.label(offer),
    phrase: feature.phrase(offer),
  }));
}

/** "a, b and c": the delivered features (all but the access period) for a sentence. */
export function premiumFeatureSentence(offer: DeploymentOffer): string {
  const phrases = premiumFeatures(offer)
    .filter((feature) => feature.key !== 'access')
    .map((feature) => feature.phrase);
  return phrases.length <= 1 ? phrases.join('') : `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}`;
}

/** The one-line description the payment provider shows with the package. */
export function packageDescription(pkg: PackageDefinition, offer: DeploymentOffer): string {
  return `${pkg.accessDays} days of Premium: ${premiumFeatureSentence(offer)}`;
}

const PACKAGE_CATALOG: Readonly<Record<string, PackageDefinition>> = Object.freeze({
  [PREMIUM_PACKAGE_NAME]: PREMIUM_PACKAGE,
});

/** The catalogue entry for a name, or null (own keys only, so 'constructor' or '__proto__' are not packages). */
export function findPackage(name: string | null | undefined): PackageDefinition | null {
  if (typeof name !== 'string' || !Object.hasOwn(PACKAGE_CATALOG, name)) return null;
  return PACKAGE_CATALOG[name] ?? null;
}

/**
 * `/checkout?package=...`: the package named by its name or its key, in any case ('Premium Package', 'premium package',
 * 'premium'); without the parameter (or with it empty), the one package this deployment sells. The spec's default name
 * 'Main Package' is in no catalogue, so a bare /checkout offered nothing (ADR 0083).
 */
export function packageFromQuery(value: string | null | undefined): PackageDefinition | null {
  const wanted = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (!wanted) return PREMIUM_PACKAGE;
  return (
    Object.values(PACKAGE_CATALOG).find((pkg) =>
      [pkg.name.toLowerCase(), pkg.name.toLowerCase().replace(/ package$/, '')].includes(wanted),
    ) ?? null
  );
}

/** '$7' for whole dollars, '$7.50' otherwise. */
export function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

export const checkoutPath = (packageName: string = PREMIUM_PACKAGE_NAME) => `/checkout?package=${encodeURIComponent(packageName)}`;
