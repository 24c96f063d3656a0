import { pagePath } from '#domain/routes.ts';
import type { CtaButton, TitledText } from './types.ts';

/** The landing page's ("/") first screen, in the page's first JavaScript; the rest of its copy is in landing.ts (docs/performance.md, "First JavaScript"). */

export interface LandingHero {
  readonly headline: string;
  readonly subheadline: string;
  readonly badges: readonly string[];
  readonly benefits: readonly string[];
  readonly primaryCta: CtaButton;
  readonly secondaryCta: CtaButton;
}

export const LANDING_HERO: LandingHero = {
  headline: 'Stop Overpaying Rent. Start Saving Today.',
  subheadline:
    'Check your rent against federal Fair Market Rent data for your ZIP code, then ask your landlord for a better deal with a clear, professional letter before your lease renews.',
  badges: ['Free Market Analysis', 'Built on HUD Rent Data', 'No Sign-Up Required'],
  benefits: [
    'Compare your rent with an estimated market average for your ZIP code and unit size.',
    'Build a polite, data-backed negotiation letter in your browser in minutes, free.',
    'Get help writing your reply when your landlord counters or says no.',
  ],
  primaryCta: { label: 'Generate Letter Now - Free', href: pagePath('generate-letter') },
  secondaryCta: { label: 'See How It Works', href: pagePath('landing', 'how-it-works'), scrollTo: 'how-it-works' },
};

export interface LandingCards {
  readonly cards: readonly TitledText[];
  /** Shown under the cards, word for word. */
  readonly disclaimer: string;
}

export const LANDING_CARDS: LandingCards = {
  cards: [
    {
      title: 'Perfect Timing',
      body: 'Landlords plan renewals months ahead. Writing about 90 days before your lease ends gives you room to negotiate before a new rent is locked in.',
    },
    {
      title: 'Real Data',
      body: 'Your comparison starts from HUD Fair Market Rents, the rent figures the U.S. Department of Housing and Urban Development publishes every year. Numbers are harder to dismiss than opinions.',
    },
    {
      title: 'Letters That Work',
      body: 'Clear, courteous letters that make one specific request and explain why keeping a reliable tenant makes business sense for your landlord.',
    },
  ],
  disclaimer: 'Informational tools only. Results vary by market conditions and individual circumstances. Terms apply.',
};
