import type { Stance } from '../negotiation/strategy.ts';
import type { LetterTone } from './tones.ts';

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
  /** "$2,650" when the landlord proposed a new rent. */
  proposed: string | null;
}

/** The ask, already formatted. `percent` is "7%" or null when it rounds to 0. */
export interface AskFacts {
  stance: Stance;
  current: string;
  target: string;
  change: string;
  percent: string | null;
  /** Counter only: the landlord's figure, their increase and its percent. */
  proposed: string | null;
  proposedIncrease: string | null;
  proposedPercent: string | null;
  /** "a 12-month", "an 18-month". */
  term: string;
  termMonths: number;
}

export interface TurnoverFacts {
  stance: Stance;
  low: string;
  high: string;
  /** The yearly cost of saying yes; null when it is nothing (renewing at the current rent). */
  askYearly: string | null;
}

/** Everything a letter says that depends on tone. */
export interface LetterPhrases {
  salutation: (to: Addressee) => string;
  opening: (facts: OpeningFacts) => string;
  /** `list` continues "I have …": "never missed …, kept …, and handled …". */
  record: (list: string) => string;
  marketLead: string;
  turnover: (facts: TurnoverFacts) => string;
  ask: (facts: AskFacts) => string;
  signEarly: string;
  replyBy: (date: string) => string;
  closing: string;
  signOff: string;
}

const pct = (p: string | null) => (p ? ` (${p})` : '');

function purpose(stance: Stance, style: 'formal' | 'plain' | 'warm'): string {
  if (stance === 'keep') {
    return {
      formal: 'I would like to renew my lease at the current rent',
      plain: 'I want to renew at my current rent',
      warm: "I'd love to renew at my current rent",
    }[style];
  }
  return {
    formal: 'I would like to discuss the rent for the next lease term',
    plain: 'I want to settle the rent for the next term',
    warm: "I'd like to talk about the rent for the next lease",
  }[style];
}

