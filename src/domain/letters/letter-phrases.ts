import type { Stance } from '../strategy/strategy.ts';
import type { LetterTone } from './tones.ts';

/** The rules a landlord reads about "your home" are about the renter's home: "the home". */
export function forLandlord(condition: string): string {
  return condition.replace(/\byour (home|apartment|unit|building)\b/g, 'the $1');
}

/**
 * Everything a letter says, in each tone (ADR 0039). The builder works out the facts and formats every figure;
 * each tone writes every paragraph from them: direct is short, professional formal, friendly warm,
 * conversational casual. No tone states anything the facts do not carry.
 */

/** Who the letter is to: a company gets its team greeted, a person their name (first name in the warmer tones). */
export interface Addressee {
  /** "Peachtree Residential" (legal suffix dropped) or "Jane Smith". */
  name: string;
  company: boolean;
  /** "Jane"; the full name when it starts with a title ("Ms. Smith"). */
  first: string;
}

export interface OpeningFacts {
  stance: Stance;
  /** "3 years"; null when not known. */
  tenure: string | null;
  /** "$2,500". */
  rent: string;
  /** "ends on March 31, 2027" / "comes up for renewal in 60 days" / null. */
  leaseEnd: string | null;
  /** "March 31, 2027" when the lease end date is known. */
  endsOn: string | null;
  /** "in 60 days" from the renewal timeframe, when no date is known. */
  renewal: string | null;
  /** "$2,650" when the landlord proposed a new rent: the letter answers it, whatever the renter asks. */
  proposed: string | null;
}

/** HUD's two-year change in its fair market rent for the area, formatted. `change` is the signed whole percent. */
export interface TrendFacts {
  /** "one-bedroom". */
  bed: string;
  /** "Fulton County, GA". */
  area: string;
  change: number;
  from: string;
  fromYear: number;
  to: string;
  toYear: number;
  /** Counter only: the landlord's proposed increase as a percent ("8%"). */
  proposedPercent: string | null;
}

/** Where the current (or proposed) rent stands against the renter's reading of the public figures. */
export type MarketPosition =
  /** reduce: the renter pays `gap` a month (`yearly` a year) more. */
  | { kind: 'above'; current: string; gap: string; yearly: string }
  /** keep, paying more than the average: an increase would not reflect the market. */
  | { kind: 'keep-above'; current: string; gap: string }
  /** keep, within $50 of the average. */
  | { kind: 'in-line'; current: string }
  /** counter, the renter already at or above the average (`gap` null when exactly at it). */
  | { kind: 'counter-above'; current: string; gap: string | null; proposed: string; over: string }
  /** counter, the renter below the average but the proposed rent above it. */
  | { kind: 'counter-below'; proposed: string; over: string };

export interface MarketFacts {
  /** The public figures and the renter's reading of them; null when only the trend is quoted. */
  figures: {
    hud: { bed: string; where: string; fmr: string; year: number } | null;
    census: { years: string; zip: string; median: string } | null;
    /** "one-bedroom apartment". */
    units: string;
    /** The average from the public figures: "$1,827". */
    average: string;
    /** Its one name (ADR 0064): "RentCheck's estimate built on HUD and Census figures". */
    estimate: string;
    position: MarketPosition;
  } | null;
  trend: TrendFacts | null;
}

export interface RepairFacts {
  stance: Stance;
  /** The renter's own words, as sentences. */
  items: string;
  /** "December 23, 2026". */
  fixBy: string;
  current: string;
  /** Counter only: true when the renter accepts an increase (target above the current rent). */
  acceptsIncrease: boolean;
  /** True when the landlord proposed an increase. */
  proposed: boolean;
}

export interface IncreaseFacts {
  stance: Stance;
  /** "$100 in 2024 and $125 in 2025"; null when the renter's text gave no amounts (then `text` is quoted). */
  list: string | null;
  /** "twice", "three times"; null for one increase. */
  times: string | null;
  /** "$225". */
  total: string | null;
  /** The total as a percent of the rent before the increases: "10%". */
  percent: string | null;
  /** HUD's two-year change, when the renter's increases outpaced it. */
  outpaced: Pick<TrendFacts, 'bed' | 'area' | 'change' | 'fromYear' | 'toYear'> | null;
  /** The renter's own words, as sentences, when no amounts could be read. */
  text: string | null;
}

export interface ListingFacts {
  /** "410 Main St" (capitalised), or null when not given. */
  where: string | null;
  /** "one-bedroom" or null. */
  bed: string | null;
  rent: string;
  /** "1 month free on 12" or null. */
  concession: string | null;
  effective: string;
}

export interface ComparableFacts {
  /** Only listings whose effective rent is below what the renter pays (or, for a counter, the proposed rent). */
  listings: ListingFacts[];
  /** The lowest effective rent among them. */
  best: { where: string | null; less: string };
  /** Counter: the landlord's proposed rent the listings are set against; null: against the current rent. */
  proposed: string | null;
}

