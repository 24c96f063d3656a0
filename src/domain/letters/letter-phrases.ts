import type { LetterTone } from './tones.ts';

export interface OpeningFacts {
  address: string;
  /** "2 years and 3 months"; null when not known. */
  tenure: string | null;
  /** "in 60 days", "next month"; null when not given. */
  renewal: string | null;
}

export type LetterAsk =
  /** amount: "$150 a month" or "10%"; newRent: "$1,700" when it can be worked out. */
  | { kind: 'reduce'; amount: string; newRent: string | null }
  | { kind: 'keep'; rent: string }
  | { kind: 'open'; towardMarket: boolean };

/** Everything a letter says that depends on tone. The lead tone supplies greeting, opening and closing. */
export interface LetterPhrases {
  salutation: (name: string) => string;
  opening: (facts: OpeningFacts) => string;
  closing: string;
  signOff: string;
  /** `list` is a run of "have …" phrases: "never missed …, kept …, and handled …". */
  strengths: (list: string) => string;
  /** `facts` starts lower-case ("comparable one-bedroom apartments …") and is complete sentences. */
  market: (source: string, facts: string) => string;
  /** Lead-ins for supporting points, used in turn. */
  connectors: readonly [string, ...string[]];
  ask: (ask: LetterAsk) => string;
  resignEarly: string;
}

export const LETTER_PHRASES: Record<LetterTone, LetterPhrases> = {
  friendly: {
    salutation: (name) => `Hi ${name},`,
    opening: ({ address, tenure, renewal }) =>
      `I hope you're doing well! I've really enjoyed living at ${address}${tenure ? ` for the past ${tenure}` : ''}, ` +
      `and with my lease renewal coming up${renewal ? ` ${renewal}` : ''}, I wanted to reach out about the rent.`,
    closing: "Thank you so much for considering this. I really appreciate it, and I'm happy to chat whenever it suits you.",
    signOff: 'Warm regards,',
    strengths: (list) => `I've always tried to be a tenant you don't have to worry about: I've ${list}.`,
    market: (source, facts) => `I did a little homework on local rents using ${source}, and it looks like ${facts}`,
    connectors: ['Also,', 'On top of that,', 'And just so you know,'],
    ask: (ask) => {
      switch (ask.kind) {
        case 'reduce':
          return (
            `Would you be open to lowering my rent by ${ask.amount}${ask.newRent ? `, to ${ask.newRent},` : ''} for the renewal? ` +
            "It would make a real difference for me, and I'd love to keep calling this place home."
          );
        case 'keep':
          return `Would you be willing to keep my rent the same, at ${ask.rent} a month, when we renew? Staying at the current rate would mean a lot to me.`;
        case 'open':
          return ask.towardMarket
            ? 'Would you be open to bringing my rent closer to the local average when we renew? It would make a real difference for me.'
            : 'Would you be open to lowering my rent a little when we renew? It would make a real difference for me.';
      }
    },
    resignEarly: "If it helps, I'm happy to sign my renewal early so you don't have to worry about a vacancy.",
  },

  direct: {
    salutation: (name) => `Dear ${name},`,
    opening: ({ address, tenure, renewal }) =>
      `I am writing about the rent for ${address}${tenure ? `, where I have lived for ${tenure}` : ''}. ` +
      (renewal
        ? `My lease is up for renewal ${renewal}, and I would like to settle the rent before then.`
        : 'I would like to settle the rent before my lease renews.'),
    closing: 'Please let me know your decision at your earliest convenience. I am available to discuss it whenever suits you.',
    signOff: 'Regards,',
    strengths: (list) => `My record as a tenant is strong. I have ${list}.`,
    market: (source, facts) => `The numbers are clear. Based on ${source}, ${facts}`,
    connectors: ['In addition,', 'Also,', 'Further,'],
    ask: (ask) => {
      switch (ask.kind) {
        case 'reduce':
          return `I am requesting a rent reduction of ${ask.amount}${ask.newRent ? `, bringing my rent to ${ask.newRent} a month` : ''}, starting with the renewal term.`;
        case 'keep':
          return `I am asking that my rent stay unchanged at ${ask.rent} a month for the renewal term.`;
        case 'open':
          return ask.towardMarket
            ? 'I am requesting that my rent be brought in line with the market rate for the renewal term.'
            : 'I am requesting a lower rent for the renewal term.';
      }
    },
    resignEarly: 'In return, I am prepared to sign the renewal early.',
  },

  professional: {
    salutation: (name) => `Dear ${name},`,
    opening: ({ address, tenure, renewal }) =>
      `I am writing regarding my lease at ${address}${tenure ? `, where I have been a tenant for the past ${tenure}` : ''}. ` +
      `As my lease renewal approaches${renewal ? ` ${renewal}` : ''}, I would like to discuss the rent for the next lease term.`,
    closing:
      'Thank you for your time and consideration. I look forward to your response and to continuing our positive landlord-tenant relationship.',
    signOff: 'Sincerely,',
    strengths: (list) => `Throughout my tenancy, I have ${list}.`,
    market: (source, facts) => `I have reviewed current market data for the area. According to ${source}, ${facts}`,
    connectors: ['Additionally,', 'Furthermore,', 'In addition,'],
    ask: (ask) => {
      switch (ask.kind) {
        case 'reduce':
          return `I would respectfully request a reduction of ${ask.amount}${ask.newRent ? `, which would bring the monthly rent to ${ask.newRent}` : ''}, effective at the start of the renewal term.`;
        case 'keep':
          return `I would respectfully request that the rent remain unchanged at ${ask.rent} per month for the upcoming lease term.`;
        case 'open':
          return ask.towardMarket
            ? 'I would respectfully request that the rent be adjusted to reflect current market rates for the upcoming lease term.'
            : 'I would respectfully request a reduction in rent for the upcoming lease term.';
      }
    },
    resignEarly: 'In exchange, I am prepared to sign the renewal agreement early, giving you certainty of continued occupancy.',
  },

  conversational: {
    salutation: (name) => `Hello ${name},`,
    opening: ({ address, tenure, renewal }) =>
      `I wanted to reach out about my lease at ${address}. ` +
      `${tenure ? `I've lived here for ${tenure} now, and with` : 'With'} my renewal coming up${renewal ? ` ${renewal}` : ''}, ` +
      "I'd love to talk about the rent.",
    closing: "Thanks for taking the time to read this. Let me know what you think; I'm happy to talk it over whenever works for you.",
    signOff: 'Best,',
    strengths: (list) => `I'd like to think I've been an easy tenant to have. I've ${list}.`,
    market: (source, facts) =>
      `I've also been looking at what similar places go for around here. Going by ${source}, ${facts}`,
    connectors: ['Also,', 'Plus,', 'And'],
    ask: (ask) => {
      switch (ask.kind) {
        case 'reduce':
          return `What I'm hoping for is a reduction of ${ask.amount}${ask.newRent ? `, which would put the rent at ${ask.newRent} a month` : ''}. Would that work for you?`;
        case 'keep':
          return `I'm hoping we can keep the rent where it is, at ${ask.rent} a month, when I renew. Would that work for you?`;
        case 'open':
          return ask.towardMarket
            ? 'Would you be open to bringing the rent closer to the going rate when I renew?'
            : 'Would you be open to lowering the rent a bit when I renew?';
      }
    },
    resignEarly: "And if it helps, I'd be glad to sign the renewal early.",
  },
};
