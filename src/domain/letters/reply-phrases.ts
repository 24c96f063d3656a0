import type { ReplyTone } from './tones.ts';

export type ReplyResponseType = 'counter' | 'partial' | 'decline';
export type Flexibility = 'lease-extension' | 'improvements' | 'none';

/** Figures worked out from the form; each null when the renter did not give what it needs. */
export interface ReplyFigures {
  currentRent: string | null;
  /** "a reduction of $150 a month" / "a 10% reduction". */
  request: string | null;
  /** Halfway between the landlord's counter and the renter's target, when both are known. */
  middle: { proposal: string; theirs: string; mine: string } | null;
}

/** Reply wording by tone. The lead tone supplies greeting, thanks and closing; the second tone the rest. */
export interface ReplyPhrases {
  salutation: string;
  thanks: string;
  closing: string;
  signOff: string;
  position: (type: ReplyResponseType, figures: ReplyFigures) => string;
  /** `cost` is " (roughly $1,850 to $5,550 at the current rent)" or "". */
  turnover: (cost: string) => string;
  flexibility: Record<Flexibility, string>;
  terms: (terms: string) => string;
  /** `replyBy` is a date such as "Tuesday, November 24" for an urgent reply; null when there is no rush. */
  timeline: (replyBy: string | null) => string;
}

const LANDLORD = "[Landlord's Name]";

