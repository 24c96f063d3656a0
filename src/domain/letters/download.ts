const LETTER_FILE_BASE = 'rent-negotiation-letter';
const LETTER_FILE_SLUG_MAX = 80;

/**
 * The download's name: 'rent-negotiation-letter-' plus the lower-cased address with spaces as hyphens, '.txt'.
 * Made safe for any file system: accents dropped, only a-z, 0-9 and single hyphens kept, at most 80 characters
 * of address; with nothing left, just 'rent-negotiation-letter.txt'.
 */
export function letterFileName(propertyAddress: string): string {
  const slug = propertyAddress
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .slice(0, LETTER_FILE_SLUG_MAX)
    .replace(/^-|-$/g, '');
  return `${slug ? `${LETTER_FILE_BASE}-${slug}` : LETTER_FILE_BASE}.txt`;
}

/** The same name as the text download, for the PDF: 'rent-negotiation-letter-<address>.pdf'. */
export function letterPdfFileName(propertyAddress: string): string {
  return letterFileName(propertyAddress).replace(/\.txt$/, '.pdf');
}
