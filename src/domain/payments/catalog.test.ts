import { describe, expect, it } from 'vitest';
import {
  BASE_OFFER,
  checkoutPath,
  type DeploymentOffer,
  findPackage,
  formatPrice,
  packageDescription,
  packageFromQuery,
  PREMIUM_PACKAGE,
  premiumFeatureSentence,
  premiumFeatures,
} from './catalog.ts';

// What the catalogue's price, access days and revisions do is tested where they act: payments-demo.test.ts
// (the amount charged and the purchase granted) and entitlements.test.ts (the revisions).
describe('package catalogue', () => {
  it('finds packages by exact name only; the default Main Package and prototype keys are not packages', () => {
    expect(findPackage('Premium Package')).toBe(PREMIUM_PACKAGE);
    expect(findPackage('Main Package')).toBeNull();
    expect(findPackage('premium package')).toBeNull();
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', '', null, undefined]) {
      expect(findPackage(name)).toBeNull();
    }
  });

  it('offers the one package on a bare /checkout, and takes its name or key in any case', () => {
    for (const query of [null, '', ' ', 'Premium Package', 'premium package', 'PREMIUM', 'premium', 'premium-package'])
      expect(packageFromQuery(query)).toBe(PREMIUM_PACKAGE);
    for (const query of ['Main Package', 'gold', 'constructor', '__proto__']) expect(packageFromQuery(query)).toBeNull();
  });

  it('formats prices and builds the checkout link', () => {
    expect(formatPrice(7)).toBe('$7');
    expect(formatPrice(7.5)).toBe('$7.50');
    expect(checkoutPath()).toBe('/checkout?package=Premium%20Package');
  });
});

describe('the Premium feature catalogue filtered by what the deployment has configured', () => {
  const keys = (offer: DeploymentOffer) => premiumFeatures(offer).map((feature) => feature.key);
  const text = (offer: DeploymentOffer) =>
    premiumFeatures(offer)
      .map((feature) => `${feature.label} ${feature.phrase}`)
      .join(' ');

  it('lists on every deployment the plan, the market report, the saved negotiation, reminders and 45 days of access', () => {
    expect(keys(BASE_OFFER)).toEqual(['plan', 'market-report', 'saved-negotiation', 'reminders', 'access']);
    expect(premiumFeatures(BASE_OFFER).map((feature) => feature.label)).toEqual([
      'Your Negotiation Plan: your renewal scenarios side by side; pick one and your letter is written from it',
      'A landlord-ready market report (PDF) to attach to your letter',
      "Your negotiation saved for 45 days: your letters, the landlord's answers and your replies on your dashboard",
      'Reminders for every date that matters: a calendar file (.ics) and, if you want them, emails',
      '45 days of full access',
    ]);
  });

  it('never mentions AI, revisions or priority support without their configuration', () => {
    expect(text(BASE_OFFER)).not.toMatch(/\bAI\b|revision|priority|support/i);
    expect(text({ ...BASE_OFFER, rentcast: true })).not.toMatch(/\bAI\b|revision|priority/i);
  });

  it('adds the AI letter and its 20 revisions with GEMINI_API_KEY, before the access period', () => {
    const offer = { ...BASE_OFFER, ai: true };
    expect(keys(offer)).toEqual(['plan', 'market-report', 'saved-negotiation', 'reminders', 'ai-letter', 'ai-revisions', 'access']);
    expect(premiumFeatures(offer).find((feature) => feature.key === 'ai-revisions')?.label).toBe('20 AI letter revisions');
  });

  it('calls support priority only when it answers sooner than the free one business day (24 hours)', () => {
    const day = { ...BASE_OFFER, support: { responseHours: 24 } };
    expect(premiumFeatures(day).find((feature) => feature.key === 'priority-support')?.label).toBe(
      'Support by email from your dashboard, answered within 24 hours',
    );
    expect(text(day)).not.toMatch(/priority/i);
    expect(premiumFeatures({ ...BASE_OFFER, support: { responseHours: 23 } }).find((f) => f.key === 'priority-support')?.label).toBe(
      'Priority support by email, answered within 23 hours',
    );
  });

  it('adds priority support with the promised hours with SUPPORT_EMAIL', () => {
    const offer = { ...BASE_OFFER, support: { responseHours: 12 } };
    expect(keys(offer)).toContain('priority-support');
    expect(premiumFeatures(offer).find((feature) => feature.key === 'priority-support')?.label).toBe(
      'Priority support by email, answered within 12 hours',
    );
  });

  it("words only the report with RentCast's comparables when RENTCAST_API_KEY is set", () => {
    const withRentcast = premiumFeatures({ ...BASE_OFFER, rentcast: true });
    const without = premiumFeatures(BASE_OFFER);
    const changed = withRentcast.filter((feature, i) => feature.label !== without[i]?.label).map((feature) => feature.key);
    expect(changed).toEqual(['market-report']);
    expect(withRentcast[1]?.label).toContain("RentCast's rent estimate and comparables");
  });

  it('never lists the free tools as Premium', () => {
    const all = text({ ai: true, support: { responseHours: 24 }, rentcast: true });
    expect(all).not.toMatch(/response generator|reply generator|market analysis|template/i);
  });

  it('says the features in a sentence and describes the package for the payment provider', () => {
    expect(premiumFeatureSentence(BASE_OFFER)).toBe(
      'a negotiation plan with your renewal scenarios side by side, a landlord-ready market report to attach to your letter, your negotiation saved on your dashboard and reminders',
    );
    expect(packageDescription(PREMIUM_PACKAGE, { ai: true, support: { responseHours: 12 }, rentcast: false })).toBe(
      '45 days of Premium: a negotiation plan with your renewal scenarios side by side, a landlord-ready market report to attach to your letter, your negotiation saved on your dashboard, reminders, an AI-personalised letter, 20 AI letter revisions and priority support',
    );
  });
});
