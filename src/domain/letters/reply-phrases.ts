import type { ReplyTone } from './tones.ts';

export type ReplyResponseType = 'counter' | 'partial' | 'decline';
export type Flexibility = 'lease-extension' | 'improvements' | 'none';

/** Figures from the reply plan, formatted; each null when the renter did not give what it needs. */
export interface ReplyFigures {
  current: string | null;
  mine: string | null;
  theirs: string | null;
  offer: 'freeze' | 'increase' | 'reduction' | null;
  increase: string | null;
  reduction: string | null;
  /** Between the landlord's figure and the renter's ask. */
  gapToMine: { monthly: string; yearly: string } | null;
  market: string | null;
  /** The landlord's figure (or the current rent) against the market average. */
  marketGap: { amount: string; above: boolean; subject: 'offer' | 'current' } | null;
  proposal: string | null;
  /** Between the landlord's figure and the proposal. */
  proposalGap: { monthly: string; yearly: string } | null;
  proposalTerm: number;
  landlordTerm: number | null;
  alternativeTerm: number | null;
  accepts: boolean;
  /** One month of rent: what a single month of vacancy costs. */
  vacancyMonth: string | null;
}

export interface ReplyPhrases {
  salutation: string;
  thanks: string;
  closing: string;
  signOff: string;
  /** What the landlord's answer means in numbers. */
  engage: (type: ReplyResponseType, f: ReplyFigures) => string;
  /** The specific counter and term, or the question that moves a partial yes or a no forward. */
  propose: (type: ReplyResponseType, f: ReplyFigures, flexibility: Flexibility, terms: string | null) => string;
  /** `replyBy` is a date such as "Tuesday, November 24" for an urgent reply; null otherwise. */
  timeline: (replyBy: string | null) => string;
}

const LANDLORD = "[Landlord's Name]";
const article = (months: number) => (months === 8 || months === 11 || months === 18 ? 'an' : 'a');
const lease = (months: number) => `${article(months)} ${months}-month lease`;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The facts of the landlord's offer, the same in every tone: what it does to the rent and the gaps. */
function offerFacts(type: ReplyResponseType, f: ReplyFigures): string[] {
  const facts: string[] = [];
  if (type === 'counter' && f.theirs) {
    const term = f.landlordTerm ? ` on ${lease(f.landlordTerm)}` : '';
    if (f.accepts) facts.push(`Your offer of ${f.theirs} a month meets what I asked for.`);
    else if (f.offer === 'freeze')
      facts.push(`You have offered to keep the rent at ${f.theirs}${term}: a freeze, rather than the reduction I asked for.`);
    else if (f.offer === 'increase') facts.push(`Your offer of ${f.theirs}${term} is an increase of ${f.increase} a month.`);
    else if (f.offer === 'reduction')
      facts.push(`Your offer of ${f.theirs}${term} takes ${f.reduction} off the rent, and I appreciate the move.`);
    else facts.push(`I have read your offer of ${f.theirs} a month carefully.`);
    if (f.gapToMine && !f.accepts)
      facts.push(
        `That leaves ${f.gapToMine.monthly} a month between us, ${f.gapToMine.yearly} over a year, against the ${f.mine} I asked for.`,
      );
  } else if (type === 'counter') {
    facts.push('I have read your counter-offer carefully.');
  } else if (type === 'partial') {
    facts.push("I'm glad you are willing to consider it.");
    if (f.mine && f.current) facts.push(`To recap, I asked for ${f.mine} a month, down from the current ${f.current}.`);
  } else {
    facts.push("I understand a reduction isn't what you had in mind.");
  }
  if (f.market && f.marketGap && !f.accepts) {
    const what = f.marketGap.subject === 'offer' ? `Your figure of ${f.theirs}` : `The current rent of ${f.current}`;
    facts.push(
      `${what} is ${f.marketGap.amount} ${f.marketGap.above ? 'above' : 'below'} the market average of ${f.market} that my analysis found.`,
    );
  }
  return facts;
}

interface Voice {
  counterWithTerm: (proposal: string, term: number, theirs: string, alt: number) => string;
  counter: (proposal: string, term: number) => string;
  accept: (theirs: string, term: number) => string;
  /** The gap between the renter's counter (`mine`) and the landlord's figure. */
  gap: (monthly: string, yearly: string, vacancy: string | null, mine: string) => string;
  partialAsk: string;
  partialOffer: (mine: string | null, term: number) => string;
  declineAsk: string;
  declineOffer: (current: string | null, term: number) => string;
  improvements: string;
  improvementInstead: string;
  terms: (terms: string) => string;
}