export const LETTER_PHRASES: Record<LetterTone, LetterPhrases> = {
  professional: {
    salutation: (to) => `Dear ${to.company ? `${to.name} team` : to.name},`,
    opening: ({ stance, tenure, rent, leaseEnd, proposed }) => {
      const who = tenure ? `I have been your tenant for ${tenure} and currently pay ${rent} a month.` : `I currently pay ${rent} a month.`;
      if (stance === 'counter' && proposed) {
        return `Thank you for your renewal offer of ${proposed} a month. ${who} Before my lease ${leaseEnd ?? 'comes up for renewal'}, I would like to discuss the new figure with you.`;
      }
      return `${who} As my lease ${leaseEnd ?? 'comes up for renewal'}, ${purpose(stance, 'formal')}.`;
    },
    record: (list) => `Throughout my tenancy, I have ${list}.`,
    marketLead: 'I have reviewed the rental data for this area.',
    turnover: ({ stance, low, high, askYearly }) =>
      `Retaining a reliable tenant also makes financial sense: a vacancy and turnover typically cost a landlord 1 to 3 months of rent, or ${low} to ${high} at the current rent` +
      (askYearly
        ? stance === 'counter'
          ? `, while the difference between your figure and mine is ${askYearly} over a year.`
          : `, while the reduction I am requesting comes to ${askYearly} over a year.`
        : '. Renewing at the current rent avoids that cost entirely.'),
    ask: (a) => {
      if (a.stance === 'reduce')
        return `I would therefore like to request a rent of ${a.target} a month, a reduction of ${a.change}${pct(a.percent)}, on ${a.term} renewal.`;
      if (a.stance === 'keep') return `I would therefore like to request that the rent stay at ${a.current} a month for ${a.term} renewal.`;
      if (a.target === a.current)
        return `I would like to propose renewing at the current rent of ${a.current} a month instead of ${a.proposed}, for ${a.term} term.`;
      return `I would like to propose ${a.target} a month, an increase of ${a.change}${pct(a.percent)} rather than ${a.proposedIncrease}${pct(a.proposedPercent)}, for ${a.term} term.`;
    },
    signEarly: 'I am also prepared to sign the renewal early, which gives you certainty of occupancy.',
    replyBy: (date) => `I would be grateful for your reply by ${date}, so that we have time to finalise the renewal.`,
    closing: 'Thank you for your time and consideration. I look forward to continuing as your tenant.',
    signOff: 'Sincerely,',
  },

  direct: {
    salutation: (to) => `Dear ${to.company ? `${to.name} team` : to.name},`,
    opening: ({ stance, tenure, rent, leaseEnd, proposed }) => {
      const who = tenure ? `I have rented this home for ${tenure} and pay ${rent} a month.` : `I pay ${rent} a month.`;
      if (stance === 'counter' && proposed) {
        return `I have received your proposed rent of ${proposed} a month. ${who} I want to agree on the figure before my lease ${leaseEnd ?? 'comes up for renewal'}.`;
      }
      return `${who} My lease ${leaseEnd ?? 'comes up for renewal soon'}, and ${purpose(stance, 'plain')}.`;
    },
    record: (list) => `My record as a tenant is strong: I have ${list}.`,
    marketLead: 'Here are the figures.',
    turnover: ({ stance, low, high, askYearly }) =>
      `A vacancy and turnover typically cost 1 to 3 months of rent, ${low} to ${high} here` +
      (askYearly
        ? stance === 'counter'
          ? `, against ${askYearly} a year between your figure and mine.`
          : `, against ${askYearly} a year for this reduction.`
        : ', and renewing at the current rent avoids that cost.'),
    ask: (a) => {
      if (a.stance === 'reduce')
        return `I am asking for a rent of ${a.target} a month, ${a.change}${pct(a.percent)} less than now, on ${a.term} renewal.`;
      if (a.stance === 'keep') return `I am asking to renew at my current rent of ${a.current} a month for ${a.termMonths} months.`;
      if (a.target === a.current)
        return `I am proposing to renew at my current ${a.current} a month instead of ${a.proposed}, for ${a.termMonths} months.`;
      return `I am proposing ${a.target} a month, an increase of ${a.change}${pct(a.percent)} instead of ${a.proposedIncrease}${pct(a.proposedPercent)}, for ${a.termMonths} months.`;
    },
    signEarly: 'I can sign the renewal early.',
    replyBy: (date) => `Please let me know by ${date}, so we can settle the renewal in good time.`,
    closing: 'Thank you. I am happy to discuss this by phone or in person.',
    signOff: 'Regards,',
  },

  friendly: {
    salutation: (to) => `Hi ${to.company ? `${to.name} team` : to.first},`,
    opening: ({ stance, tenure, rent, leaseEnd, endsOn, renewal, proposed }) => {
      const who = tenure
        ? `I've really enjoyed my ${tenure} here, and I currently pay ${rent} a month.`
        : `I currently pay ${rent} a month, and I really enjoy living here.`;
      if (stance === 'counter' && proposed) {
        return `Thanks for sending over the renewal offer of ${proposed} a month. ${who} Before my lease ${leaseEnd ?? 'comes up for renewal'}, I'd love to talk about that number with you.`;
      }
      const when = endsOn
        ? `With my lease ending on ${endsOn}`
        : renewal
          ? `With my renewal coming up ${renewal}`
          : 'With my renewal coming up';
      return `${who} ${when}, ${purpose(stance, 'warm')}.`;
    },
    record: (list) => `I've always tried to be a tenant you don't have to worry about: I've ${list}.`,
    marketLead: 'I looked into local rents to make sure my request is fair.',
    turnover: ({ stance, low, high, askYearly }) =>
      `It may also help to know that a vacancy and turnover usually cost a landlord 1 to 3 months of rent, which is ${low} to ${high} here` +
      (askYearly
        ? stance === 'counter'
          ? `, while the gap between your number and mine is ${askYearly} over a year.`
          : `, while this change comes to ${askYearly} over a year.`
        : ", and keeping my rent as it is means you don't have to worry about that."),
    ask: (a) => {
      if (a.stance === 'reduce')
        return `Would you be open to renewing at ${a.target} a month? That's ${a.change}${pct(a.percent)} less than I pay now, on ${a.term} lease.`;
      if (a.stance === 'keep') return `Would you be willing to keep my rent at ${a.current} a month for another ${a.termMonths} months?`;
      if (a.target === a.current)
        return `Could we keep the rent at ${a.current} a month instead of ${a.proposed}, for another ${a.termMonths} months?`;
      return `Could we meet at ${a.target} a month instead? That's an increase of ${a.change}${pct(a.percent)} rather than ${a.proposedIncrease}${pct(a.proposedPercent)}, on ${a.term} lease.`;
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
      if (stance === 'counter' && proposed) {
        return `Thanks for your note about the renewal and the new rent of ${proposed} a month. ${who} Before my lease ${leaseEnd ?? 'comes up for renewal'}, I wanted to talk that figure over with you.`;
      }
      return `${who} My lease ${leaseEnd ?? 'comes up for renewal soon'}, so I wanted to reach out: ${purpose(stance, 'warm')}.`;
    },
    record: (list) => `I'd like to think I've been an easy tenant to have: I've ${list}.`,
    marketLead: 'I also looked at what similar places rent for around here.',
    turnover: ({ stance, low, high, askYearly }) =>
      `For what it's worth, an empty unit and turnover usually cost 1 to 3 months of rent, so ${low} to ${high} here` +
      (askYearly
        ? stance === 'counter'
          ? `, and the difference between your number and mine is ${askYearly} over a year.`
          : `, and the change I'm asking for comes to ${askYearly} over a year.`
        : ', and renewing at the current rent skips that cost altogether.'),
    ask: (a) => {
      if (a.stance === 'reduce')
        return `What I'd like to propose is ${a.target} a month, ${a.change}${pct(a.percent)} below what I pay now, on ${a.term} lease.`;
      if (a.stance === 'keep') return `What I'd like is to keep the rent at ${a.current} a month for the next ${a.termMonths} months.`;
      if (a.target === a.current)
        return `What I'd suggest is keeping the rent at ${a.current} instead of ${a.proposed} for the next ${a.termMonths} months.`;
      return `What I'd suggest is ${a.target} a month, an increase of ${a.change}${pct(a.percent)} instead of ${a.proposedIncrease}${pct(a.proposedPercent)}, on ${a.term} lease.`;
    },
    signEarly: "And I'd be glad to sign early if that helps.",
    replyBy: (date) => `Could you get back to me by ${date}? That leaves us time to wrap up the renewal.`,
    closing: "Thanks for reading this. I'm happy to talk it over whenever suits you.",
    signOff: 'Best,',
  },
};