export interface VacancyFacts {
  stance: Stance;
  /** True when the landlord proposed an increase: `overTerm` is the difference between their figure and the ask. */
  againstProposal: boolean;
  low: string;
  high: string;
  /** What saying yes costs the landlord over the ask's term; null when nothing (renewing at the current rent). */
  overTerm: string | null;
  termMonths: number;
  /** True when the turnover cost's low end is above `overTerm` (else equal to it). */
  more: boolean;
}

/** The ask, already formatted. `percent` is "7%" or null when it rounds to 0. */
export interface AskFacts {
  stance: Stance;
  current: string;
  target: string;
  change: string;
  percent: string | null;
  /** The landlord's proposed figure, their increase and its percent, whatever the renter asks (the letter answers it). */
  proposed: string | null;
  proposedIncrease: string | null;
  proposedPercent: string | null;
  /** "a 12-month", "an 18-month": the renter's own term (signing early never changes it). */
  term: string;
  termMonths: number;
  /**
   * The ask is below the market average the letter cites: by how much, and why ("the repairs still outstanding and my
   * 3 years as a reliable tenant"); null when it is not, or the letter gives no reason (the renter is warned).
   */
  belowAverage: { below: string; because: string } | null;
}

/**
 * The rent rules paragraph (ADR 0046), already formatted: the cap the increase is above, with the law and the
 * exemptions left unanswered, and the date a short notice lets the increase start.
 */
export interface RulesFacts {
  cap: {
    /** "ORS 90.323". */
    law: string;
    /** "Oregon". */
    place: string;
    /** "10%". */
    limit: string;
    /** "in any 12 months", "for 2026". */
    period: string;
    /** "the building is newer than 15 years or the home is …"; null when every exemption was answered. */
    unless: string | null;
    /** "$2,016", "12%", "$1,980". */
    proposed: string;
    increase: string;
    allowed: string;
  } | null;
  notice: { law: string; required: number; given: number; earliest: string } | null;
}

/** Everything a letter says that depends on tone: one function per paragraph. */
export interface LetterPhrases {
  salutation: (to: Addressee) => string;
  opening: (facts: OpeningFacts) => string;
  /** `list` continues "I have …": "never missed …, kept …, and handled …". */
  record: (list: string) => string;
  rules: (facts: RulesFacts) => string;
  market: (facts: MarketFacts) => string;
  repairs: (facts: RepairFacts) => string;
  increases: (facts: IncreaseFacts) => string;
  comparables: (facts: ComparableFacts) => string;
  /** `text` is the renter's own words, as sentences. */
  improvements: (text: string) => string;
  /** The renter's budget, never a change in finances (some landlords read that as a risk of late payment; ADR 0055). */
  hardship: string;
  notes: (text: string) => string;
  vacancy: (facts: VacancyFacts) => string;
  ask: (facts: AskFacts) => string;
  signEarly: string;
  replyBy: (date: string) => string;
  closing: string;
  signOff: string;
}

const pct = (p: string | null) => (p ? ` (${p})` : '');
const FIGURES = (t: TrendFacts) => `from ${t.from} in FY${t.fromYear} to ${t.to} in FY${t.toYear}`;
/** HUD's area-wide figure, named apart from the ZIP's own Small Area figure (ADR 0064). */
const hudName = (t: Pick<TrendFacts, 'bed' | 'area'>) => `HUD's area-wide ${t.bed} fair market rent for ${t.area}`;
type PositionWords = { [K in MarketPosition['kind']]: (p: Extract<MarketPosition, { kind: K }>) => string };
const positionIn = (p: MarketPosition, words: PositionWords) => (words[p.kind] as (p: MarketPosition) => string)(p);
const unlessOf = (unless: string | null) => (unless ? `, unless ${unless}` : '');
const sentences = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' ');

function purpose(stance: Stance, style: 'formal' | 'plain' | 'warm' | 'casual'): string {
  if (stance === 'keep') {
    return {
      formal: 'I would like to renew my lease at the current rent',
      plain: 'I want to renew at my current rent',
      warm: "I'd love to renew at my current rent",
      casual: 'ask about renewing at the rent I pay now',
    }[style];
  }
  return {
    formal: 'I would like to discuss the rent for the next lease term',
    plain: 'I want to settle the rent for the next term',
    warm: "I'd like to talk about the rent for the next lease",
    casual: 'talk about the rent for the next lease',
  }[style];
}

