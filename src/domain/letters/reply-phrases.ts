import type { ReplyTone } from './tones.ts';

export type ReplyResponseType = 'counter' | 'partial' | 'decline';

/** The proposal of a reply, formatted; what each tone puts into words. */
export interface ReplyProposal {
  kind: /** Their figure meets the ask: take it. */
    | 'accept'
    /** A figure between theirs and the ask (or the current rent against an increase). */
    | 'counter'
    /** Not decided yet: ask what would help, and offer a longer term at the ask. */
    | 'partial'
    /** A refusal without figures to work with: ask what would change their mind. */
    | 'ask';
  /** The rent proposed, e.g. "$2,425"; null for 'ask' and for 'partial' without an ask. */
  rent: string | null;
  term: number;
  /** Whether the proposed rent is the current rent (against an increase). */
  keepsCurrent: boolean;
  /** Their own term at our figure: "the 18-month lease you suggested". */
  theirTerm: boolean;
}

/**
 * What comes after the proposal, never before the argument: the renter's own flexibility, the same rent on the longer
 * lease they offered. Never their figure, a rent fixed where they want it, or part of an increase (ADR 0062).
 */
export interface ReplyAlternative {
  kind: 'longer-lease';
  rent: string;
  term: number;
}

/** The gap between the proposal and their figure, over the term being proposed. */
export interface ReplyGap {
  proposal: string;
  monthly: string;
  overTerm: string;
  termMonths: number;
  /** One month of the current rent, given only when it is at least `overTerm` (every tone may say "less than"). */
  vacancy: string | null;
}

export interface ReplyPhrases {
  salutation: (name: string) => string;
  /** The reply's one thank-you. */
  thanks: string;
  closing: string;
  signOff: string;
  propose: (p: ReplyProposal) => string;
  alternative: (a: ReplyAlternative) => string;
  improvements: string;
  terms: (terms: string) => string;
  /** The gap between the proposal and their figure over the proposed term, with one empty month beside it. */
  gap: (g: ReplyGap) => string;
  /** `replyBy` is a date such as "Tuesday, November 24"; null when the reply sets none. */
  timeline: (replyBy: string | null) => string;
}

const article = (months: number) => (months === 8 || months === 11 || months === 18 ? 'an' : 'a');
export const lease = (months: number) => `${article(months)} ${months}-month lease`;

