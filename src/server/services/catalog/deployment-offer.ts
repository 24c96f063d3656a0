import { type DeploymentOffer, PREMIUM_PACKAGE, type PremiumFeature, premiumFeatures } from '#domain/payments/catalog.ts';
import type { Config } from '../../config.ts';

export type OfferConfig = Pick<Config, 'GEMINI_API_KEY' | 'SUPPORT_EMAIL' | 'SUPPORT_RESPONSE_HOURS' | 'RENTCAST_API_KEY'>;

/**
 * What this deployment delivers beyond every deployment's features, read from its configuration (ADR 0047). AI
 * letters exactly when GEMINI_API_KEY is set, as the letter writer (adapters/gemini.ts) and test-gemini-key say.
 */
export function deploymentOffer(config: OfferConfig): DeploymentOffer {
  return {
    ai: Boolean(config.GEMINI_API_KEY),
    support: config.SUPPORT_EMAIL ? { responseHours: config.SUPPORT_RESPONSE_HOURS } : null,
    rentcast: Boolean(config.RENTCAST_API_KEY),
  };
}

export interface CatalogView {
  package: { name: string; price: number; accessDays: number };
  offer: DeploymentOffer;
  /** The Premium features this deployment delivers, worded for it, in catalogue order. */
  features: PremiumFeature[];
}

/** GET /api/catalog: the package and the features this server sells, so every page lists the same ones. */
export function catalogView(config: OfferConfig): CatalogView {
  const offer = deploymentOffer(config);
  const { name, price, accessDays } = PREMIUM_PACKAGE;
  return { package: { name, price, accessDays }, offer, features: premiumFeatures(offer) };
}