export const LETTER_PHRASES: Record<LetterTone, LetterPhrases> = {
  professional: {
    salutation: (to) => `Dear ${to.company ? `${to.name} team` : to.name},`,
    opening: ({ stance, tenure, rent, leaseEnd, proposed }) => {
      const who = tenure ? `I have been your tenant for ${tenure} and currently pay ${rent} a month.` : `I currently pay ${rent} a month.`;
      if (proposed) {
        return `I am writing in response to your renewal offer of ${proposed} a month. ${who} Before my lease ${leaseEnd ?? 'comes up for renewal'}, I would like to discuss the new figure with you.`;
      }
      return `${who} As my lease ${leaseEnd ?? 'comes up for renewal'}, ${purpose(stance, 'formal')}.`;
    },
    rules: ({ cap, notice }) =>
      sentences(
        cap &&
          `Under ${cap.law}, ${cap.place} allows a rent increase of at most ${cap.limit} ${cap.period}${unlessOf(cap.unless)}. The proposed rent of ${cap.proposed} is an increase of ${cap.increase}, so I ask you to correct it to no more than ${cap.allowed} before we discuss the renewal further.`,
        notice &&
          `${cap ? 'I also note that ' : ''}${notice.law} requires ${notice.required} days' written notice for this increase; the notice I received gave ${notice.given} days, so the new rent could apply from ${notice.earliest} at the earliest.`,
      ),
    record: (list) => `Throughout my tenancy, I have ${list}.`,
    market: ({ figures: f, trend: t }) =>
      sentences(
        'I have reviewed the published rent figures for this area.',
        f?.hud &&
          `HUD's fair market rent for a ${f.hud.bed} home in ${f.hud.where} is ${f.hud.fmr} for FY${f.hud.year}; HUD sets it at the 40th percentile of rents paid by recent movers, utilities included.`,
        f?.census &&
          `The Census Bureau's American Community Survey for ${f.census.years} puts the median gross rent (rent plus utilities) in ZIP ${f.census.zip}, across all unit sizes, at ${f.census.median}.`,
        f && `${f.estimate} puts the average for a similar ${f.units} here at about ${f.average} a month.`,
        f &&
          positionIn(f.position, {
            above: (p) => `At ${p.current}, I pay ${p.gap} a month more than that, or ${p.yearly} over a year.`,
            'keep-above': (p) =>
              `At ${p.current}, I already pay ${p.gap} a month more than that, so an increase would not reflect the market.`,
            'in-line': (p) => `My current rent of ${p.current} is already in line with that.`,
            'counter-above': (p) =>
              `At ${p.current}, I already pay ${p.gap ? `${p.gap} a month more than that` : 'that average'}, and ${p.proposed} would put the rent ${p.over} a month above it.`,
            'counter-below': (p) => `Your proposed ${p.proposed} would put the rent ${p.over} a month above that.`,
          }),
        t &&
          (t.proposedPercent
            ? t.change > 0
              ? `Over two years, ${hudName(t)} rose ${t.change}%, ${FIGURES(t)}, which is less than the ${t.proposedPercent} increase proposed for one year.`
              : t.change < 0
                ? `Over two years, ${hudName(t)} fell ${-t.change}%, ${FIGURES(t)}, while the proposed increase is ${t.proposedPercent} in one year.`
                : `Over two years, ${hudName(t)} held steady, ${FIGURES(t)}, while the proposed increase is ${t.proposedPercent} in one year.`
            : t.change < 0
              ? `Over two years, ${hudName(t)} fell ${-t.change}%, ${FIGURES(t)}.`
              : `Over two years, ${hudName(t)} held steady, ${FIGURES(t)}.`),
      ),
    repairs: ({ stance, items, fixBy, current, acceptsIncrease }) =>
      sentences(
        'Some repairs are still outstanding.',
        items,
        `I ask that this work be completed by ${fixBy}.`,
        stance === 'reduce'
          ? `Until it is, the current rent of ${current} does not reflect the condition of the home, which is part of the reason for the rent I request below.`
          : acceptsIncrease
            ? `I also ask that any increase take effect only once the work is done, with the rent remaining at ${current} until then.`
            : 'While the work remains outstanding, an increase would not be justified.',
      ),
    increases: ({ stance, list, times, total, percent, outpaced, text }) =>
      sentences(
        list === null
          ? `I would also note the rent increases during my tenancy. ${text}`
          : times
            ? `My rent has already risen ${times} during my tenancy, by ${list}: ${total} a month in all${percent ? `, or ${percent} more than when I moved in` : ''}.`
            : `My rent has already risen by ${list} during my tenancy${percent ? `, ${percent} more than when I moved in` : ''}.`,
        outpaced
          ? `From FY${outpaced.fromYear} to FY${outpaced.toYear}, ${hudName(outpaced)} ${outpaced.change > 0 ? `rose ${outpaced.change}%` : outpaced.change < 0 ? `fell ${-outpaced.change}%` : 'did not change'}, so my rent has already risen faster than rents in the area.`
          : stance === 'counter'
            ? `A further increase on top of ${times || list === null ? 'those' : 'that'} would be difficult to absorb.`
            : stance === 'keep'
              ? `After ${times || list === null ? 'those increases' : 'that increase'}, I ask that this renewal hold the rent where it is.`
              : `Having absorbed ${times || list === null ? 'those increases' : 'that increase'}, I ask that this renewal ease the rent rather than raise it again.`,
      ),
    comparables: ({ listings, best, proposed }) =>
      sentences(
        listings.length === 1 ? 'I have also found a comparable home listed nearby.' : 'I have also found comparable homes listed nearby.',
        ...listings.map(
          (l) =>
            `${l.where ?? 'One nearby home'}${l.bed ? ` (${l.bed})` : ''} is listed at ${l.rent} a month${l.concession ? ` with ${l.concession}, an effective rent of ${l.effective} a month` : ''}.`,
        ),
        `${listings.length === 1 ? 'That is' : `The lowest of these${best.where ? `, ${best.where},` : ''} comes to`} ${best.less} a month less than ${proposed ? `your proposed ${proposed}` : 'what I pay'}.`,
      ),
    improvements: (text) => `I have also made improvements to the home during my tenancy. ${text}`,
    hardship: 'A rent that fits my budget would also let me plan to stay here for the long term.',
    notes: (text) => `I would also note the following. ${text}`,
    vacancy: ({ againstProposal, low, high, overTerm, termMonths, more }) =>
      `Retaining a reliable tenant also makes financial sense: a vacancy and turnover typically cost a landlord 1 to 3 months of rent, or ${low} to ${high} at the current rent` +
      (overTerm
        ? `, ${more ? 'more than' : 'as much as'} the ${overTerm} ${againstProposal ? 'between your figure and mine' : 'that the reduction I am requesting comes to'} over the ${termMonths}-month lease.`
        : '. Renewing at the current rent avoids that cost entirely.'),
    ask: (a) => {
      const rather = a.proposed ? `, rather than the ${a.proposed} you proposed` : '';
      const ask =
        a.stance === 'reduce'
          ? `I would therefore like to request a rent of ${a.target} a month, a reduction of ${a.change}${pct(a.percent)} from my current rent, on ${a.term} renewal${rather}.`
          : a.stance === 'keep' || a.target === a.current
            ? `I would therefore like to request that the rent stay at ${a.current} a month for ${a.term} renewal${rather}.`
            : `I would like to propose ${a.target} a month, an increase of ${a.change}${pct(a.percent)} rather than ${a.proposedIncrease}${pct(a.proposedPercent)}, for ${a.term} term.`;
      return sentences(
        ask,
        a.belowAverage && `That is ${a.belowAverage.below} a month below the average above, which reflects ${a.belowAverage.because}.`,
      );
    },
    signEarly: 'I am also prepared to sign the renewal early, which gives you certainty of occupancy.',
    replyBy: (date) => `I would be grateful for your reply by ${date}, so that we have time to finalize the renewal.`,
    closing: 'Thank you for your time and consideration. I look forward to continuing as your tenant.',
    signOff: 'Sincerely,',
  },

  direct: {
    salutation: (to) => `Dear ${to.company ? `${to.name} team` : to.name},`,
    opening: ({ stance, tenure, rent, leaseEnd, proposed }) => {
      const who = tenure ? `I have rented this home for ${tenure} and pay ${rent} a month.` : `I pay ${rent} a month.`;
      if (proposed) {
        return `I have received your proposed rent of ${proposed} a month. ${who} I want to agree on the figure before my lease ${leaseEnd ?? 'comes up for renewal'}.`;
      }
      return `${who} My lease ${leaseEnd ?? 'comes up for renewal soon'}, and ${purpose(stance, 'plain')}.`;
    },
    rules: ({ cap, notice }) =>
      sentences(
        cap &&
          `Under ${cap.law}, ${cap.place} allows at most ${cap.limit} ${cap.period}${unlessOf(cap.unless)}. The proposed ${cap.proposed} is a ${cap.increase} increase. Please correct it to no more than ${cap.allowed} before we go further.`,
        notice &&
          `${notice.law} requires ${notice.required} days' written notice for this increase and I had ${notice.given}, so the new rent could apply from ${notice.earliest} at the earliest.`,
      ),
    record: (list) => `My record as a tenant is strong: I have ${list}.`,
    market: ({ figures: f, trend: t }) =>
      sentences(
        'Here are the public figures.',
        f?.hud &&
          `HUD's FY${f.hud.year} fair market rent for a ${f.hud.bed} home in ${f.hud.where} is ${f.hud.fmr}, the 40th percentile of rents paid by recent movers, utilities included.`,
        f?.census &&
          `The Census Bureau's median gross rent (rent plus utilities) in ZIP ${f.census.zip}, all unit sizes, is ${f.census.median} (American Community Survey, ${f.census.years}).`,
        f && `${f.estimate} for a similar ${f.units} here is ${f.average} a month.`,
        f &&
          positionIn(f.position, {
            above: (p) => `At ${p.current}, I pay ${p.gap} a month more: ${p.yearly} a year.`,
            'keep-above': (p) => `At ${p.current}, I already pay ${p.gap} a month more, so the market does not support an increase.`,
            'in-line': (p) => `My rent of ${p.current} is already in line with it.`,
            'counter-above': (p) =>
              `At ${p.current}, I already pay ${p.gap ? `${p.gap} a month more` : 'that'}; ${p.proposed} would be ${p.over} a month above it.`,
            'counter-below': (p) => `Your proposed ${p.proposed} would be ${p.over} a month above it.`,
          }),
        t &&
          (t.proposedPercent
            ? t.change > 0
              ? `${hudName(t)} rose ${t.change}% in two years (${FIGURES(t)}); you propose ${t.proposedPercent} in one.`
              : t.change < 0
                ? `${hudName(t)} fell ${-t.change}% in two years (${FIGURES(t)}); you propose ${t.proposedPercent} in one.`
                : `${hudName(t)} was flat over two years (${FIGURES(t)}); you propose ${t.proposedPercent} in one.`
            : t.change < 0
              ? `${hudName(t)} fell ${-t.change}% in two years (${FIGURES(t)}).`
              : `${hudName(t)} was flat over two years (${FIGURES(t)}).`),
      ),
    repairs: ({ stance, items, fixBy, current, acceptsIncrease }) =>
      sentences(
        'Repairs still outstanding:',
        items,
        `Please have the work done by ${fixBy}.`,
        stance === 'reduce'
          ? `Until then, ${current} is too much for the home as it is.`
          : acceptsIncrease
            ? `Any increase should start only once the work is done; until then the rent stays at ${current}.`
            : 'An increase is not justified while the work is outstanding.',
      ),
    increases: ({ stance, list, times, total, percent, outpaced, text }) =>
      sentences(
        list === null
          ? `Past increases: ${text}`
          : times
            ? `My rent has gone up ${times} already: ${list}, ${total} a month in all${percent ? `, up ${percent} since I moved in` : ''}.`
            : `My rent has already gone up ${list}${percent ? `, ${percent} since I moved in` : ''}.`,
        outpaced
          ? `${hudName(outpaced)} ${outpaced.change > 0 ? `rose only ${outpaced.change}%` : outpaced.change < 0 ? `fell ${-outpaced.change}%` : 'did not change'} from FY${outpaced.fromYear} to FY${outpaced.toYear}: my rent has outpaced the area.`
          : stance === 'counter'
            ? `Another increase on top of ${times || list === null ? 'those' : 'that'} is too much.`
            : stance === 'keep'
              ? 'That is enough for now; I ask for no further increase.'
              : `After ${times || list === null ? 'those' : 'that'}, the rent should come down, not go up again.`,
      ),
    comparables: ({ listings, best, proposed }) =>
      sentences(
        listings.length === 1 ? 'A comparable home nearby is listed for less.' : 'Comparable homes nearby are listed for less.',
        ...listings.map(
          (l) =>
            `${l.where ?? 'A nearby listing'}${l.bed ? ` (${l.bed})` : ''}: ${l.rent}${l.concession ? ` with ${l.concession}, effectively ${l.effective}` : ''}.`,
        ),
        `${listings.length === 1 ? 'That is' : `The lowest${best.where ? `, ${best.where},` : ''} is`} ${best.less} a month under ${proposed ? `your proposed ${proposed}` : 'my rent'}.`,
      ),
    improvements: (text) => `I have also improved the home. ${text}`,
    hardship: 'A rent that fits my budget lets me commit to staying long term.',
    notes: (text) => `Note: ${text}`,
    vacancy: ({ againstProposal, low, high, overTerm, termMonths, more }) =>
      `A vacancy typically costs 1 to 3 months of rent: ${low} to ${high} here` +
      (overTerm
        ? `, ${more ? 'more than' : 'as much as'} the ${overTerm} ${againstProposal ? 'between your figure and mine' : 'this reduction comes to'} over ${termMonths} months.`
        : '. Renewing at the current rent avoids that.'),
    ask: (a) => {
      const instead = a.proposed ? ` instead of ${a.proposed}` : '';
      const ask =
        a.stance === 'reduce'
          ? `I am asking for a rent of ${a.target} a month${instead}, ${a.change}${pct(a.percent)} less than now, on ${a.term} renewal.`
          : a.stance === 'keep' || a.target === a.current
            ? `I am asking to renew at my current rent of ${a.current} a month${instead}, on ${a.term} lease.`
            : `I am proposing ${a.target} a month, an increase of ${a.change}${pct(a.percent)} instead of ${a.proposedIncrease}${pct(a.proposedPercent)}, on ${a.term} lease.`;
      return sentences(ask, a.belowAverage && `That is ${a.belowAverage.below} below the average, given ${a.belowAverage.because}.`);
    },
    signEarly: 'I can sign the renewal early.',
    replyBy: (date) => `Please reply by ${date}.`,
    closing: 'Thank you. I am happy to discuss this by phone or in person.',
    signOff: 'Regards,',
  },

  friendly: {
    salutation: (to) => `Hi ${to.company ? `${to.name} team` : to.first},`,
    opening: ({ stance, tenure, rent, leaseEnd, endsOn, renewal, proposed }) => {
      const who = tenure
        ? `I've really enjoyed my ${tenure} here, and I currently pay ${rent} a month.`
        : `I currently pay ${rent} a month, and I really enjoy living here.`;
      if (proposed) {
        return `I've received your renewal offer of ${proposed} a month, and I appreciate you reaching out. ${who} Before my lease ${leaseEnd ?? 'comes up for renewal'}, I'd love to talk about that number with you.`;
      }
      const when = endsOn
        ? `With my lease ending on ${endsOn}`
        : renewal
          ? `With my renewal coming up ${renewal}`
          : 'With my renewal coming up';
      return `${who} ${when}, ${purpose(stance, 'warm')}.`;
    },
    rules: ({ cap, notice }) =>
      sentences(
        cap &&
          `Before we go further, I wanted to mention something I read: under ${cap.law}, ${cap.place} allows a rent increase of at most ${cap.limit} ${cap.period}${unlessOf(cap.unless)}. The proposed ${cap.proposed} would be a ${cap.increase} increase, so could you correct it to no more than ${cap.allowed} first? Then I'd be glad to talk through the rest.`,
        notice &&
          `${cap ? 'Also, ' : ''}${notice.law} asks for ${notice.required} days' written notice for an increase like this, and the notice I got gave ${notice.given} days, so the new rent could start on ${notice.earliest} at the earliest.`,
      ),
    record: (list) => `I've always tried to be a tenant you don't have to worry about: I've ${list}.`,
    market: ({ figures: f, trend: t }) =>
      sentences(
        'I looked into local rents to make sure what I ask is fair.',
        f?.hud &&
          `HUD's fair market rent for a ${f.hud.bed} home in ${f.hud.where} is ${f.hud.fmr} for FY${f.hud.year}, which HUD sets at the 40th percentile of what recent movers pay, utilities included.`,
        f?.census &&
          `The Census Bureau's American Community Survey for ${f.census.years} puts the median gross rent (rent plus utilities) in ZIP ${f.census.zip} at ${f.census.median}, counting all unit sizes.`,
        f && `${f.estimate} puts a similar ${f.units} here at about ${f.average} a month.`,
        f &&
          positionIn(f.position, {
            above: (p) => `At ${p.current}, I'm paying ${p.gap} a month more than that, which adds up to ${p.yearly} over a year.`,
            'keep-above': (p) =>
              `At ${p.current}, I'm already paying ${p.gap} a month more than that, so I don't think an increase would match the market.`,
            'in-line': (p) => `My rent of ${p.current} is already right in line with that.`,
            'counter-above': (p) =>
              `At ${p.current}, I'm already paying ${p.gap ? `${p.gap} a month more than that` : 'exactly that'}, and ${p.proposed} would put the rent ${p.over} a month above it.`,
            'counter-below': (p) => `The new figure of ${p.proposed} would put the rent ${p.over} a month above that.`,
          }),
        t &&
          (t.proposedPercent
            ? t.change > 0
              ? `${f ? 'I also noticed that ' : ''}${hudName(t)} rose ${t.change}% over two years, ${FIGURES(t)}, which is less than the ${t.proposedPercent} increase in one year.`
              : t.change < 0
                ? `${f ? 'I also noticed that ' : ''}${hudName(t)} fell ${-t.change}% over two years, ${FIGURES(t)}, while the increase would be ${t.proposedPercent} in one year.`
                : `${f ? 'I also noticed that ' : ''}${hudName(t)} has held steady over two years, ${FIGURES(t)}, while the increase would be ${t.proposedPercent} in one year.`
            : t.change < 0
              ? `${f ? 'I also noticed that ' : ''}${hudName(t)} fell ${-t.change}% over two years, ${FIGURES(t)}.`
              : `${f ? 'I also noticed that ' : ''}${hudName(t)} has held steady over two years, ${FIGURES(t)}.`),
      ),
    repairs: ({ stance, items, fixBy, current, acceptsIncrease }) =>
      sentences(
        "There's still some repair work waiting.",
        items,
        `Could that be taken care of by ${fixBy}?`,
        stance === 'reduce'
          ? `Until it is, ${current} feels like a lot for the home as it is, which is part of why I'm hoping for a lower rent.`
          : acceptsIncrease
            ? `I'd also ask that any increase start only once it's done, with the rent staying at ${current} until then.`
            : stance === 'keep'
              ? `While it's still waiting, I'd really appreciate the rent staying at ${current}.`
              : "While it's still waiting, I don't feel an increase would be fair.",
      ),
    increases: ({ stance, list, times, total, percent, outpaced, text }) =>
      sentences(
        list === null
          ? `I'd also like to mention how my rent has changed while I've lived here. ${text}`
          : times
            ? `My rent has gone up ${times} while I've lived here, by ${list}, so ${total} a month in all${percent ? ` (${percent} more than when I moved in)` : ''}.`
            : `My rent has gone up by ${list} while I've lived here${percent ? `, ${percent} more than when I moved in` : ''}.`,
        outpaced
          ? `For comparison, ${hudName(outpaced)} ${outpaced.change > 0 ? `rose ${outpaced.change}%` : outpaced.change < 0 ? `fell ${-outpaced.change}%` : "didn't change"} from FY${outpaced.fromYear} to FY${outpaced.toYear}, so I've already seen my rent rise faster than rents around here.`
          : stance === 'counter'
            ? `I've been glad to stay through ${times || list === null ? 'those' : 'that'}, but another increase on top would be hard for me.`
            : stance === 'keep'
              ? `I've been happy to stay through ${times || list === null ? 'those' : 'that'}, and I'd be grateful if this renewal could hold the rent steady.`
              : `I've been happy to stay through ${times || list === null ? 'those' : 'that'}, and I'm hoping this renewal can ease things a little instead.`,
      ),
    comparables: ({ listings, best, proposed }) =>
      sentences(
        "I've also been looking at similar places nearby.",
        ...listings.map(
          (l) =>
            `${l.where ?? 'One place nearby'}${l.bed ? ` (${l.bed})` : ''} is asking ${l.rent} a month${l.concession ? ` with ${l.concession}, which works out to ${l.effective} a month` : ''}.`,
        ),
        `${listings.length === 1 ? 'So it comes to' : `The most affordable${best.where ? `, ${best.where},` : ''} comes to`} ${best.less} a month less than ${proposed ? `the new figure of ${proposed}` : 'what I pay now'}.`,
      ),
    improvements: (text) => `I've also put some care into making the home nicer. ${text}`,
    hardship: "A rent that fits my budget would also let me plan on staying here for the long run, which I'd really like.",
    notes: (text) => `One last thing I'd like to share: ${text}`,
    vacancy: ({ againstProposal, low, high, overTerm, termMonths, more }) =>
      `It may also help to know that a vacancy and turnover usually cost a landlord 1 to 3 months of rent, which is ${low} to ${high} here` +
      (overTerm
        ? `, ${more ? 'more than' : 'as much as'} the ${overTerm} ${againstProposal ? 'between your number and mine' : 'my request adds up to'} over the ${termMonths}-month lease.`
        : ", and keeping my rent as it is means you don't have to worry about that."),
    ask: (a) => {
      const instead = a.proposed ? ` instead of ${a.proposed}` : '';
      const ask =
        a.stance === 'reduce'
          ? `Would you be open to renewing at ${a.target} a month${instead}? That's ${a.change}${pct(a.percent)} less than I pay now, on ${a.term} lease.`
          : a.stance === 'keep' || a.target === a.current
            ? `Would you be willing to keep my rent at ${a.current} a month${instead}, on ${a.term} lease?`
            : `Could we meet at ${a.target} a month instead? That's an increase of ${a.change}${pct(a.percent)} rather than ${a.proposedIncrease}${pct(a.proposedPercent)}, on ${a.term} lease.`;
      return sentences(
        ask,
        a.belowAverage && `That's ${a.belowAverage.below} under the average I mentioned, because of ${a.belowAverage.because}.`,
      );
    },
    signEarly: "I'm happy to sign early, too, so you don't have to worry about a vacancy.",
    replyBy: (date) => `Could you let me know by ${date}? That gives us both time to sort out the paperwork.`,
    closing: 'Thanks so much for considering this. I really like living here and hope we can make it work.',
    signOff: 'Warm regards,',
  },

  conversational: {
    salutation: (to) => `Hello ${to.company ? `${to.name} team` : to.first},`,
    opening: ({ stance, tenure, rent, leaseEnd, proposed }) => {
      const who = tenure ? `I've lived here for ${tenure} now, and my rent is ${rent} a month.` : `My rent is currently ${rent} a month.`;
      if (proposed) {
        return `I got your note about the renewal and the new rent of ${proposed} a month. ${who} Before my lease ${leaseEnd ?? 'comes up for renewal'}, I wanted to talk that figure over with you.`;
      }
      return `${who} My lease ${leaseEnd ?? 'comes up for renewal soon'}, so I figured now's a good time to ${purpose(stance, 'casual')}.`;
    },
    rules: ({ cap, notice }) =>
      sentences(
        cap &&
          `One thing first: under ${cap.law}, ${cap.place} caps rent increases at ${cap.limit} ${cap.period}${unlessOf(cap.unless)}. The new rent of ${cap.proposed} would be a ${cap.increase} increase, so could you bring it down to ${cap.allowed} or less before we talk about the rest?`,
        notice &&
          `${cap ? 'Also, ' : ''}${notice.law} requires ${notice.required} days' written notice for this increase, and I got ${notice.given}, so the new rent could start on ${notice.earliest} at the earliest.`,
      ),
    record: (list) => `I'd like to think I've been an easy tenant to have: I've ${list}.`,
    market: ({ figures: f, trend: t }) =>
      sentences(
        'I also looked up what the public numbers say about rents around here.',
        f?.hud &&
          `HUD puts the fair market rent for a ${f.hud.bed} home in ${f.hud.where} at ${f.hud.fmr} for FY${f.hud.year} (that's the 40th percentile of rents recent movers pay, utilities included).`,
        f?.census &&
          `The Census Bureau's American Community Survey (${f.census.years}) has the median gross rent (rent plus utilities) in ZIP ${f.census.zip} at ${f.census.median}, across all unit sizes.`,
        f && `${f.estimate} for a similar ${f.units} around here is about ${f.average} a month.`,
        f &&
          positionIn(f.position, {
            above: (p) => `So at ${p.current}, I'm paying ${p.gap} a month over that, or ${p.yearly} a year.`,
            'keep-above': (p) =>
              `At ${p.current}, I'm already ${p.gap} a month over that, so an increase wouldn't really match the market.`,
            'in-line': (p) => `My ${p.current} is already right around that.`,
            'counter-above': (p) =>
              `At ${p.current}, I'm already ${p.gap ? `${p.gap} a month over that` : 'right at that'}, and ${p.proposed} would be ${p.over} a month above it.`,
            'counter-below': (p) => `The proposed ${p.proposed} would be ${p.over} a month above that.`,
          }),
        t &&
          (t.proposedPercent
            ? t.change > 0
              ? `${f ? 'And ' : ''}${hudName(t)} only went up ${t.change}% in two years, ${FIGURES(t)}, compared with ${t.proposedPercent} in one year here.`
              : t.change < 0
                ? `${f ? 'And ' : ''}${hudName(t)} actually went down ${-t.change}% in two years, ${FIGURES(t)}, compared with ${t.proposedPercent} up in one year here.`
                : `${f ? 'And ' : ''}${hudName(t)} has stayed flat for two years, ${FIGURES(t)}, compared with ${t.proposedPercent} in one year here.`
            : t.change < 0
              ? `${f ? 'And ' : ''}${hudName(t)} actually went down ${-t.change}% in two years, ${FIGURES(t)}.`
              : `${f ? 'And ' : ''}${hudName(t)} has stayed flat for two years, ${FIGURES(t)}.`),
      ),
    repairs: ({ stance, items, fixBy, current, acceptsIncrease }) =>
      sentences(
        'Some things still need fixing.',
        items,
        `Could we get that fixed by ${fixBy}?`,
        stance === 'reduce'
          ? `Until then, ${current} feels like a lot for the place as it is, and that's part of why I'm asking for less.`
          : acceptsIncrease
            ? `And any increase should kick in only once it's done; until then the rent would stay at ${current}.`
            : stance === 'keep'
              ? `Until it's sorted, it doesn't seem right for the rent to go up from ${current}.`
              : "Until it's sorted, an increase doesn't seem right to me.",
      ),
    increases: ({ stance, list, times, total, percent, outpaced, text }) =>
      sentences(
        list === null
          ? `Quick note on the rent so far: ${text}`
          : times
            ? `The rent's gone up ${times} since I moved in (${list}), so that's ${total} a month altogether${percent ? `, about ${percent} more than I started at` : ''}.`
            : `The rent's gone up by ${list} since I moved in${percent ? `, about ${percent} more than I started at` : ''}.`,
        outpaced
          ? `Meanwhile ${hudName(outpaced)} ${outpaced.change > 0 ? `went up ${outpaced.change}%` : outpaced.change < 0 ? `went down ${-outpaced.change}%` : "didn't move"} between FY${outpaced.fromYear} and FY${outpaced.toYear}, so my rent has been climbing faster than the area's.`
          : stance === 'counter'
            ? `Another bump on top of ${times || list === null ? 'those' : 'that'} would be a lot for me.`
            : stance === 'keep'
              ? `After ${times || list === null ? 'those' : 'that'}, I'm hoping we can leave it where it is this time.`
              : `After ${times || list === null ? 'those' : 'that'}, I'm hoping this time it can come down a bit instead.`,
      ),
    comparables: ({ listings, best, proposed }) =>
      sentences(
        "I've also been keeping an eye on listings nearby.",
        ...listings.map(
          (l) =>
            `${l.where ?? 'One place nearby'}${l.bed ? ` (${l.bed})` : ''} is going for ${l.rent} a month${l.concession ? ` with ${l.concession}, so really ${l.effective} a month` : ''}.`,
        ),
        `${listings.length === 1 ? "That's" : `The cheapest${best.where ? `, ${best.where},` : ''} comes out`} ${best.less} a month under ${proposed ? `the proposed ${proposed}` : "what I'm paying"}.`,
      ),
    improvements: (text) => `I've also made some improvements to the place. ${text}`,
    hardship: 'Honestly, a rent that fits my budget would let me plan on staying here for the long haul.',
    notes: (text) => `One more thing: ${text}`,
    vacancy: ({ againstProposal, low, high, overTerm, termMonths, more }) =>
      `For what it's worth, an empty unit and turnover usually cost 1 to 3 months of rent, so ${low} to ${high} here` +
      (overTerm
        ? `, which is ${more ? 'more than' : 'as much as'} the ${overTerm} ${againstProposal ? 'between your number and mine' : "the change I'm asking for adds up to"} over ${termMonths} months.`
        : ', and renewing at the current rent skips that cost altogether.'),
    ask: (a) => {
      const instead = a.proposed ? ` instead of ${a.proposed}` : '';
      const ask =
        a.stance === 'reduce'
          ? `What I'd like to propose is ${a.target} a month${instead}, ${a.change}${pct(a.percent)} below what I pay now, on ${a.term} lease.`
          : a.stance === 'keep' || a.target === a.current
            ? `What I'd like is to keep the rent at ${a.current} a month${instead}, on ${a.term} lease.`
            : `What I'd suggest is ${a.target} a month, an increase of ${a.change}${pct(a.percent)} instead of ${a.proposedIncrease}${pct(a.proposedPercent)}, on ${a.term} lease.`;
      return sentences(
        ask,
        a.belowAverage && `That's ${a.belowAverage.below} under the average I mentioned, given ${a.belowAverage.because}.`,
      );
    },
    signEarly: "And I'd be glad to sign early if that helps.",
    replyBy: (date) => `Could you get back to me by ${date}? That leaves us time to wrap up the renewal.`,
    closing: "Thanks for reading this. I'm happy to talk it over whenever suits you.",
    signOff: 'Best,',
  },
};
