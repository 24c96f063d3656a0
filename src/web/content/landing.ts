import { pagePath } from '#domain/routes.ts';
import { BASE_OFFER, premiumFeatureSentence } from '#domain/payments/catalog.ts';
import { SUPPORT_EMAIL } from './site.ts';
import type { CtaButton, LinkItem, TitledText } from './types.ts';

/** Landing page ("/"). Section ids are LANDING_SECTIONS of #domain/routes.ts. */

export interface HowItWorksStep {
  readonly step: 1 | 2 | 3;
  readonly title: string;
  readonly body: string;
}

export interface WhyThisWorksPoint extends TitledText {
  readonly key: 'market-data' | 'presentation' | 'timing' | 'relationship';
}

export interface HowItWorksSection {
  readonly id: 'how-it-works';
  readonly heading: string;
  readonly intro: string;
  readonly steps: readonly HowItWorksStep[];
  readonly whyHeading: string;
  readonly why: readonly WhyThisWorksPoint[];
}

/** Steps render as "1 Analyze Your Rent", "2 Get Your Letter", "3 Negotiate & Save". */
export const HOW_IT_WORKS: HowItWorksSection = {
  id: 'how-it-works',
  heading: 'How It Works',
  intro: 'Three steps from "is my rent fair?" to a request your landlord can say yes to.',
  steps: [
    {
      step: 1,
      title: 'Analyze Your Rent',
      body: 'Enter your ZIP code, rent and number of bedrooms. We compare your rent with an estimated market average built from HUD Fair Market Rents and Census rent data for your ZIP code and show how far above or below the market you are.',
    },
    {
      step: 2,
      title: 'Get Your Letter',
      body: "Add your landlord's name, your address and what makes you a good tenant. The generator builds a professional letter in your browser that you can copy, download or adjust by tone.",
    },
    {
      step: 3,
      title: 'Negotiate & Save',
      body: 'Send the letter, then use the response generator to answer a counteroffer or a refusal. Any agreement you reach should be written into your renewal lease.',
    },
  ],
  whyHeading: 'Why This Works',
  why: [
    {
      key: 'market-data',
      title: 'Market Data Advantage',
      body: "Landlords track local rents closely; most tenants don't. Citing published federal rent data for your area turns your request from a feeling into a fact-based comparison.",
    },
    {
      key: 'presentation',
      title: 'Professional Presentation',
      body: 'A well-organized written request is easy to forward to an owner or property manager, shows you are serious, and keeps the discussion focused on numbers rather than emotions.',
    },
    {
      key: 'timing',
      title: 'Timing Strategy',
      body: 'Asking about 90 days before your lease ends gives your landlord time to weigh your offer against the cost and risk of finding a new tenant, and gives you time to plan if the answer is no.',
    },
    {
      key: 'relationship',
      title: 'Relationship Preservation',
      body: 'Our letters are courteous and cooperative by design. They ask for a fair rate while making clear you want to stay, so the conversation stays friendly whatever the outcome.',
    },
  ],
};

export interface OverpaymentExample {
  readonly monthly: number;
  readonly yearly: number;
  /** e.g. "$7/month = $84/year" */
  readonly label: string;
}

export interface MarketAnalysisIntro {
  readonly id: 'market-analysis';
  readonly heading: string;
  readonly intro: string;
  readonly examplesHeading: string;
  readonly overpaymentExamples: readonly OverpaymentExample[];
  readonly examplesNote: string;
  readonly premiumButtonLabel: string;
  readonly privacyNote: string;
}

export const MARKET_ANALYSIS_INTRO: MarketAnalysisIntro = {
  id: 'market-analysis',
  heading: 'Free Market Analysis & Lease Information',
  intro:
    'Enter your lease details to see how your rent compares with the estimated market average for similar homes in your ZIP code. No account needed.',
  examplesHeading: 'Small differences add up over a year',
  overpaymentExamples: [
    { monthly: 7, yearly: 84, label: '$7/month = $84/year' },
    { monthly: 20, yearly: 240, label: '$20/month = $240/year' },
    { monthly: 50, yearly: 600, label: '$50/month = $600/year' },
  ],
  examplesNote: 'Examples only. Your own figures depend on your rent and your local market.',
  premiumButtonLabel: 'Get Premium Package - $7',
  privacyNote:
    'If you are signed in, the lease details you submit are saved to your account. If not, they are used only to run this analysis.',
};

