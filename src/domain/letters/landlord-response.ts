import { keywordPatterns, normalizeQuotes } from './keyword-match.ts';
import type { ReplyResponseType } from './reply-phrases.ts';
import { MIN_MONTHLY_RENT } from '../shared/money.ts';

// Reading the landlord's answer: what they did with the rent, the figure and term they named and the reason they
// gave. The rent they name is read against the current rent and the renter's ask: the same rent is a refusal, a
// higher one their proposed increase, a lower one a counter-offer (or a yes, when it meets the ask).

export type LandlordResponseClass = ReplyResponseType | 'unclear';

/**
 * What the landlord's answer does: `decline` keeps the rent (with or without naming it), `increase` names a rent
 * above the current one, `counter` a rent between the renter's ask and the current rent, `accept` meets the ask,
 * `partial` has not decided.
 */
export type LandlordMove = 'decline' | 'increase' | 'counter' | 'accept' | 'partial' | 'unclear';

/** The reasons a landlord gives that the reply answers with figures. */
export const LANDLORD_REASONS = ['taxes', 'insurance', 'costs', 'market', 'upgrades'] as const;
export type LandlordReason = (typeof LANDLORD_REASONS)[number];

export interface ReadingContext {
  /** The rent the renter pays now. */
  current: number | null;
  /** The rent the renter asked for (the current rent when they asked to keep it). */
  asked: number | null;
}

export interface LandlordReading {
  move: LandlordMove;
  /** The monthly rent the landlord named for the new term; null when they named none. */
  rent: number | null;
  /** The lease length they asked for, in months. */
  term: number | null;
  reasons: LandlordReason[];
}

/**
 * Words for each kind of answer. A maybe that looks ahead ("I will consider it", "let me think about it") outweighs a
 * refusal in the same answer ("no promises"); one that may look back ("after considering your request, we cannot")
 * does not.
 */
const RESPONSE_KEYWORDS = {
  counter: ['counter*', 'instead', 'how about', 'we could', 'we can do', 'we can offer', 'would you'],
  maybe: [
    'will consider',
    "we'll consider",
    "i'll consider",
    'consider it',
    'think about',
    'thinking about',
    'think it over',
    'get back to you',
    'let you know',
    'look into it',
    'run it by',
    'check with',
    'talk it over',
    'need some time',
  ],
  perhaps: ['consider*', 'discuss*', 'review*'],
  decline: [
    'no',
    'cannot',
    "can't",
    'can not',
    'unable',
    'declin*',
    'not able',
    'not in a position',
    'not possible',
    "isn't possible",
    'will not',
    "won't",
    'not going to',
  ],
} as const;

const RESPONSE_PATTERNS = keywordPatterns(RESPONSE_KEYWORDS);

/** "We will not consider", "not considering": a refusal, not a maybe. */
const NEGATED_MAYBE = /\b(?:not|won't|cannot|can't|unable to)\s+(?:\w+\s+)?(?:consider|discuss|review)/i;

/** The rent stays as it is, in words: "remain the same", "no increase", "renew at the current rate". */
const KEEPS_RENT =
  /\b(?:(?:remain|stay)s?\s+(?:the\s+same|unchanged|as\s+(?:it\s+)?is|where\s+it\s+is|at\s+(?:the\s+)?current)|no\s+(?:change|increase)|same\s+rent|(?:the\s+)?current\s+rate|unchanged|keep\s+(?:it|the\s+rent)\s+(?:the\s+same|as\s+is|where\s+it\s+is)|hold\s+the\s+rent)\b/i;

