import { pagePath } from '#domain/routes.ts';
import type { LinkItem, PageMeta } from './types.ts';

/** 404 page for any unknown path. */

export const NOT_FOUND_META: PageMeta = {
  title: 'Page Not Found | RentCheck',
  description:
    'The page you are looking for does not exist. Return to the RentCheck home page to check your rent or generate a negotiation letter.',
};

export interface NotFoundPage {
  readonly code: '404';
  readonly heading: 'Oops! Page not found';
  readonly homeLink: LinkItem;
}

export const NOT_FOUND_PAGE: NotFoundPage = {
  code: '404',
  heading: 'Oops! Page not found',
  homeLink: { label: 'Return to Home', href: pagePath('landing') },
};
