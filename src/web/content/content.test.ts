import { describe, expect, it } from 'vitest';
import { CITY_NAMES, PRERENDERED_ROUTES } from '#domain/routes.ts';
import { CITY_PAGE_LABELS, CITY_PAGES, getCityPage } from './cities.ts';
import { CITY_MARKET_FIGURES } from './city-market-figures.generated.ts';
import { FAQ_CONTACT, FAQ_ITEMS } from './faq.ts';
import { GUIDE_PAGE } from './guide.ts';
import { HOW_IT_WORKS, MARKET_ANALYSIS_INTRO, PRICING_SECTION, SUCCESS_STORIES_SECTION } from './landing.ts';
import { LANDING_CARDS, LANDING_HERO } from './landing-hero.ts';
import { NOT_FOUND_META, NOT_FOUND_PAGE } from './not-found.ts';
import { PRIVACY_PAGE } from './privacy.ts';
import { FOOTER_LEGAL_TEXT } from './footer-legal.ts';
import { DEFAULT_META, FOOTER_COLUMNS, FOOTER_LEGAL_PANEL, SITE_DESCRIPTION, SITE_NAME, SUPPORT_EMAIL } from './site.ts';
import { TERMS_PAGE } from './terms.ts';
import { TIPS_PAGE } from './tips.ts';
import type { ContentBlock, PageMeta } from './types.ts';

// Public pages take their title and description from the route table.
const ALL_META: Record<string, PageMeta> = {
  default: DEFAULT_META,
  notFound: NOT_FOUND_META,
  ...Object.fromEntries(PRERENDERED_ROUTES.map((route) => [route.path, route])),
};

function countSentences(text: string): number {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9"'])/).filter((part) => part.trim().length > 0).length;
}

function blockWords(blocks: readonly ContentBlock[]): number {
  const text = blocks.map((block) => (block.type === 'paragraph' ? block.text : [block.intro ?? '', ...block.items].join(' '))).join(' ');
  return text.split(/\s+/).filter(Boolean).length;
}

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