const REASON_PATTERNS: Record<LandlordReason, RegExp> = {
  taxes: /\b(?:property\s+tax(?:es)?|tax(?:es)?|tax\s+(?:assessment|bill)|reassess\w*|assessment)\b/i,
  insurance: /\binsurance\b/i,
  costs: /\b(?:costs?|expenses?|utilit(?:y|ies)|water\s+bill|hoa|mortgage|interest\s+rates?|inflation|operating)\b/i,
  market:
    /\b(?:market|comparable|similar\s+(?:units|apartments|homes)|other\s+units|units\s+like\s+yours|going\s+rate|rents?\s+(?:in\s+the\s+area\s+|nearby\s+|around\s+here\s+)?(?:have|has)\s+(?:gone|gone\s+way|risen|increased)|rents\s+(?:went|are)\s+up|demand|neighbou?rhood)\b/i,
  upgrades:
    /\b(?:repairs?|renovat\w*|upgrades?|upgraded|improvements?|remodel\w*|new\s+(?:roof|appliances|windows|boiler|hvac|flooring|kitchen)|capital\s+(?:work|improvements?))\b/i,
};

/**
 * The landlord's own words: the pasted text without a quoted thread ("On Mon, ... wrote:", "> " lines, "From:"
 * headers, "-----Original Message-----") and without the signature after a sign-off line ("Best,", "Regards,").
 */
export function ownWords(text: string): string {
  const lines = normalizeQuotes(text).split(/\r?\n/);
  const kept: string[] = [];
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim();
    if (/^On\b.*\bwrote:?$/i.test(trimmed) || /^-{2,}\s*(?:Original|Forwarded)\s+Message/i.test(trimmed)) break;
    if (index > 0 && /^(?:From|Sent|To|Date|Subject):\s/i.test(trimmed) && kept.length > 0) break;
    if (trimmed === '--' || /^Sent from my\b/i.test(trimmed)) break;
    if (
      kept.some((k) => k.trim() !== '') &&
      /^(?:best|regards|best regards|kind regards|warm regards|sincerely|thanks|thank you|cheers|respectfully|all the best)[,.!]?$/i.test(
        trimmed,
      )
    )
      break;
    if (trimmed.startsWith('>')) continue;
    kept.push(line);
  }
  return kept.join('\n');
}

type AmountKind = 'rent' | 'increase-by' | 'off' | 'skip';

interface Amount {
  value: number;
  kind: AmountKind;
}

/** "$2,650", "$ 2650.00", "2,650 per month", "2650/mo". */
const AMOUNT = /\$\s?(\d[\d,]*(?:\.\d+)?)|\b(\d{1,2},\d{3}|\d{3,5})(?=\s*(?:\/\s*mo\w*|per\s+month|a\s+month|monthly)\b)/g;
const PERCENT = /(\d+(?:\.\d+)?)\s?(?:%|percent\b)/g;

/** The clause an amount sits in, up to it: from the last , ; : . ! ? or line break before it. */
function clauseBefore(text: string, index: number): string {
  const before = text.slice(0, index);
  let start = Math.max(...[',', ';', ':', '.', '!', '?', '\n', '(', ' but '].map((mark) => before.lastIndexOf(mark)));
  // An earlier figure in the same clause ends what belongs to this one ("from $2,500 to $2,650").
  const previous = [...before.matchAll(/\$\s?\d[\d,]*(?:\.\d+)?|\d+(?:\.\d+)?\s?%/g)].at(-1);
  if (previous) start = Math.max(start, (previous.index ?? 0) + previous[0].length - 1);
  return before.slice(start + 1);
}

function clauseAfter(text: string, index: number): string {
  const after = text.slice(index);
  const end = after.search(/[,;:.!?\n)]/);
  return end === -1 ? after : after.slice(0, end);
}

const FEE_AFTER = /^\s*(?:(?:pet|parking|application|late|admin\w*|amenity|utility|trash|storage|move-in|key)\s+)?(?:fee|deposit|charge)/i;
const FEE_BEFORE = /\b(?:fee|deposit|charge|charges|fees)\s*(?:of|is|will\s+be|:)?\s*$/i;
const MARKET_BEFORE =
  /\b(?:market|comparable|similar|other\s+units|units\s+like|neighbou?r\w*|average|going\s+rate|nearby|down\s+the\s+street|rent\s+for|renting\s+for|go\s+for|going\s+for|listed\s+at|listings?)\b/i;
