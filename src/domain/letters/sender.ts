import { clean } from '../shared/text.ts';

/**
 * The renter as the sender of a letter or reply (ADR 0067): who signs it and how the landlord can answer. Every field
 * is optional and kept as typed; the account's name and email fill the first two for a signed-in renter.
 */
export interface SenderDetails {
  senderName: string;
  senderPhone: string;
  senderEmail: string;
  /** The renter's postal address, when it is not the home the letter is about; lines as typed. */
  senderAddress: string;
}

export const SENDER_LIMITS = { senderName: 100, senderPhone: 30, senderEmail: 254, senderAddress: 300 } as const;

/** Sender field messages, shown verbatim under each field. */
export const SENDER_MESSAGES = {
  senderName: `Your name must be at most ${SENDER_LIMITS.senderName} characters`,
  senderPhone: 'Enter a phone number with digits, spaces, +, ( ) or -, such as (555) 123-4567',
  senderEmail: 'Enter an email address such as name@example.com',
  senderAddress: `Your address must be at most ${SENDER_LIMITS.senderAddress} characters`,
} as const;

/** What a letter says where a detail of the renter's is not known: the spec's three placeholders. */
export const SENDER_PLACEHOLDERS = { name: '[Your Name]', phone: '[Your Phone Number]', email: '[Your Email]' } as const;

export function emptySender(): SenderDetails {
  return { senderName: '', senderPhone: '', senderEmail: '', senderAddress: '' };
}

/** "(555) 123-4567", "+1 555 123 4567": digits, spaces, + ( ) - . and at least 7 digits. */
export function isPhoneNumber(value: string): boolean {
  const text = value.trim();
  return /^[+()\d\s.-]+$/.test(text) && (text.match(/\d/g)?.length ?? 0) >= 7;
}

/** "name@example.com": one @, no spaces, a dot in the domain. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** The sender as a letter shows it: each detail trimmed to one line (the address kept in its lines), null when blank. */
export interface Sender {
  name: string | null;
  phone: string | null;
  email: string | null;
  addressLines: string[];
}

export function senderOf(details: Partial<SenderDetails>): Sender {
  const one = (value: string | undefined) => clean(value) || null;
  return {
    name: one(details.senderName),
    phone: one(details.senderPhone),
    email: one(details.senderEmail),
    addressLines: (details.senderAddress ?? '')
      .split(/\r?\n/)
      .map((line) => clean(line))
      .filter(Boolean),
  };
}

const hasAnyDetail = (s: Sender) => s.name !== null || s.phone !== null || s.email !== null || s.addressLines.length > 0;

/**
 * The lines under the sign-off: the renter's name, then their phone and email when given. With no detail at all the
 * spec's three placeholders stand there ("[Your Name]", "[Your Phone Number]", "[Your Email]"); once the renter gave
 * any, a blank phone or email is left out (they chose not to give it) and only a missing name keeps its placeholder.
 */
export function signatureLines(sender: Sender): string[] {
  if (!hasAnyDetail(sender)) return [SENDER_PLACEHOLDERS.name, SENDER_PLACEHOLDERS.phone, SENDER_PLACEHOLDERS.email];
  return [sender.name ?? SENDER_PLACEHOLDERS.name, sender.phone, sender.email].filter((line): line is string => line !== null);
}

/**
 * The sender block a business letter starts with: the renter's name (or its placeholder) and postal address, which
 * is the home the letter is about unless they gave another. `home` is that home's lines ("12 Oak Street, Apt 4",
 * "Atlanta, GA 30308").
 */
export function senderBlockLines(sender: Sender, home: readonly string[]): string[] {
  return [sender.name ?? SENDER_PLACEHOLDERS.name, ...(sender.addressLines.length > 0 ? sender.addressLines : home)];
}

/**
 * The home's address as a return address: the address as typed, then "City, ST 30308" on a line of its own when the
 * city is known and the typed address does not already end with the ZIP code.
 */
export function homeAddressLines(
  propertyAddress: string,
  zipcode: string,
  place: { city: string | null; state: string | null } | null,
): string[] {
  const address = clean(propertyAddress);
  const zip = clean(zipcode);
  if (!address) return [];
  if (!zip || address.includes(zip) || !place?.city || !place.state) return [address];
  return [address, `${place.city}, ${place.state} ${zip}`];
}

/** A bracketed placeholder our letters and replies write: "[Your Name]", "[Your Phone Number]", "[Landlord's Name]". */
const PLACEHOLDER = /\[(?:Your|Landlord(?:'s|’s)?)\b[^\]\n]{0,40}\]/g;

/** Each placeholder still in a text, once, in the order it first appears. */
export function placeholdersIn(text: string): string[] {
  return [...new Set(text.match(PLACEHOLDER) ?? [])];
}

/**
 * The text with the sender's placeholders filled from the details now given: "[Your Name]" becomes the name, and
 * a line holding only "[Your Phone Number]" or "[Your Email]" takes the detail or, when the renter gave a name but
 * not that detail, goes. Used on a letter the renter has edited, so filling in a detail keeps their edits.
 */
export function fillSenderPlaceholders(text: string, sender: Sender): string {
  if (!hasAnyDetail(sender)) return text;
  const detail: Record<string, string | null> = {
    [SENDER_PLACEHOLDERS.name]: sender.name,
    [SENDER_PLACEHOLDERS.phone]: sender.phone,
    [SENDER_PLACEHOLDERS.email]: sender.email,
  };
  const lines = text.split('\n').flatMap((line) => {
    const alone = line.trim();
    if ((alone === SENDER_PLACEHOLDERS.phone || alone === SENDER_PLACEHOLDERS.email) && detail[alone] === null) {
      return sender.name === null ? [line] : [];
    }
    return [line.replace(PLACEHOLDER, (found) => detail[found] ?? found)];
  });
  return lines.join('\n');
}
