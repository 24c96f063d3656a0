import { pagePath } from '#domain/routes.ts';
import type { ContentSection, CtaButton } from './types.ts';

/** How-to guide ("/how-to-negotiate-rent"). Section ids are the page's public anchors; keep them stable. */

export type GuideSectionId =
  | 'when-to-negotiate'
  | 'research-preparation'
  | 'negotiation-strategies'
  | 'writing-letter'
  | 'common-mistakes'
  | 'follow-up';

export interface GuideSection extends ContentSection {
  readonly id: GuideSectionId;
  /** Short label for the table of contents. */
  readonly navLabel: string;
}

export interface GuidePage {
  readonly heading: string;
  readonly intro: readonly string[];
  readonly tocHeading: string;
  readonly sections: readonly GuideSection[];
  readonly cta: {
    readonly heading: string;
    readonly text: string;
    readonly button: CtaButton;
  };
  readonly disclaimer: string;
}

export const GUIDE_PAGE: GuidePage = {
  heading: 'How to Negotiate Your Rent',
  intro: [
    'Rent is usually the biggest bill you pay, and at renewal time it is also one of the few you can negotiate. Landlords expect some renewals to involve a conversation, and a tenant who arrives with data, a clear request and a reasonable offer is often taken seriously.',
    'This guide walks you through the process from start to finish: when to ask, how to prepare, which strategies tend to help, how to write the letter, which mistakes to avoid and how to follow up. It is general information, not legal advice; tenant law differs by state and city.',
  ],
  tocHeading: 'In this guide',
  sections: [
    {
      id: 'when-to-negotiate',
      navLabel: 'When to Negotiate',
      heading: 'When to Negotiate',
      blocks: [
        {
          type: 'paragraph',
          text: 'Timing matters as much as the request itself. Start preparing when your renewal is 4 months or less away, and send your letter about 90 days before your lease ends. Many landlords and property managers send renewal notices 60 to 90 days ahead, so a letter sent then means you are part of the decision instead of reacting to it.',
        },
        {
          type: 'paragraph',
          text: 'Asking too early can backfire: a landlord may not have looked at the market yet and may simply say it is too soon. Asking too late leaves you with little leverage, because if talks fail you will not have time to find another place, and your landlord knows it.',
        },
        {
          type: 'list',
          intro: 'Good moments to start the conversation:',
          items: [
            'When you receive a renewal notice with an increase you think is above the market.',
            'About 90 days before your lease ends, even if no notice has arrived yet.',
            'When several similar units in your building or neighborhood have been listed for weeks without being rented.',
            'During slower leasing seasons, often late fall and winter in many markets, when fewer people are moving.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Before you do anything, read your lease for the renewal clause. Some leases require you to give notice of whether you intend to renew by a specific date, and some renew automatically. Missing a deadline can weaken your position, so put the key dates in your calendar first.',
        },
      ],
    },
    {
      id: 'research-preparation',
      navLabel: 'Research & Preparation',
      heading: 'Research and Preparation',
      blocks: [
        {
          type: 'paragraph',
          text: 'A request backed by evidence is much harder to dismiss than a request based on feeling. Your goal is to know what comparable homes near you actually cost, and to be able to show it in a sentence or two.',
        },
        {
          type: 'list',
          intro: 'Gather the following before you write anything:',
          items: [
            "Your market comparison. Run the free RentCheck analysis for your ZIP code and unit size. It starts from HUD Fair Market Rents, the federal figures published every year, and the Census Bureau's median rent for your ZIP code, and turns them into an estimated market average with a range.",
            'Three to five current listings for similar units: same number of bedrooms, similar size, age, amenities and location. Save screenshots with the date, because listings disappear.',
            'Concessions being offered nearby, such as a free month, reduced deposits or waived fees. A concession lowers the effective rent even if the advertised rent stays the same.',
            'Your own record: how long you have lived there, whether you always paid on time, and any repairs or improvements you handled.',
            'Any maintenance issues that are still unresolved, with dates you reported them.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Compare like with like. An FMR measures gross rent, meaning rent plus typical utilities, so if your rent includes heat or water, say so when you compare. A renovated unit with in-unit laundry is not a fair comparison for an older walk-up, and your landlord will point that out.',
        },
        {
          type: 'paragraph',
          text: 'Finally, decide your numbers before the conversation: the rent you will ask for, the rent you would happily accept, and the point at which moving makes more sense. Knowing your walk-away point keeps you calm when the counteroffer arrives.',
        },
      ],
    },
    {
      id: 'negotiation-strategies',
      navLabel: 'Negotiation Strategies',
      heading: 'Negotiation Strategies That Help',
      blocks: [
        {
          type: 'paragraph',
          text: "Negotiation works best when both sides gain something. From your landlord's point of view, a good tenant leaving is expensive: the unit may sit empty, it needs cleaning and repainting, and there are advertising and screening costs. A commonly cited estimate puts the cost of turnover at 1 to 3 months of rent. Keeping a reliable tenant at a slightly lower rent can be the better deal, and your job is to make that clear.",
        },
        {
          type: 'list',
          intro: 'Strategies renters commonly use:',
          items: [
            'Ask for a specific number. A reduction of 5 to 15 percent is a common range to request; the right figure depends on how far above the market your rent is.',
            'Offer something in return. A longer lease (for example 18 to 24 months instead of 12) gives your landlord predictable income and fewer vacancies.',
            'Lead with your track record: on-time payments, no complaints, care of the unit and any small repairs you handled yourself.',
            'If an increase has been announced, you can negotiate the size of the increase rather than ask for a cut. Keeping the rent unchanged is also a win.',
            'Consider non-rent terms if the rent cannot move: a parking space, a waived fee, new appliances, fresh paint or a repair you have been waiting for.',
            'Be willing to meet in the middle. Asking for a little more than your target leaves room for a counteroffer.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Keep your tone cooperative. You are not accusing anyone of overcharging; you are presenting information and proposing a fair arrangement. If you live in a rent-controlled or rent-stabilized unit, the rules on increases may already protect you, so check your local housing agency before negotiating.',
        },
      ],
    },
    {
      id: 'writing-letter',
      navLabel: 'Writing Your Letter',
      heading: 'Writing Your Letter',
      blocks: [
        {
          type: 'paragraph',
          text: 'Putting your request in writing gives your landlord time to think rather than react, makes it easy to forward to an owner or management company, and creates a record of what you asked for. A good negotiation letter is short, specific and polite, usually no more than one page.',
        },
        {
          type: 'list',
          ordered: true,
          intro: 'A clear structure:',
          items: [
            'Opening: who you are, your address, how long you have lived there, and that you would like to renew.',
            'Your record as a tenant: two or three concrete facts, such as never paying late or keeping the unit in excellent condition.',
            'The market comparison: your current rent, the estimated market figure for similar homes, and a few comparable listings if you have them.',
            'Your request: the exact monthly rent you are proposing, or a request to keep the rent unchanged, and the lease length you are offering.',
            'Closing: thanks, a request to reply by a reasonable date, and your name, phone number and email.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Stick to facts and avoid ultimatums. "I have found similar two-bedroom units nearby listed for less" is persuasive; "I will move out unless you lower the rent" invites your landlord to call your bluff. Proofread, keep a copy, and send it the way your landlord normally communicates with you, whether that is email, a tenant portal or a printed letter.',
        },
        {
          type: 'paragraph',
          text: "RentCheck's free letter generator follows this structure and fills it in from your answers. Letters are built in your browser and are not stored, so copy or download yours before leaving the page.",
        },
      ],
    },
    {
      id: 'common-mistakes',
      navLabel: 'Common Mistakes',
      heading: 'Common Mistakes to Avoid',
      blocks: [
        {
          type: 'paragraph',
          text: 'Most failed negotiations go wrong for predictable reasons. Avoiding these mistakes will not guarantee a yes, but it keeps the door open.',
        },
        {
          type: 'list',
          items: [
            'Waiting until the last month. With no time to move, you have little leverage and your landlord knows it.',
            'Asking without a number. "Can you lower the rent?" is easy to decline; a specific figure backed by data is not.',
            'Comparing your unit with homes that are not comparable, such as newer buildings, different neighborhoods or units with very different amenities.',
            'Making threats you will not carry out. If you say you will leave, be ready to leave.',
            'Being confrontational or emotional. Landlords are people, and a respectful request is more likely to get a thoughtful answer.',
            'Raising unrelated complaints in the same letter. Report maintenance issues through the normal channels and keep the rent discussion focused.',
            'Accepting a verbal agreement. Any change should be written into your renewal lease or a signed addendum.',
            'Missing a renewal or notice deadline in your lease while you wait for an answer.',
          ],
        },
        {
          type: 'paragraph',
          text: "One more: do not assume the first answer is final. A landlord who cannot cut the rent may still agree to a smaller increase, a longer lease at today's rate or an improvement to the unit.",
        },
      ],
    },
    {
      id: 'follow-up',
      navLabel: 'Follow-Up',
      heading: 'Following Up',
      blocks: [
        {
          type: 'paragraph',
          text: 'After you send your letter, give your landlord a reasonable amount of time to respond, often about a week. If you have not heard back, send a short, friendly note asking whether they have had a chance to review your request, and offer to talk by phone.',
        },
        {
          type: 'list',
          intro: 'How to handle the answer:',
          items: [
            'Yes: thank them, and ask for the new rent and lease term in writing before you sign the renewal.',
            'Counteroffer: compare it with your target and your walk-away point. You can accept, or respond with a figure in between, perhaps paired with a longer lease.',
            'Partial yes or "we\'ll consider it": restate your request briefly, answer any questions, and suggest a date to finalize.',
            'No: ask whether anything else is possible, such as a smaller increase, a waived fee or an improvement, and decide calmly whether to renew or look elsewhere.',
          ],
        },
        {
          type: 'paragraph',
          text: "RentCheck's response generator helps you draft a reply to any of these answers in the tone you choose. Whatever you agree, check the renewal lease carefully before signing to make sure the rent, the term and any promised changes are written in.",
        },
        {
          type: 'paragraph',
          text: 'Keep copies of your letter, the replies and the signed lease. If you negotiate again next year, you will already have a record of what worked.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Ready to write your letter?',
    text: 'Check your rent against market data and build a professional negotiation letter in minutes, free.',
    button: { label: 'Get Started', href: pagePath('generate-letter') },
  },
  disclaimer:
    'This guide is general information, not legal advice. Landlord-tenant law varies by state and city. Results vary by market conditions and individual circumstances.',
};