export interface NegotiationLetterSection {
  readonly id: 'negotiation-letter';
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly includesHeading: string;
  readonly includes: readonly string[];
  readonly privacyNote: string;
  readonly primaryCta: CtaButton;
  readonly responseCta: LinkItem;
}

export const NEGOTIATION_LETTER_SECTION: NegotiationLetterSection = {
  id: 'negotiation-letter',
  heading: 'Your Negotiation Letter, Ready in Minutes',
  paragraphs: [
    'Ask for a lower rent, or ask to keep your current rent at renewal. The letter generator turns your details into a structured, professional request: what you pay now, what comparable homes cost, what you are asking for, and why you are a tenant worth keeping.',
    'Pick a tone - friendly, direct, professional or conversational - and regenerate as often as you like. If your landlord replies, the response generator helps you answer a counteroffer, a partial yes or a refusal without losing the goodwill you have built.',
  ],
  includesHeading: 'What goes into your letter',
  includes: [
    'Your current rent and the specific rent you are requesting (or a request to keep it unchanged)',
    'A market comparison for your ZIP code and unit size, when market data is available',
    'The tenant strengths you select, such as on-time payments and care of the property',
    'Optional offers that give your landlord something in return, such as renewing early',
    'A polite closing with space for your name, phone and email',
  ],
  privacyNote:
    'Letters are built in your browser from templates and are not stored on our servers. Copy or download your letter before you leave the page, because it is lost when you navigate away.',
  primaryCta: { label: 'Generate Letter Now - Free', href: pagePath('generate-letter') },
  responseCta: { label: 'Landlord already replied? Use the Response Generator', href: pagePath('renegotiation-response') },
};

export interface SuccessStoriesSection {
  readonly id: 'success-stories';
  readonly heading: string;
  readonly intro: string;
  readonly emptyState: {
    readonly title: string;
    readonly body: string;
    /** Signed-in users go to the dashboard, where the story form lives. */
    readonly signedInCta: LinkItem;
    /** Visitors must sign in first (testimonials require an account). */
    readonly signedOutCta: LinkItem;
  };
  /** Shown under published stories. */
  readonly disclaimer: string;
}

export const SUCCESS_STORIES_SECTION: SuccessStoriesSection = {
  id: 'success-stories',
  heading: 'Success Stories',
  intro: 'Stories here are written by RentCheck users about their own negotiations. Every story is reviewed before it is published.',
  emptyState: {
    title: 'Be the first to share your story',
    body: 'We only publish real stories from real RentCheck users, and none have been published yet. If you used RentCheck to negotiate your rent - whatever the result - tell us how it went. Your experience can help the next renter prepare.',
    signedInCta: { label: 'Share Your Story', href: pagePath('dashboard', 'share-story') },
    signedOutCta: { label: 'Sign In to Share Your Story', href: pagePath('auth') },
  },
  disclaimer:
    'Stories reflect the individual experience of the person who shared them. Results vary by market conditions and individual circumstances.',
};

export interface PricingSection {
  readonly id: 'pricing';
  readonly heading: string;
  readonly intro: string;
  readonly packageName: 'Premium Package';
  /** Whole dollars. */
  readonly price: 7;
  readonly priceLabel: string;
  readonly billingLabel: string;
  readonly accessSummary: string;
  readonly buttonLabel: string;
  readonly freeNote: string;
  readonly finePrint: readonly string[];
}

export const PRICING_SECTION: PricingSection = {
  id: 'pricing',
  heading: 'Simple, One-Time Pricing',
  intro: `The market analysis, letter generator and response generator are free. Premium adds ${premiumFeatureSentence(BASE_OFFER)}, for one flat price.`,
  packageName: 'Premium Package',
  price: 7,
  priceLabel: '$7',
  billingLabel: 'one-time payment - no subscription',
  accessSummary: '45 days of full access; nothing renews.',
  buttonLabel: 'Get Premium Package - $7',
  freeNote: 'Not ready? The free analysis and template letters need no account and no payment.',
  finePrint: [
    'All sales final. Payments are non-refundable.',
    'Secure card payment through Stripe; we never see or store your card number.',
    'Informational tools only. Not legal advice. No outcome is guaranteed.',
    `Questions before you buy? Email ${SUPPORT_EMAIL}.`,
  ],
};
