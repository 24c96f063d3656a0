import { LETTER_HANDOFF_KEY, type LetterHandoff, letterHandoffOf } from '#domain/letters/letter-handoff.ts';
import type { LetterForm } from '#domain/letters/letter-form.schema.ts';
import type { NegotiationStrategy } from '#domain/strategy/strategy.ts';

// The letter page hands the landlord's name and the letter's figures to the reply page through localStorage
// (never the network): the landlord often answers days later, in another tab. Each new letter overwrites it;
// sign-out removes it with the rest of the renter's local data.

/** Called once per generated letter, with the answers and the plan it was built from. Storage errors are ignored. */
export function saveLetterHandoff(form: Pick<LetterForm, 'landlordName'>, plan: NegotiationStrategy): void {
  try {
    localStorage.setItem(LETTER_HANDOFF_KEY, JSON.stringify(letterHandoffOf(form, plan)));
  } catch {
    // Private mode or a full quota: the reply form simply starts empty.
  }
}

/** The last letter's handoff, checked against its schema (loaded only when there is one); null when none is valid. */
export async function readLetterHandoff(): Promise<LetterHandoff | null> {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(LETTER_HANDOFF_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  const { parseLetterHandoff } = await import('#domain/letters/letter-handoff.schema.ts');
  return parseLetterHandoff(raw);
}

/** Sign-out: forget the last letter's figures. */
export function clearLetterHandoff(): void {
  try {
    localStorage.removeItem(LETTER_HANDOFF_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
