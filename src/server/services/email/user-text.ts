/**
 * Text a person typed, put into an email we send (issue 31): it is shown as quoted data, never as our words, and nothing
 * in it can become a link. A mail client makes links of anything that looks like an address (http://..., www...., a
 * bare domain, an email address), in plain text as in HTML; such text is shown with its dots and its scheme's colon
 * bracketed ("http[:]//evil[.]test/login"), the common way to show an address without making it one.
 */

/** An address a mail client would link: an optional scheme, a host of dotted labels ending in letters, a path. */
const LINK_LIKE = /\b(?:[a-z][a-z0-9+.-]*:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}\b(?::\d+)?(?:\/\S*)?/gi;

/** The text with every address-like part shown but not linkable. */
export function unlinked(text: string): string {
  return text.replace(LINK_LIKE, (match) => match.replace('://', '[:]//').replace(/\.(?=[a-z0-9])/gi, '[.]'));
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A one-line value a person typed (a name, an address label) for a plain-text email: in quotes, not linkable. */
export const quotedLine = (text: string) => `"${unlinked(text.replace(/\s+/g, ' ').trim())}"`;

/** The same value for an HTML email: escaped, not linkable, set apart as a quotation. */
export const quotedHtml = (text: string) => `<blockquote>${escapeHtml(unlinked(text.replace(/\s+/g, ' ').trim()))}</blockquote>`;