export const REPLY_PHRASES: Record<ReplyTone, ReplyPhrases> = {
  professional: {
    salutation: (name) => `Dear ${name},`,
    thanks: 'Thank you for your reply about my lease renewal.',
    closing: 'I would like to renew, and I am confident we can agree on terms that work for us both.',
    signOff: 'Sincerely,',
    propose: (p) => {
      if (p.kind === 'accept')
        return `I am glad to accept ${p.rent} a month on ${lease(p.term)}; please send the renewal for my signature.`;
      if (p.kind === 'partial')
        return p.rent
          ? `Is there anything I could provide that would help you decide? My request stands at ${p.rent} a month on ${lease(p.term)}.`
          : 'Is there anything I could provide that would help you decide?';
      if (p.kind === 'ask') return 'Could you let me know what would change your mind?';
      if (p.keepsCurrent) return `I would ask that the rent stay at ${p.rent} a month on ${lease(p.term)}.`;
      return p.theirTerm
        ? `I would be willing to sign the ${p.term}-month lease you suggested at ${p.rent} a month.`
        : `I would like to propose ${p.rent} a month on ${lease(p.term)}.`;
    },
    alternative: (a) => `If it helps, I am prepared to sign ${lease(a.term)} at ${a.rent} a month.`,
    improvements: 'I am also willing to set aside non-urgent improvement requests.',
    terms: (t) => `I would also ask for the following in the renewal. ${t}`,
    gap: (g) =>
      `At ${g.proposal}, the difference between our figures is ${g.monthly} a month, or ${g.overTerm} over the ${g.termMonths}-month lease${g.vacancy ? `; a single month of vacancy at the current rent would be ${g.vacancy}` : ''}.`,
    timeline: (replyBy) => (replyBy ? `I would appreciate your reply by ${replyBy}.` : 'I look forward to hearing your thoughts.'),
  },
  diplomatic: {
    salutation: (name) => `Dear ${name},`,
    thanks: 'Thank you for taking the time to consider my request and to reply.',
    closing: "I value our relationship, and I'm confident we can reach an agreement that works for both of us.",
    signOff: 'Kind regards,',
    propose: (p) => {
      if (p.kind === 'accept') return `I would be happy to accept ${p.rent} a month on ${lease(p.term)}.`;
      if (p.kind === 'partial')
        return p.rent
          ? `Is there anything I could share that would help your decision? I am still hoping for ${p.rent} a month on ${lease(p.term)}.`
          : 'Is there anything I could share that would help your decision?';
      if (p.kind === 'ask') return 'Would you be open to telling me what might change your mind?';
      if (p.keepsCurrent) return `Would you consider keeping the rent at ${p.rent} a month on ${lease(p.term)}?`;
      return p.theirTerm
        ? `Would you consider ${p.rent} a month on the ${p.term}-month lease you mentioned?`
        : `Would you consider meeting at ${p.rent} a month on ${lease(p.term)}?`;
    },
    alternative: (a) => `If it would help, I would be glad to sign ${lease(a.term)} at ${a.rent} a month.`,
    improvements: "I'm also happy to set aside non-urgent improvement requests.",
    terms: (t) => `If possible, I would also like the renewal to include the following. ${t}`,
    gap: (g) =>
      `At ${g.proposal}, we would be ${g.monthly} a month apart, ${g.overTerm} over the ${g.termMonths}-month lease${g.vacancy ? `, no more than one month of vacancy at ${g.vacancy}` : ''}.`,
    timeline: (replyBy) => (replyBy ? `Would it be possible to hear back from you by ${replyBy}?` : 'I would welcome your thoughts.'),
  },
  strategic: {
    salutation: (name) => `Hello ${name},`,
    thanks: 'Thanks for getting back to me about the renewal.',
    closing: 'I am ready to move forward once we agree on terms.',
    signOff: 'Best regards,',
    propose: (p) => {
      if (p.kind === 'accept') return `${p.rent} a month on ${lease(p.term)} works for me; please send the renewal and I will sign it.`;
      if (p.kind === 'partial')
        return p.rent
          ? `What would you need to see to say yes? My proposal is ${p.rent} a month on ${lease(p.term)}.`
          : 'What would you need to see to say yes?';
      if (p.kind === 'ask') return 'What would change your mind?';
      if (p.keepsCurrent) return `Here is my proposal: the rent stays at ${p.rent} a month on ${lease(p.term)}.`;
      return p.theirTerm
        ? `Here is my proposal: ${p.rent} a month, and I sign the ${p.term}-month lease you want.`
        : `Here is my proposal: ${p.rent} a month on ${lease(p.term)}.`;
    },
    alternative: (a) => `To make it easier for you, I will sign ${lease(a.term)} at ${a.rent} a month.`,
    improvements: 'I will also set aside non-urgent improvement requests.',
    terms: (t) => `I would also ask for these terms in the renewal. ${t}`,
    gap: (g) =>
      `At ${g.proposal}, the gap between us is ${g.monthly} a month, ${g.overTerm} over the ${g.termMonths}-month lease${g.vacancy ? `, while one empty month would cost ${g.vacancy}` : ''}.`,
    timeline: (replyBy) => (replyBy ? `Let's aim to settle this by ${replyBy}.` : 'Let me know if this works for you.'),
  },
  friendly: {
    salutation: (name) => `Hi ${name},`,
    thanks: 'Thanks so much for getting back to me!',
    closing: 'I really appreciate you working with me on this!',
    signOff: 'Warm regards,',
    propose: (p) => {
      if (p.kind === 'accept') return `${p.rent} a month on ${lease(p.term)} sounds great to me!`;
      if (p.kind === 'partial')
        return p.rent
          ? `Is there anything I can tell you that would help you decide? I'm hoping for ${p.rent} a month on ${lease(p.term)}.`
          : 'Is there anything I can tell you that would help you decide?';
      if (p.kind === 'ask') return 'Is there anything that would change your mind?';
      if (p.keepsCurrent) return `Could we keep the rent at ${p.rent} a month on ${lease(p.term)}?`;
      return p.theirTerm
        ? `Could we do ${p.rent} a month on the ${p.term}-month lease you suggested?`
        : `Could we meet at ${p.rent} a month on ${lease(p.term)}?`;
    },
    alternative: (a) => `If it helps, I'd happily sign ${lease(a.term)} at ${a.rent} a month.`,
    improvements: "I'm happy to put off non-urgent improvement requests, too.",
    terms: (t) => `It would also be great if the renewal could include the following. ${t}`,
    gap: (g) =>
      `At ${g.proposal}, that's ${g.monthly} a month between us, ${g.overTerm} over the ${g.termMonths}-month lease${g.vacancy ? `, no more than one month of the place sitting empty at ${g.vacancy}` : ''}.`,
    timeline: (replyBy) => (replyBy ? `If you could let me know by ${replyBy}, that would be great.` : 'Let me know what you think.'),
  },
};
