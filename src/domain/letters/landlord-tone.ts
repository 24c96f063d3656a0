import { keywordPatterns, normalizeQuotes } from './keyword-match.ts';

export type LandlordTone = 'dismissive' | 'firm' | 'open' | 'professional';

/**
 * Landlord tone, strongest signal first: dismissive > firm > open, else professional. A refusal or a
 * hard line outweighs polite framing ("happy to chat, but this is our final offer" is firm), and being
 * brushed off outweighs both, because that is what the reply has to defuse first.
 * dismissive: brushes the request off or invites the tenant to leave.
 * firm: a fixed position, a policy or a final number.
 * open: willing to talk or to move.
 */
export const LANDLORD_TONE_KEYWORDS = {
  dismissive: [
    'not interested',
    'no way',
    'out of the question',
    'absolutely not',
    'ridiculous',
    'waste of time',
    'take it or leave it',
    'feel free to move',
    'free to leave',
    'look elsewhere',
    'find another place',
    "don't bother",
    'not my problem',
    'plenty of other*',
  ],
  firm: [
    'final',
    'firm',
    'non-negotiable',
    'not negotiable',
    'bottom line',
    'best we can do',
    'best i can do',
    'no exceptions',
    'policy',
    'must',
    'will not',
    "won't",
    'not willing',
    'unwilling',
    'not open to',
    'not in a position',
    'market rate',
  ],
  open: [
    'happy to',
    'glad to',
    'open to',
    'willing',
    'flexible',
    'negotiable',
    "let's talk",
    "let's discuss",
    'work with you',
    'work something out',
    'appreciate*',
    'valued tenant',
    'great tenant',
    'good tenant',
    'consider*',
    'discuss*',
  ],
} as const satisfies Record<Exclude<LandlordTone, 'professional'>, readonly string[]>;

const TONE_PATTERNS = keywordPatterns(LANDLORD_TONE_KEYWORDS);

export function detectLandlordTone(text: string): LandlordTone {
  const t = normalizeQuotes(text);
  if (TONE_PATTERNS.dismissive.test(t)) return 'dismissive';
  if (TONE_PATTERNS.firm.test(t)) return 'firm';
  if (TONE_PATTERNS.open.test(t)) return 'open';
  return 'professional';
}
