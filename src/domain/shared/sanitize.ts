/** Free text is cut to this many characters. */
export const FREE_TEXT_MAX_LENGTH = 1000;

/**
 * Control characters no text field keeps: C0 controls except tab, line feed and carriage return (NUL, ESC of
 * terminal escape codes...), DEL, C1 controls, and the bidirectional overrides that can disguise how text reads.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Any character either rule may remove (any surrogate, paired or not): text without one is already clean. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const MAY_NEED_STRIPPING = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/;

/** Strips control characters (keeping newlines and tabs) and unpaired surrogates, which no database stores. */
export function stripControlCharacters(input: string): string {
  if (!MAY_NEED_STRIPPING.test(input)) return input;
  return input.replace(LONE_SURROGATES, '').replace(CONTROL_CHARACTERS, '');
}

/** One-line fields (names, places): any run of whitespace, newlines and tabs included, becomes one space. */
export function singleLine(input: string): string {
  return stripControlCharacters(input).replace(/\s+/g, ' ');
}

/** For terminals and logs: every control character shown as a visible escape (\x1b, \u202e) instead of acting. */
export function escapeControlCharacters(input: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  return input.replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g, (ch) => {
    const code = ch.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/**
 * Free-text sanitising: tags, script blocks, javascript: URLs and inline handlers stripped, quotes removed, result cut
 * to 1000 characters. Whitespace is kept so typing is not disturbed.
 */
export function sanitizeText(input: string): string {
  return stripControlCharacters(input)
    .replace(/<script[\s\S]*?>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<\/?[a-z!][^>]*>/gi, '')
    .replace(/[<>]/g, '')
    .replace(/javascript\s*:/gi, '')
    .replace(/\bon[a-z]+\s*=/gi, '')
    .replace(/["'`]/g, '')
    .slice(0, FREE_TEXT_MAX_LENGTH);
}

/** Digits and commas only (rent, square footage inputs); returns the digits to store. */
export function digitsOnly(input: string): string {
  return input.replace(/[^\d]/g, '');
}

export function keepDigitsAndCommas(input: string): string {
  return input.replace(/[^\d,]/g, '');
}