const NEGATED_BEFORE = /\b(?:not|can't|cannot|unable|won't|couldn't|no\s+way)\b/i;
const QUOTES_RENTER =
  /\b(?:you\s+asked|your\s+request|you\s+requested|requested|you\s+proposed|you\s+suggested|your\s+letter|your\s+ask)\b/i;
const CURRENT_BEFORE = /\b(?:currently|current\s+rent|you\s+(?:now\s+)?pay|now\s+paying|presently)\b/i;
const PAST_BEFORE = /\b(?:was|were|last\s+year|in\s+20\d\d|previous\w*|used\s+to)\b/i;
const INCREASE_BY_BEFORE =
  /\b(?:increase|raise|adjustment|go(?:ing)?\s+up|goes\s+up|up)\s*(?:(?:it|the\s+rent)\s+)?(?:of|by)?\s*(?:about\s+|only\s+)?$/i;
const INCREASE_BY_AFTER = /^\s*(?:(?:a|per)\s+month\s+|\/\s*mo\w*\s+)?(?:more|increase|raise|higher|extra)\b/i;
const OFF_BEFORE =
  /\b(?:reduc\w*|lower\w*|discount|take|knock|come\s+down|drop\w*|credit|concession)\s+(?:it\s+|the\s+rent\s+)?(?:of|by)?\s*(?:about\s+)?$/i;
const OFF_AFTER = /^\s*(?:(?:a|per)\s+month\s+|\/\s*mo\w*\s+)?(?:off|less|discount|lower|reduction|credit|concession)\b/i;

function amountsIn(text: string, context: ReadingContext): Amount[] {
  const amounts: Amount[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const value = Number((match[1] ?? match[2] ?? '').replace(/,/g, ''));
    if (!Number.isFinite(value) || value <= 0) continue;
    const index = match.index ?? 0;
    const before = clauseBefore(text, index);
    const after = clauseAfter(text, index + match[0].length);
    let kind: AmountKind = 'rent';
    if (FEE_AFTER.test(after) || FEE_BEFORE.test(before)) kind = 'skip';
    else if (INCREASE_BY_AFTER.test(after) || (INCREASE_BY_BEFORE.test(before) && !/\bto\s*$/i.test(before))) kind = 'increase-by';
    else if (OFF_AFTER.test(after) || OFF_BEFORE.test(before)) kind = 'off';
    else if (
      value < MIN_MONTHLY_RENT ||
      MARKET_BEFORE.test(before) ||
      NEGATED_BEFORE.test(before) ||
      QUOTES_RENTER.test(before) ||
      CURRENT_BEFORE.test(before) ||
      PAST_BEFORE.test(before)
    )
      kind = 'skip';
    // "raise it by $150" is a change; "$2,650" after "increase" with no "by" and above the current rent is a rent.
    if (kind === 'increase-by' && context.current !== null && value >= context.current / 2) kind = 'rent';
    if (kind === 'off' && context.current !== null && value >= context.current / 2) kind = 'skip';
    amounts.push({ value: Math.round(value), kind });
  }
  return amounts;
}

/** A percentage change: "a 3% increase", "raise it 4%", "2% off". */
function percentChange(text: string): number | null {
  for (const match of text.matchAll(PERCENT)) {
    const value = Number(match[1]);
    const index = match.index ?? 0;
    const around = `${clauseBefore(text, index)} ${clauseAfter(text, index + match[0].length)}`;
    if (/\b(?:increase|raise|go(?:ing)?\s+up|adjust\w*|higher|more)\b/i.test(around)) return value;
    if (/\b(?:off|discount|reduc\w*|lower|less)\b/i.test(around)) return -value;
  }
  return null;
}

/** The rent the landlord named for the new term, read against the current rent; null when they named none. */
function rentNamed(text: string, context: ReadingContext): number | null {
  const { current } = context;
  const amounts = amountsIn(text, context);
  const rents = amounts.filter((a) => a.kind === 'rent').map((a) => a.value);
  const changed = rents.find((value) => value !== current);
  if (changed !== undefined) return changed;
  if (current !== null) {
    const increaseBy = amounts.find((a) => a.kind === 'increase-by');
    if (increaseBy) return current + increaseBy.value;
    const off = amounts.find((a) => a.kind === 'off');
    if (off) return current - off.value;
  }
  if (rents.length > 0) return rents[0] ?? null;
  if (current !== null) {
    const percent = percentChange(text);
    if (percent !== null && percent !== 0) return Math.round(current * (1 + percent / 100));
    if (KEEPS_RENT.test(text)) return current;
  }
  return null;
}

const TERM_WORDS: Record<string, number> = { one: 12, two: 24, three: 36, 'one-year': 12, 'two-year': 24 };

/** A lease length the landlord wrote: "18 months", "an 18-month lease", "a two-year lease", "1 year". */
export function extractLeaseTerm(text: string): number | null {
  const months = text.match(/\b(\d{1,2})[\s-]+months?\b/i);
  if (months) return Number(months[1]);
  const years = text.match(/\b(\d|one|two|three)[\s-]+years?\b/i);
  if (years) return TERM_WORDS[(years[1] ?? '').toLowerCase()] ?? Number(years[1]) * 12;
  return null;
}

/** The reasons given for their answer, in the order of LANDLORD_REASONS. */
export function landlordReasons(text: string): LandlordReason[] {
  const own = ownWords(text);
  const reasons = LANDLORD_REASONS.filter((reason) => REASON_PATTERNS[reason].test(own));
  // "Taxes and insurance went up" are costs already named; keep "costs" only when nothing more specific is.
  return reasons.includes('taxes') || reasons.includes('insurance') ? reasons.filter((r) => r !== 'costs') : reasons;
}

/** What a named rent does, given the current rent and the renter's ask. */
export function moveOf(rent: number, context: ReadingContext): Exclude<LandlordMove, 'partial' | 'unclear'> {
  const { current, asked } = context;
  if (current !== null && rent > current) return 'increase';
  if (asked !== null && rent <= asked) return 'accept';
  if (current !== null && rent === current) return 'decline';
  return 'counter';
}

/**
 * The landlord's answer, read in their own words (quoted thread and signature left out). A named rent decides the
 * move against the current rent and the ask; without one, a maybe ("let me think about it") is partial unless it is
 * negated, a refusal is a decline, an offer of other terms ("instead", "if you sign 18 months") a counter.
 */
export function readLandlordAnswer(text: string, context: ReadingContext): LandlordReading {
  const own = ownWords(text);
  const rent = rentNamed(own, context);
  const term = extractLeaseTerm(own);
  const reasons = landlordReasons(text);
  if (rent !== null) return { move: moveOf(rent, context), rent, term, reasons };
  const negatedMaybe = NEGATED_MAYBE.test(own);
  let move: LandlordMove = 'unclear';
  if (RESPONSE_PATTERNS.maybe.test(own) && !negatedMaybe) move = 'partial';
  else if (RESPONSE_PATTERNS.decline.test(own) || negatedMaybe) move = 'decline';
  else if (RESPONSE_PATTERNS.perhaps.test(own)) move = 'partial';
  else if (RESPONSE_PATTERNS.counter.test(own) || term !== null) move = 'counter';
  return { move, rent, term, reasons };
}

/** The reply form's "How did your landlord respond?" for a move: an increase or a yes is answered as a counter. */
export function responseTypeOf(move: LandlordMove): LandlordResponseClass {
  if (move === 'increase' || move === 'accept') return 'counter';
  return move;
}