function proposeWith(v: Voice) {
  return (type: ReplyResponseType, f: ReplyFigures, flexibility: Flexibility, terms: string | null): string => {
    const parts: string[] = [];
    if (type === 'counter') {
      if (f.accepts && f.proposal) parts.push(v.accept(f.proposal, f.proposalTerm));
      else if (f.proposal && f.theirs && f.landlordTerm && f.alternativeTerm)
        parts.push(v.counterWithTerm(f.proposal, f.proposalTerm, f.theirs, f.alternativeTerm));
      else if (f.proposal) parts.push(v.counter(f.proposal, f.proposalTerm));
      else parts.push(v.partialAsk);
      if (f.proposalGap && f.proposal && !f.accepts)
        parts.push(v.gap(f.proposalGap.monthly, f.proposalGap.yearly, f.vacancyMonth, f.proposal));
    } else if (type === 'partial') {
      parts.push(v.partialAsk, v.partialOffer(f.mine, f.alternativeTerm ?? 18));
    } else {
      parts.push(v.declineAsk, v.declineOffer(f.current, f.alternativeTerm ?? (flexibility === 'lease-extension' ? 18 : 12)));
      if (flexibility === 'improvements') parts.push(v.improvementInstead);
    }
    if (flexibility === 'improvements' && type !== 'decline') parts.push(v.improvements);
    if (terms) parts.push(v.terms(capitalize(terms)));
    return parts.join(' ');
  };
}

const professional: Voice = {
  counterWithTerm: (p, term, theirs, alt) =>
    `I would be willing to sign the ${term}-month lease you suggested at ${p} a month. If you would prefer to keep the rent at ${theirs}, I would ask for ${lease(alt)} instead.`,
  counter: (p, term) => `I would like to propose ${p} a month on ${lease(term)}.`,
  accept: (theirs, term) => `I am glad to accept ${theirs} a month on ${lease(term)}, and I will sign the renewal once it is ready.`,
  gap: (m, y, vacancy, mine) =>
    `At ${mine}, the difference between our figures is ${m} a month, or ${y} over a year${vacancy ? `; a single month of vacancy at the current rent would be ${vacancy}` : ''}.`,
  partialAsk: 'Is there anything I could provide that would help you decide?',
  partialOffer: (mine, term) =>
    mine ? `If it helps, I am prepared to sign ${lease(term)} at ${mine} a month.` : `If it helps, I am prepared to sign ${lease(term)}.`,
  declineAsk: 'Could you let me know what would change your mind?',
  declineOffer: (current, term) =>
    current
      ? `If the rent cannot come down, I would ask that it stay at ${current} for ${lease(term)} instead.`
      : `If the rent cannot come down, I would ask that it stay unchanged for ${lease(term)} instead.`,
  improvements: 'I am also willing to set aside non-urgent improvement requests.',
  improvementInstead: 'If a lower rent is not possible, an improvement to the unit in its place, agreed between us, would also be welcome.',
  terms: (t) => `I would also ask for the following in the renewal. ${t}`,
};

const diplomatic: Voice = {
  counterWithTerm: (p, term, theirs, alt) =>
    `Perhaps we could agree on ${p} a month for the ${term} months you mentioned? Or, if ${theirs} matters more to you, I could accept it on ${lease(alt)}.`,
  counter: (p, term) => `Perhaps we could meet at ${p} a month on ${lease(term)}?`,
  accept: (theirs, term) => `I would be happy to accept ${theirs} a month on ${lease(term)}.`,
  gap: (m, y, vacancy, mine) =>
    `${mine} would leave ${m} a month between our figures, ${y} over a year${vacancy ? `, which is less than a month of vacancy at ${vacancy}` : ''}.`,
  partialAsk: 'Would it help if I answered any questions you still have?',
  partialOffer: (mine, term) =>
    mine ? `I would also be glad to commit to ${lease(term)} at ${mine} a month.` : `I would also be glad to commit to ${lease(term)}.`,
  declineAsk: 'May I ask what would make a difference for you?',
  declineOffer: (current, term) =>
    current
      ? `If a reduction isn't possible, would you consider keeping the rent at ${current} on ${lease(term)}?`
      : `If a reduction isn't possible, would you consider keeping the rent unchanged on ${lease(term)}?`,
  improvements: "I'm also happy to set aside non-urgent improvement requests.",
  improvementInstead: 'Or perhaps an improvement to the unit, chosen together, could take the place of a reduction?',
  terms: (t) => `If possible, I would also like the renewal to include the following. ${t}`,
};