export const REPLY_PHRASES: Record<ReplyTone, ReplyPhrases> = {
  professional: {
    salutation: `Dear ${LANDLORD},`,
    thanks: 'Thank you for your response regarding my lease renewal.',
    closing: 'Thank you for your time and consideration.',
    signOff: 'Sincerely,',
    position: (type, { currentRent, request, middle }) => {
      if (type === 'counter') {
        return middle
          ? `I would like to propose a monthly rent of ${middle.proposal}, which sits between your offer of ${middle.theirs} and my original request of ${middle.mine}.`
          : 'I would like to propose that we settle on a figure between your offer and my original request.';
      }
      if (type === 'partial') {
        return `To move this forward, I would like to confirm my request${request ? ` for ${request}` : ''} and agree on the final terms at your convenience.`;
      }
      return `I would ask you to reconsider. If a reduction is not possible, would you be willing to keep the rent at its current level${currentRent ? ` of ${currentRent}` : ''} for the next term?`;
    },
    turnover: (cost) =>
      `As you know, replacing a tenant typically costs a landlord 1 to 3 months of rent${cost} in vacancy, cleaning, repairs and marketing.`,
    flexibility: {
      'lease-extension': 'In exchange, I am prepared to sign a longer lease of 18 to 24 months.',
      improvements: 'I am also flexible on improvements: I am willing to set aside non-urgent improvement requests and renew for 12 to 18 months.',
      none: 'I am prepared to renew for a term of 12 to 18 months.',
    },
    terms: (terms) => `I would also like the renewal to include the following: ${terms}`,
    timeline: (replyBy) =>
      replyBy
        ? `As my renewal date is approaching, I would appreciate your reply by ${replyBy}.`
        : 'Please let me know your thoughts once you have had a chance to review this.',
  },

  diplomatic: {
    salutation: `Dear ${LANDLORD},`,
    thanks: 'Thank you for taking the time to consider my request and to reply.',
    closing: "I value our relationship, and I'm confident we can reach an agreement that works for both of us.",
    signOff: 'Kind regards,',
    position: (type, { currentRent, request, middle }) => {
      if (type === 'counter') {
        return middle
          ? `Perhaps we could meet in the middle at ${middle.proposal} a month? That falls between your figure of ${middle.theirs} and the ${middle.mine} I originally asked about, and I think it would be fair to both of us.`
          : 'Perhaps we could find a figure between your offer and my original request that works for both of us?';
      }
      if (type === 'partial') {
        return `I'd be glad to talk through the details${request ? ` of my request for ${request}` : ''} at whatever time suits you, so the decision is as easy as possible.`;
      }
      return `I wonder if there is a middle ground. If a reduction isn't possible right now, would you consider keeping the rent at ${currentRent ?? 'its current level'} for the renewal?`;
    },
    turnover: (cost) =>
      `It may also help to consider that finding a new tenant usually costs a landlord 1 to 3 months of rent${cost} once vacancy, cleaning and marketing are added up.`,
    flexibility: {
      'lease-extension': 'In return, I would be happy to commit to a longer lease of 18 to 24 months, which would give you stable income.',
      improvements: "I'm also flexible on improvements and happy to set aside non-urgent requests, and I would gladly renew for 12 to 18 months.",
      none: 'I would be glad to renew for a term of 12 to 18 months.',
    },
    terms: (terms) => `If possible, I would also like the renewal to include the following: ${terms}`,
    timeline: (replyBy) =>
      replyBy
        ? `Since my renewal date is coming up soon, would it be possible to hear back from you by ${replyBy}?`
        : 'Please take whatever time you need to think it over.',
  },

  strategic: {
    salutation: `Hello ${LANDLORD},`,
    thanks: 'Thanks for getting back to me about the renewal.',
    closing: "I'm ready to move forward as soon as we agree on terms.",
    signOff: 'Best regards,',
    position: (type, { currentRent, request, middle }) => {
      if (type === 'counter') {
        return middle
          ? `My proposal is ${middle.proposal} a month: halfway between your ${middle.theirs} and my ${middle.mine}, with the commitments below to make it worth your while.`
          : "I'd propose we settle between your offer and my original request, with the commitments below to make it worth your while.";
      }
      if (type === 'partial') {
        return `To make the decision simple, here is exactly what I am asking for: ${request ?? 'a lower monthly rent for the renewal term'}, in exchange for the commitments below.`;
      }
      return `Before we close this out, I'd ask you to weigh the numbers below. If a reduction truly isn't possible, renewing at the current rent${currentRent ? ` of ${currentRent}` : ''} would still be a good outcome for both of us.`;
    },
    turnover: (cost) =>
      `Consider the alternative: turnover typically costs a landlord 1 to 3 months of rent${cost} in lost income, cleaning, repairs and listing fees.`,
    flexibility: {
      'lease-extension': 'In exchange, I will commit to a lease of 18 to 24 months, which locks in your income and removes the vacancy risk.',
      improvements: 'To sweeten the deal, I will set aside non-urgent improvement requests and renew for 12 to 18 months.',
      none: 'I am ready to renew for 12 to 18 months, which keeps the unit occupied with no turnover.',
    },
    terms: (terms) => `I would also ask for these terms in the renewal: ${terms}`,
    timeline: (replyBy) =>
      replyBy
        ? `Because the renewal deadline is close, let's aim to settle this by ${replyBy}.`
        : 'If this works for you, I can sign as soon as the paperwork is ready.',
  },

  friendly: {
    salutation: `Hi ${LANDLORD},`,
    thanks: 'Thanks so much for getting back to me!',
    closing: 'Thanks again. I really appreciate you working with me on this!',
    signOff: 'Warm regards,',
    position: (type, { currentRent, request, middle }) => {
      if (type === 'counter') {
        return middle
          ? `Could we meet halfway at ${middle.proposal} a month? That's right between your ${middle.theirs} and the ${middle.mine} I was hoping for.`
          : 'Could we meet somewhere in the middle between your offer and what I was hoping for?';
      }
      if (type === 'partial') {
        return `I'd love to find a time to chat about it${request ? `; I'm still hoping for ${request}` : ''}.`;
      }
      return `I understand if a big change isn't possible, but would you consider keeping the rent at ${currentRent ?? 'its current level'} when we renew?`;
    },
    turnover: (cost) =>
      `Keeping a tenant you already know also saves you the hassle of turnover, which usually costs 1 to 3 months of rent${cost}.`,
    flexibility: {
      'lease-extension': "I'd also be glad to sign for longer, 18 to 24 months, so you'd have one less thing to worry about.",
      improvements: "I'm happy to be flexible on improvements too, setting aside anything non-urgent, and I'd love to renew for 12 to 18 months.",
      none: "I'd be happy to renew for another 12 to 18 months.",
    },
    terms: (terms) => `It would also be great if the renewal could include: ${terms}`,
    timeline: (replyBy) =>
      replyBy
        ? `My renewal is coming up fast, so if you could let me know by ${replyBy}, that would be great.`
        : 'No rush; just let me know what you think when you get a chance.',
  },
};
