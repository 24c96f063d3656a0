import type { ReplyTone } from './tones.ts';

export type ReplyResponseType = 'counter' | 'partial' | 'decline';
export type Flexibility = 'lease-extension' | 'improvements' | 'none';

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

/** What comes after the proposal, never before the argument: a second option. */
export interface ReplyAlternative {
  kind: /** Their figure on a different term. */
    | 'their-rent-other-term'
    /** The rent as they want it, fixed for a longer lease (against a refusal). */
    | 'lock'
    /** Part of the increase, on a longer lease. */
    | 'part-of-increase';
  rent: string;
  term: number;
}

export interface ReplyPhrases {
  salutation: (name: string) => string;
  /** The reply's one thank-you. */
  thanks: string;
  closing: string;
  signOff: string;
  propose: (p: ReplyProposal) => string;
  alternative: (a: ReplyAlternative) => string;
  /** After a refusal: the question that keeps the conversation open. */
  declineAsk: string;
  improvementInstead: string;
  improvements: string;
  terms: (terms: string) => string;
  /** The gap between the proposal and their figure, with one empty month beside it. */
  gap: (proposal: string, monthly: string, yearly: string, vacancy: string | null) => string;
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
          ? `Is there anything I could provide that would help you decide? If it helps, I am prepared to sign ${lease(p.term)} at ${p.rent} a month.`
          : `Is there anything I could provide that would help you decide? If it helps, I am prepared to sign ${lease(p.term)}.`;
      if (p.kind === 'ask') return 'Could you let me know what would change your mind?';
      if (p.keepsCurrent) return `I would ask that the rent stay at ${p.rent} a month on ${lease(p.term)}.`;
      return p.theirTerm
        ? `I would be willing to sign the ${p.term}-month lease you suggested at ${p.rent} a month.`
        : `I would like to propose ${p.rent} a month on ${lease(p.term)}.`;
    },
    alternative: (a) => {
      if (a.kind === 'their-rent-other-term') return `If you would prefer the rent at ${a.rent}, I would ask for ${lease(a.term)} instead.`;
      if (a.kind === 'lock') return `If the rent must stay at ${a.rent}, I would ask that it be fixed there for ${lease(a.term)}.`;
      return `If some increase is unavoidable, I could agree to ${a.rent} a month on ${lease(a.term)}.`;
    },
    declineAsk: 'Could you let me know what would change your mind?',
    improvementInstead:
      'If a lower rent is not possible, an improvement to the unit in its place, agreed between us, would also be welcome.',
    improvements: 'I am also willing to set aside non-urgent improvement requests.',
    terms: (t) => `I would also ask for the following in the renewal. ${t}`,
    gap: (p, m, y, vacancy) =>
      `At ${p}, the difference between our figures is ${m} a month, or ${y} over a year${vacancy ? `; a single month of vacancy at the current rent would be ${vacancy}` : ''}.`,
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
          ? `Would it help your decision if I signed ${lease(p.term)} at ${p.rent} a month?`
          : `Would it help your decision if I signed ${lease(p.term)}?`;
      if (p.kind === 'ask') return 'Would you be open to telling me what might change your mind?';
      if (p.keepsCurrent) return `Would you consider keeping the rent at ${p.rent} a month on ${lease(p.term)}?`;
      return p.theirTerm
        ? `Would you consider ${p.rent} a month on the ${p.term}-month lease you mentioned?`
        : `Would you consider meeting at ${p.rent} a month on ${lease(p.term)}?`;
    },
    alternative: (a) => {
      if (a.kind === 'their-rent-other-term') return `Or, if the rent needs to be ${a.rent}, perhaps ${lease(a.term)} would suit us both?`;
      if (a.kind === 'lock') return `Or, if the rent needs to stay at ${a.rent}, could we fix it there for ${lease(a.term)}?`;
      return `Or, if some increase is needed, perhaps ${a.rent} a month on ${lease(a.term)} would suit us both?`;
    },
    declineAsk: 'Would you be open to telling me what might change your mind?',
    improvementInstead: 'Or perhaps an improvement to the unit, chosen together, could take the place of a reduction?',
    improvements: "I'm also happy to set aside non-urgent improvement requests.",
    terms: (t) => `If possible, I would also like the renewal to include the following. ${t}`,
    gap: (p, m, y, vacancy) =>
      `At ${p}, we would be ${m} a month apart, ${y} over a year${vacancy ? `, which is less than one month of vacancy at ${vacancy}` : ''}.`,
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
          ? `What would you need to see to say yes? To make it easy, I will sign ${lease(p.term)} at ${p.rent} a month.`
          : `What would you need to see to say yes? To make it easy, I will sign ${lease(p.term)}.`;
      if (p.kind === 'ask') return 'What would change your mind?';
      if (p.keepsCurrent) return `Here is my proposal: the rent stays at ${p.rent} a month on ${lease(p.term)}.`;
      return p.theirTerm
        ? `Here is my proposal: ${p.rent} a month, and I sign the ${p.term}-month lease you want.`
        : `Here is my proposal: ${p.rent} a month on ${lease(p.term)}.`;
    },
    alternative: (a) => {
      if (a.kind === 'their-rent-other-term') return `If the rent has to stay at ${a.rent}, then ${lease(a.term)} works better for me.`;
      if (a.kind === 'lock') return `If the rent has to stay at ${a.rent}, I want it fixed there for ${lease(a.term)}.`;
      return `If the rent has to rise, ${a.rent} a month on ${lease(a.term)} is as far as I can go.`;
    },
    declineAsk: 'What would change your mind?',
    improvementInstead: 'Another option: one agreed improvement to the unit in place of a reduction.',
    improvements: 'I will also set aside non-urgent improvement requests.',
    terms: (t) => `I would also ask for these terms in the renewal. ${t}`,
    gap: (p, m, y, vacancy) =>
      `At ${p}, the gap between us is ${m} a month, ${y} over a year${vacancy ? `, while one empty month would cost ${vacancy}` : ''}.`,
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
          ? `Is there anything I can tell you that would help you decide? I'd happily sign ${lease(p.term)} at ${p.rent} a month if that helps.`
          : `Is there anything I can tell you that would help you decide? I'd happily sign ${lease(p.term)} if that helps.`;
      if (p.kind === 'ask') return 'Is there anything that would change your mind?';
      if (p.keepsCurrent) return `Could we keep the rent at ${p.rent} a month on ${lease(p.term)}?`;
      return p.theirTerm
        ? `Could we do ${p.rent} a month on the ${p.term}-month lease you suggested?`
        : `Could we meet at ${p.rent} a month on ${lease(p.term)}?`;
    },
    alternative: (a) => {
      if (a.kind === 'their-rent-other-term') return `Or if you'd rather stay at ${a.rent}, I'd be happy with ${lease(a.term)}.`;
      if (a.kind === 'lock') return `Or if it has to stay at ${a.rent}, could we lock that in for ${lease(a.term)}?`;
      return `Or if it really has to go up, could we settle on ${a.rent} a month on ${lease(a.term)}?`;
    },
    declineAsk: 'Is there anything that would change your mind?',
    improvementInstead: 'Or we could agree on one improvement to the place instead of a lower rent.',
    improvements: "I'm happy to put off non-urgent improvement requests, too.",
    terms: (t) => `It would also be great if the renewal could include the following. ${t}`,
    gap: (p, m, y, vacancy) =>
      `At ${p}, that's ${m} a month between us, ${y} over a year${vacancy ? `, less than one month of the place sitting empty at ${vacancy}` : ''}.`,
    timeline: (replyBy) => (replyBy ? `If you could let me know by ${replyBy}, that would be great.` : 'Let me know what you think.'),
  },
};