const strategic: Voice = {
  counterWithTerm: (p, term, theirs, alt) =>
    `Here is my proposal: ${p} a month, and I sign the ${term}-month lease you want. If the rent has to stay at ${theirs}, then ${lease(alt)} works better for me.`,
  counter: (p, term) => `Here is my proposal: ${p} a month on ${lease(term)}.`,
  accept: (theirs, term) => `${theirs} a month on ${lease(term)} works for me; please send the renewal and I will sign it.`,
  gap: (m, y, vacancy, mine) =>
    `At ${mine}, the gap between us is ${m} a month, ${y} over a year${vacancy ? `, while one empty month would cost ${vacancy}` : ''}.`,
  partialAsk: 'What would you need to see to say yes?',
  partialOffer: (mine, term) =>
    mine ? `To make it easy, I will sign ${lease(term)} at ${mine} a month.` : `To make it easy, I will sign ${lease(term)}.`,
  declineAsk: 'What would change your mind?',
  declineOffer: (current, term) =>
    current
      ? `If the rent cannot come down, I propose keeping it at ${current} on ${lease(term)}.`
      : `If the rent cannot come down, I propose keeping it unchanged on ${lease(term)}.`,
  improvements: 'I will also set aside non-urgent improvement requests.',
  improvementInstead: 'Another option: one agreed improvement to the unit in place of a reduction.',
  terms: (t) => `I would also ask for these terms in the renewal. ${t}`,
};

const friendly: Voice = {
  counterWithTerm: (p, term, theirs, alt) =>
    `Could we do ${p} a month on the ${term}-month lease you suggested? Or if you'd rather stay at ${theirs}, I'd be happy with ${lease(alt)}.`,
  counter: (p, term) => `Could we meet at ${p} a month on ${lease(term)}?`,
  accept: (theirs, term) => `${theirs} a month on ${lease(term)} sounds great to me!`,
  gap: (m, y, vacancy, mine) =>
    `At ${mine}, that's ${m} a month between us, ${y} over a year${vacancy ? `, less than one month of the place sitting empty at ${vacancy}` : ''}.`,
  partialAsk: 'Is there anything I can tell you that would help you decide?',
  partialOffer: (mine, term) =>
    mine ? `I'd happily sign ${lease(term)} at ${mine} a month if that helps.` : `I'd happily sign ${lease(term)} if that helps.`,
  declineAsk: 'Is there anything that would change your mind?',
  declineOffer: (current, term) =>
    current
      ? `If the rent can't come down, could we keep it at ${current} on ${lease(term)}?`
      : `If the rent can't come down, could we keep it the same on ${lease(term)}?`,
  improvements: "I'm happy to put off non-urgent improvement requests, too.",
  improvementInstead: 'Or we could agree on one improvement to the place instead of a lower rent.',
  terms: (t) => `It would also be great if the renewal could include the following. ${t}`,
};

function engageWith(lead: string) {
  return (type: ReplyResponseType, f: ReplyFigures) => [lead, ...offerFacts(type, f)].filter(Boolean).join(' ');
}

export const REPLY_PHRASES: Record<ReplyTone, ReplyPhrases> = {
  professional: {
    salutation: `Dear ${LANDLORD},`,
    thanks: 'Thank you for your response regarding my lease renewal.',
    closing: 'Thank you for your time and consideration.',
    signOff: 'Sincerely,',
    engage: engageWith(''),
    propose: proposeWith(professional),
    timeline: (replyBy) =>
      replyBy
        ? `As my renewal date is approaching, I would appreciate your reply by ${replyBy}.`
        : 'I look forward to hearing your thoughts.',
  },
  diplomatic: {
    salutation: `Dear ${LANDLORD},`,
    thanks: 'Thank you for taking the time to consider my request and to reply.',
    closing: "I value our relationship, and I'm confident we can reach an agreement that works for both of us.",
    signOff: 'Kind regards,',
    engage: engageWith(''),
    propose: proposeWith(diplomatic),
    timeline: (replyBy) =>
      replyBy
        ? `Since my renewal date is coming up soon, would it be possible to hear back from you by ${replyBy}?`
        : 'I would welcome your thoughts.',
  },
  strategic: {
    salutation: `Hello ${LANDLORD},`,
    thanks: 'Thanks for getting back to me about the renewal.',
    closing: 'I am ready to move forward once we agree on terms.',
    signOff: 'Best regards,',
    engage: engageWith(''),
    propose: proposeWith(strategic),
    timeline: (replyBy) =>
      replyBy ? `Because the renewal deadline is close, let's aim to settle this by ${replyBy}.` : 'Let me know if this works for you.',
  },
  friendly: {
    salutation: `Hi ${LANDLORD},`,
    thanks: 'Thanks so much for getting back to me!',
    closing: 'Thanks again. I really appreciate you working with me on this!',
    signOff: 'Warm regards,',
    engage: engageWith(''),
    propose: proposeWith(friendly),
    timeline: (replyBy) =>
      replyBy
        ? `My renewal is coming up fast, so if you could let me know by ${replyBy}, that would be great.`
        : 'Let me know what you think.',
  },
};