describe('site', () => {
  it('exports the brand, support email and a short description', () => {
    expect(SITE_NAME).toBe('RentCheck');
    expect(SUPPORT_EMAIL).toBe('support@rentcheck.app');
    expect(SITE_DESCRIPTION.length).toBeLessThanOrEqual(155);
  });

  it('has Product, Resources and Legal footer columns linking to the tools, guides and legal pages', () => {
    expect(FOOTER_COLUMNS.map((column) => column.title)).toEqual(['Product', 'Resources', 'Legal']);
    const hrefs = FOOTER_COLUMNS.flatMap((column) => column.links.map((link) => link.href));
    for (const href of [
      '/generate-letter',
      '/renegotiation-response',
      '/how-to-negotiate-rent',
      '/rent-reduction-tips',
      '/faq',
      '/terms',
      '/privacy',
    ]) {
      expect(hrefs).toContain(href);
    }
  });

  it('legal panel covers the required disclaimers', () => {
    const text = allStrings({ ...FOOTER_LEGAL_PANEL, ...FOOTER_LEGAL_TEXT })
      .join(' ')
      .toLowerCase();
    expect(FOOTER_LEGAL_PANEL.id).toBe('footer-legal');
    for (const phrase of [
      'not legal advice',
      'no guarantees',
      'non-refundable',
      'informational tools only',
      'hud fair market rent',
      'delaware limited liability company',
      SUPPORT_EMAIL,
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe('landing', () => {
  it('uses the exact hero and card copy', () => {
    expect(LANDING_HERO.headline).toBe('Stop Overpaying Rent. Start Saving Today.');
    expect(LANDING_HERO.primaryCta).toEqual({ label: 'Generate Letter Now - Free', href: '/generate-letter' });
    expect(LANDING_HERO.secondaryCta.label).toBe('See How It Works');
    expect(LANDING_HERO.badges).toHaveLength(3);
    expect(LANDING_HERO.benefits).toHaveLength(3);
    expect(LANDING_CARDS.cards.map((card) => card.title)).toEqual(['Perfect Timing', 'Real Data', 'Letters That Work']);
    expect(LANDING_CARDS.disclaimer).toBe(
      'Informational tools only. Results vary by market conditions and individual circumstances. Terms apply.',
    );
    expect(HOW_IT_WORKS.steps.map((step) => `${step.step} ${step.title}`)).toEqual([
      '1 Analyze Your Rent',
      '2 Get Your Letter',
      '3 Negotiate & Save',
    ]);
    expect(HOW_IT_WORKS.whyHeading).toBe('Why This Works');
    expect(HOW_IT_WORKS.why).toHaveLength(4);
    expect(MARKET_ANALYSIS_INTRO.heading).toBe('Free Market Analysis & Lease Information');
    expect(MARKET_ANALYSIS_INTRO.overpaymentExamples.map((example) => example.label)).toEqual([
      '$7/month = $84/year',
      '$20/month = $240/year',
      '$50/month = $600/year',
    ]);
    expect(MARKET_ANALYSIS_INTRO.premiumButtonLabel).toBe('Get Premium Package - $7');
  });

  it('overpayment examples are monthly times 12', () => {
    for (const example of MARKET_ANALYSIS_INTRO.overpaymentExamples) {
      expect(example.yearly).toBe(example.monthly * 12);
    }
  });

  it('pricing sells only what every deployment delivers in its prerendered copy (the list comes from the catalogue)', () => {
    expect(PRICING_SECTION.packageName).toBe('Premium Package');
    expect(PRICING_SECTION.price).toBe(7);
    expect(PRICING_SECTION.buttonLabel).toBe('Get Premium Package - $7');
    expect(PRICING_SECTION.intro).toBe(
      'The market analysis, letter generator and response generator are free. Premium adds a negotiation plan with your renewal scenarios side by side, a landlord-ready market report to attach to your letter, your negotiation saved on your dashboard and reminders, for one flat price.',
    );
    expect(`${PRICING_SECTION.intro} ${PRICING_SECTION.accessSummary}`).not.toMatch(/\bAI\b|revision|priority/i);
    expect(PRICING_SECTION.finePrint.join(' ')).toContain('All sales final');
  });

  it('success stories section has an empty state and no invented stories', () => {
    expect(SUCCESS_STORIES_SECTION.id).toBe('success-stories');
    expect(SUCCESS_STORIES_SECTION.emptyState.body.length).toBeGreaterThan(0);
    expect(Object.keys(SUCCESS_STORIES_SECTION)).not.toContain('stories');
  });
});

describe('faq', () => {
  it('has exactly 9 items with unique questions and ids', () => {
    expect(FAQ_ITEMS).toHaveLength(9);
    expect(new Set(FAQ_ITEMS.map((item) => item.question)).size).toBe(9);
    expect(new Set(FAQ_ITEMS.map((item) => item.id)).size).toBe(9);
  });

  it('answers are plain text of 2-5 sentences', () => {
    for (const item of FAQ_ITEMS) {
      expect(item.answer).not.toMatch(/[<>]/);
      const sentences = countSentences(item.answer);
      expect(sentences, item.question).toBeGreaterThanOrEqual(2);
      expect(sentences, item.question).toBeLessThanOrEqual(5);
    }
  });

  it('covers the required facts', () => {
    const text = FAQ_ITEMS.map((item) => item.answer).join(' ');
    expect(text).not.toMatch(/8 in 10 similar homes/);
    for (const phrase of [
      'HUD',
      '40th percentile',
      'Census',
      'regional estimate',
      '$7',
      '45 days',
      'a negotiation plan with your renewal scenarios side by side',
      'no subscription',
      'final',
      'non-refundable',
      '4 months or less',
      'nothing you type is stored on our servers',
      'deleted automatically 30 days after it ends',
      'response generator',
      'where rents for homes like yours most likely average: our estimates land that close in 8 of 10 ZIP codes',
    ]) {
      expect(text).toContain(phrase);
    }
    // Prerendered without configuration: no AI letters, revisions or priority support (ADR 0047).
    expect(text).not.toMatch(/\bAI\b|revision|priority/i);
    expect(FAQ_CONTACT.email).toBe(SUPPORT_EMAIL);
    expect(FAQ_CONTACT.text).toContain(SUPPORT_EMAIL);
  });
});

describe('guide', () => {
  it('has the six anchor ids in order', () => {
    expect(GUIDE_PAGE.sections.map((section) => section.id)).toEqual([
      'when-to-negotiate',
      'research-preparation',
      'negotiation-strategies',
      'writing-letter',
      'common-mistakes',
      'follow-up',
    ]);
  });

  it('each section is substantial (roughly 150-300 words)', () => {
    for (const section of GUIDE_PAGE.sections) {
      const words = blockWords(section.blocks);
      expect(words, section.id).toBeGreaterThanOrEqual(140);
      expect(words, section.id).toBeLessThanOrEqual(330);
    }
  });

  it('mentions the negotiation figures: ask, timing and turnover cost', () => {
    const text = allStrings(GUIDE_PAGE).join(' ');
    expect(text).toContain('5 to 15 percent');
    // The same timing advice as the letter page's plan: prepare within 4 months, send about 90 days before the end.
    expect(text).toContain('4 months or less');
    expect(text).toContain('about 90 days');
    expect(text).toContain('60 to 90 days');
    expect(text).not.toContain('120 days');
    expect(text).toContain('1 to 3 months of rent');
    expect(GUIDE_PAGE.cta.button.href).toBe('/generate-letter');
  });
});

describe('tips', () => {
  it('has the exact title and 25 unique, numbered tips', () => {
    expect(TIPS_PAGE.title).toBe('25 Proven Rent Reduction Tips');
    const tips = TIPS_PAGE.categories.flatMap((category) => category.tips);
    expect(tips).toHaveLength(25);
    expect(new Set(tips.map((tip) => tip.title)).size).toBe(25);
    expect(tips.map((tip) => tip.number)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    expect(TIPS_PAGE.cta.button.href).toBe('/generate-letter');
  });

  it('tip bodies are 2-3 sentences', () => {
    for (const tip of TIPS_PAGE.categories.flatMap((category) => category.tips)) {
      const sentences = countSentences(tip.body);
      expect(sentences, tip.title).toBeGreaterThanOrEqual(2);
      expect(sentences, tip.title).toBeLessThanOrEqual(3);
    }
  });
});

describe('cities', () => {
  it('has 8 cities with unique slugs and their names', () => {
    expect(CITY_PAGES).toHaveLength(8);
    expect(new Set(CITY_PAGES.map((city) => city.slug)).size).toBe(8);
    expect(CITY_PAGES.map((city) => city.name)).toEqual([
      'New York City',
      'Los Angeles',
      'Atlanta',
      'Chicago',
      'Houston',
      'Dallas',
      'Washington DC',
      'Charlotte',
    ]);
    for (const city of CITY_PAGES) {
      expect(city.name).toBe(CITY_NAMES[city.slug]);
      expect(city.path).toBe(`/rent-negotiation-${city.slug}`);
      expect(getCityPage(city.slug)).toBe(city);
    }
  });

  it('shows figures from the shipped data for every main ZIP code, not example figures (ADR 0041)', () => {
    for (const city of CITY_PAGES) {
      const figures = CITY_MARKET_FIGURES[city.slug] ?? [];
      expect(
        figures.map((row) => row.zip),
        city.slug,
      ).toEqual(city.mainZips.map((entry) => entry.zip));
      // The note's "8 of 10 ZIP codes" holds for ZIP- and county-level answers only, not the regional estimate.
      for (const row of figures) expect(['zip', 'county'], row.zip).toContain(row.level);
    }
    expect(JSON.stringify(CITY_PAGE_LABELS)).not.toMatch(/example/i);
    expect(CITY_PAGE_LABELS.estimatesNote).toContain(
      'rents for homes like these most likely average in that range (our estimates land this close in 8 of 10 ZIP codes)',
    );
  });

  it('each city has 4-6 unique ZIPs, 3-5 areas, 5-7 local tips and the CTA buttons', () => {
    const allZips = CITY_PAGES.flatMap((city) => city.mainZips.map((entry) => entry.zip));
    expect(new Set(allZips).size).toBe(allZips.length);
    for (const city of CITY_PAGES) {
      expect(city.mainZips.length, city.slug).toBeGreaterThanOrEqual(4);
      expect(city.mainZips.length, city.slug).toBeLessThanOrEqual(6);
      for (const entry of city.mainZips) expect(entry.zip).toMatch(/^\d{5}$/);
      expect(city.areaStrategies.areas.length, city.slug).toBeGreaterThanOrEqual(3);
      expect(city.areaStrategies.areas.length, city.slug).toBeLessThanOrEqual(5);
      expect(city.localTips.length, city.slug).toBeGreaterThanOrEqual(5);
      expect(city.localTips.length, city.slug).toBeLessThanOrEqual(7);
      expect(city.cta.buttonLabel).toBe('Get Started - $7');
      expect(city.cta.secondaryButton).toEqual({ label: 'General Tips', href: '/how-to-negotiate-rent' });
    }
  });

  it('NYC is organized by borough and sends its CTA to /#pricing', () => {
    const nyc = getCityPage('new-york');
    expect(nyc?.areaStrategies.areas.map((area) => area.name)).toEqual(['Manhattan', 'Brooklyn', 'Queens', 'The Bronx', 'Staten Island']);
    expect(nyc?.ctaHref).toBe('/#pricing');
    expect(nyc?.mainZips.map((entry) => entry.zip)).toEqual(['10025', '11215', '11375', '10463', '10314']);
  });
});

describe('legal pages', () => {
  it('terms: title, date and required sections', () => {
    expect(TERMS_PAGE.title).toBe('Terms and Conditions');
    expect(TERMS_PAGE.effectiveDate).toBe('June 28, 2025');
    const ids = TERMS_PAGE.sections.map((section) => section.id);
    for (const id of [
      'privacy',
      'electronic-communications',
      'your-account',
      'children-under-13',
      'purchases-no-refunds',
      'third-party-links',
      'prohibited-use',
      'arbitration',
      'class-action-waiver',
      'limitation-of-liability',
      'termination-governing-law',
      'changes-to-terms',
      'contact',
    ] as const) {
      expect(ids).toContain(id);
    }
    const text = allStrings(TERMS_PAGE).join(' ');
    expect(text).toContain('Delaware');
    expect(text).toContain('NON-REFUNDABLE');
    expect(text).toContain(SUPPORT_EMAIL);
  });

  it('privacy: date, four tabs in order and honest key facts', () => {
    expect(PRIVACY_PAGE.title).toBe('Privacy Policy');
    expect(PRIVACY_PAGE.lastUpdated).toBe('June 28, 2025');
    expect(PRIVACY_PAGE.tabs.map((tab) => tab.label)).toEqual(['Overview', 'Data Collection', 'Usage & Protection', 'Your Rights']);
    for (const tab of PRIVACY_PAGE.tabs) expect(tab.sections.length).toBeGreaterThan(0);
    const text = allStrings(PRIVACY_PAGE).join(' ');
    for (const phrase of ['Stripe', 'Gemini', 'IP address', 'user agent', 'within 30 days', 'not sent to or stored on our servers']) {
      expect(text).toContain(phrase);
    }
  });
});

describe('all pages', () => {
  it('every meta title is at most 60 chars and description at most 155', () => {
    for (const [page, meta] of Object.entries(ALL_META)) {
      expect(meta.title.length, `${page} title`).toBeLessThanOrEqual(60);
      expect(meta.title.length, `${page} title`).toBeGreaterThan(0);
      expect(meta.description.length, `${page} description`).toBeLessThanOrEqual(155);
      expect(meta.description.length, `${page} description`).toBeGreaterThan(50);
    }
  });

  it('has no placeholder text', () => {
    const text = allStrings([
      LANDING_HERO,
      LANDING_CARDS,
      HOW_IT_WORKS,
      MARKET_ANALYSIS_INTRO,
      PRICING_SECTION,
      SUCCESS_STORIES_SECTION,
      FAQ_ITEMS,
      GUIDE_PAGE,
      TIPS_PAGE,
      CITY_PAGES,
      TERMS_PAGE,
      PRIVACY_PAGE,
      FOOTER_LEGAL_PANEL,
      FOOTER_LEGAL_TEXT,
      NOT_FOUND_PAGE,
    ]).join(' ');
    expect(text).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|\bplaceholder\b|\bxxx\b/i);
  });

  it('404 page uses its exact copy', () => {
    expect(NOT_FOUND_PAGE.heading).toBe('Oops! Page not found');
    expect(NOT_FOUND_PAGE.homeLink).toEqual({ label: 'Return to Home', href: '/' });
  });
});
