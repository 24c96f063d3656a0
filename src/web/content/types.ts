import type { OfferedExtra } from '#domain/payments/catalog.ts';
/**
 * Shared shapes for the public-page content in this folder.
 *
 * Content is plain typed data: no JSX, no React. Pages render it; writers edit it here
 * without touching components.
 */

/** SEO data for one page. Title at most 60 characters, description at most 155. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

/** A link. `href` is a page's path from `pagePath` (#domain/routes.ts), with an anchor when it has one (`pagePath('landing', 'pricing')`), or a mailto: URL. */
export interface LinkItem {
  readonly label: string;
  readonly href: string;
}

/** A call-to-action button. `scrollTo` is the id of a landing-page section when the button scrolls instead of navigating. */
export interface CtaButton extends LinkItem {
  readonly scrollTo?: string;
}

/** A short titled piece of copy (cards, tips, bullet points with a lead-in). */
export interface TitledText {
  readonly title: string;
  readonly body: string;
}

/** One block of long-form copy, rendered in order. */
export type ContentBlock = (
  | { readonly type: 'paragraph'; readonly text: string }
  | {
      readonly type: 'list';
      /** true renders a numbered list. */
      readonly ordered?: boolean;
      /** Optional lead-in sentence shown above the list. */
      readonly intro?: string;
      readonly items: readonly string[];
    }
) & {
  /** Only where the deployment delivers this extra (ADR 0047): shown once the catalogue says so, never prerendered. */
  readonly offered?: OfferedExtra;
};

/** A headed section of long-form copy. `id` doubles as the HTML anchor when present. */
export interface ContentSection {
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly ContentBlock[];
}
