import { BASE_OFFER, premiumFeatures } from '#domain/payments/catalog.ts';
import { pagePath } from '#domain/routes.ts';
import { CITY_PAGES } from '#web/content/cities.ts';
import { FAQ_CONTACT, FAQ_ITEMS, FAQ_PAGE } from '#web/content/faq.ts';
import { GUIDE_PAGE } from '#web/content/guide.ts';
import { PLAN_PAGE } from '#web/content/plan.ts';
import { LANDING_CARDS, LANDING_HERO } from '#web/content/landing-hero.ts';
import { PRIVACY_PAGE } from '#web/content/privacy.ts';
import { TERMS_PAGE } from '#web/content/terms.ts';
import { TIPS_PAGE } from '#web/content/tips.ts';

/** A public content page: its path (from the route table), its one h1 and text that must be on it (prerendered and in the browser). */
export interface ContentPage {
  path: string;
  h1: string;
  text: string[];
}

export const CONTENT_PAGES: ContentPage[] = [
  {
    path: pagePath('landing'),
    h1: LANDING_HERO.headline,
    text: [
      ...LANDING_HERO.badges,
      ...LANDING_HERO.benefits,
      ...LANDING_CARDS.cards.map((card) => card.title),
      LANDING_CARDS.disclaimer,
      ...premiumFeatures(BASE_OFFER).map((feature) => feature.label),
    ],
  },
  {
    path: pagePath('faq'),
    h1: FAQ_PAGE.heading,
    text: [...FAQ_ITEMS.flatMap((item) => [item.question, item.answer]), FAQ_CONTACT.email],
  },
  {
    path: pagePath('plan'),
    h1: PLAN_PAGE.title,
    text: [PLAN_PAGE.intro, PLAN_PAGE.whatTitle, ...PLAN_PAGE.what, PLAN_PAGE.sourcesNote, PLAN_PAGE.buyTitle, PLAN_PAGE.buyBody],
  },
  {
    path: pagePath('how-to-negotiate-rent'),
    h1: GUIDE_PAGE.heading,
    text: [...GUIDE_PAGE.intro, ...GUIDE_PAGE.sections.map((section) => section.heading), GUIDE_PAGE.cta.heading],
  },
  {
    path: pagePath('rent-reduction-tips'),
    h1: TIPS_PAGE.title,
    text: TIPS_PAGE.categories.flatMap((category) => [category.title, ...category.tips.map((tip) => tip.title)]),
  },
  ...CITY_PAGES.map((city) => ({
    path: city.path,
    h1: city.hero.title,
    text: [
      city.overview.heading,
      ...city.overview.paragraphs,
      ...city.areaStrategies.areas.flatMap((area) => [area.name, ...area.strategies]),
      ...city.localTips.map((tip) => tip.title),
      city.cta.buttonLabel,
      city.cta.secondaryButton.label,
    ],
  })),
  {
    path: pagePath('terms'),
    h1: TERMS_PAGE.title,
    text: [TERMS_PAGE.effectiveLabel, ...TERMS_PAGE.sections.map((section) => section.heading)],
  },
  {
    path: pagePath('privacy'),
    h1: PRIVACY_PAGE.title,
    text: [
      PRIVACY_PAGE.lastUpdatedLabel,
      ...PRIVACY_PAGE.tabs.flatMap((tab) => [tab.label, ...tab.sections.map((section) => section.heading)]),
      PRIVACY_PAGE.contact.text,
    ],
  },
];

/** Visible text of an HTML document as a crawler without JavaScript reads it: tags dropped, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
