import { formatUsd, roundTo5 } from '../shared/money.ts';
import { longDate } from '../shared/dates.ts';
import { responseTypeOf } from './landlord-response.ts';
import { type LetterHandoff, replyPrefillOf } from './letter-handoff.ts';
import { buildReply, landlordReadingOf, nextSteps, planReply, walkAwayNotes } from './reply-builder.ts';
import { emptyReplyForm, type ReplyWalkAway } from './reply-form.ts';
import { type ReplyForm, replyFormSchema } from './reply-form.schema.ts';
import type { SenderDetails } from './sender.ts';
import { checkText, replyTextPlan } from './text-check.ts';
import { parseIsoDay } from '../shared/dates.ts';

/**
 * Prepared replies (ADR 0077): for the ask the renter's letter makes, the landlord's three likely answers, each with
 * the renter's next step and the reply written by the reply page's own builder (`buildReply`) and passed by the one
 * checker. Once a real answer is recorded, the answer it matches is built from the recorded words and figure instead.
 */

export const PREPARED_ANSWERS = ['declines', 'counters', 'raises'] as const;
export type PreparedAnswer = (typeof PREPARED_ANSWERS)[number];

/** A rise the "raises further" example uses when the ask leaves no gap to mirror: 5% of the current rent. */
const RAISE_SHARE_WITHOUT_GAP = 0.05;

export interface PreparedReply {
  answer: PreparedAnswer;
  /** "If your landlord declines", or the recorded answer's title. */
  title: string;
  /** The landlord's monthly rent in this answer; null when the answer is not open to this ask. */
  landlordRent: number | null;
  /** Where the landlord's figure comes from: their own (the proposal or the rent kept), an example, the renter's, the recorded answer. */
  figure: 'theirs' | 'example' | 'renter' | 'recorded';
  /** How the figure was chosen, in a sentence with its arithmetic. */
  howChosen: string;
  /** The landlord's answer the reply answers: the example's words, or what the renter recorded. */
  landlordAnswer: string;
  /** The renter's next steps (the reply page's own). */
  steps: string[];
  /** The walk-away point against this answer, when the renter has one (the reply page's own notes). */
  walkAway: string[];
  /** The reply, checked; null when this answer is not open to this ask (`unavailable` says why). */
  text: string | null;
  unavailable: string | null;
}

export interface PreparedRepliesInput {
  handoff: LetterHandoff;
  walkAway: ReplyWalkAway | null;
  /** The latest landlord answer recorded on the saved negotiation, with its figure when entered. */
  recorded: { text: string; amount: number | null; date: string } | null;
  /** Figures the renter typed for the counter and the further raise; null for the examples. */
  counter: number | null;
  raise: number | null;
  sender: Partial<SenderDetails>;
  today: Date;
}

export interface PreparedReplies {
  /** Their figure the answers start from: the landlord's proposal, else the current rent. */
  starting: { rent: number; kind: 'proposal' | 'current' };
  asked: number;
  termMonths: number;
  /** The counter a renter may type: strictly between the ask and the starting figure; null when there is no room. */
  counterRange: { low: number; high: number } | null;
  replies: PreparedReply[];
  /** Which answer the recorded one matched; null when none is recorded or it matched none of the three. */
  matched: PreparedAnswer | null;
  /** Why a recorded answer matched none of the three (a yes, or no figure to read). */
  recordedNote: string | null;
}

const usd = formatUsd;

/** The reply form for one answer: the letter's figures, the landlord's words and figure, the walk-away point. */
function formFor(input: PreparedRepliesInput, landlordAnswer: string, figure: number | null): ReplyForm {
  const base = { ...emptyReplyForm(), ...replyPrefillOf(input.handoff), ...input.sender };
  const draft = {
    ...base,
    landlordResponse: landlordAnswer,
    counterOffer: figure === null ? '' : String(figure),
    walkAway: input.walkAway,
    acceptDisclaimer: true,
  };
  const move = landlordReadingOf(draft).move;
  const type = figure === null ? responseTypeOf(move) : figure === input.handoff.currentRent ? 'decline' : 'counter';
  return replyFormSchema.parse({ ...draft, responseType: type === 'unclear' ? 'partial' : type });
}

function prepared(
  input: PreparedRepliesInput,
  head: Pick<PreparedReply, 'answer' | 'title' | 'landlordRent' | 'figure' | 'howChosen' | 'landlordAnswer'>,
): PreparedReply {
  const form = formFor(input, head.landlordAnswer, head.landlordRent);
  const text = buildReply(form, { today: input.today });
  const findings = checkText(text, replyTextPlan(form, planReply(form)));
  return {
    ...head,
    steps: nextSteps(form).slice(0, 2),
    walkAway: walkAwayNotes(form),
    text: findings.length === 0 ? text : null,
    unavailable: findings.length === 0 ? null : `This reply did not pass the check: ${findings.map((f) => f.message).join('; ')}`,
  };
}

function unavailable(answer: PreparedAnswer, title: string, why: string): PreparedReply {
  return {
    answer,
    title,
    landlordRent: null,
    figure: 'theirs',
    howChosen: why,
    landlordAnswer: '',
    steps: [],
    walkAway: [],
    text: null,
    unavailable: why,
  };
}

const TITLES: Record<PreparedAnswer, string> = {
  declines: 'If your landlord declines',
  counters: 'If your landlord counters',
  raises: 'If your landlord raises the rent further',
};

const RECORDED_TITLES: Record<PreparedAnswer, string> = {
  declines: 'Your landlord declined',
  counters: 'Your landlord countered',
  raises: 'Your landlord raised the rent further',
};

/** Which of the three answers a landlord's figure is, against the ask and their starting figure. */
function answerOf(rent: number, asked: number, starting: number): PreparedAnswer | null {
  if (rent > starting) return 'raises';
  if (rent === starting) return 'declines';
  return rent > asked ? 'counters' : null;
}

export function preparedReplies(input: PreparedRepliesInput): PreparedReplies {
  const { handoff } = input;
  const asked = handoff.askedRent;
  const current = handoff.currentRent;
  const starting =
    handoff.proposedRent !== null ? { rent: handoff.proposedRent, kind: 'proposal' as const } : { rent: current, kind: 'current' as const };
  const S = starting.rent;
  const theirWord = starting.kind === 'proposal' ? `their proposed ${usd(S)}` : `your current ${usd(S)}`;
  const counterRange = S - asked >= 2 ? { low: asked + 1, high: S - 1 } : null;

  // The recorded answer, read as the reply page reads it: its figure decides which answer it is.
  let matched: PreparedAnswer | null = null;
  let recordedNote: string | null = null;
  let recordedForm: ReplyForm | null = null;
  if (input.recorded) {
    recordedForm = formFor(input, input.recorded.text, input.recorded.amount);
    const plan = planReply(recordedForm);
    const figure = plan.theirs ?? (plan.move === 'decline' ? S : null);
    matched = figure === null ? null : answerOf(figure, asked, S);
    if (matched === null)
      recordedNote =
        figure === null
          ? 'Your recorded answer names no rent, so the replies below stay examples; the reply page answers it in full.'
          : `Your recorded answer, ${usd(figure)} a month, meets your ask of ${usd(asked)}, so none of the three below is needed; the reply page answers it in full.`;
  }
  const recordedHead = (answer: PreparedAnswer) => {
    if (matched !== answer || !input.recorded || !recordedForm) return null;
    const plan = planReply(recordedForm);
    const figure = plan.theirs ?? S;
    const day = parseIsoDay(input.recorded.date);
    return {
      answer,
      title: `${RECORDED_TITLES[answer]} (recorded ${day === null ? input.recorded.date : longDate(day)})`,
      landlordRent: figure,
      figure: 'recorded' as const,
      howChosen: `The rent in the answer you recorded: ${usd(figure)} a month.`,
      landlordAnswer: input.recorded.text,
    };
  };

  const replies: PreparedReply[] = [];

  // Declines: they keep their figure (the proposal, or the current rent).
  const declines = recordedHead('declines');
  if (declines) replies.push(prepared(input, declines));
  else if (S <= asked)
    replies.push(
      unavailable(
        'declines',
        TITLES.declines,
        `You asked to keep ${usd(S)}, so a refusal that keeps it meets your ask; a refusal that raises it is the answer below.`,
      ),
    );
  else
    replies.push(
      prepared(input, {
        answer: 'declines',
        title: TITLES.declines,
        landlordRent: S,
        figure: 'theirs',
        howChosen:
          starting.kind === 'proposal'
            ? `Your landlord keeps their proposed rent of ${usd(S)} a month.`
            : `Your landlord keeps the rent at your current ${usd(S)} a month.`,
        landlordAnswer:
          starting.kind === 'proposal'
            ? `We are keeping the new rent at ${usd(S)} a month.`
            : `We are unable to lower the rent; it will stay at ${usd(S)} a month.`,
      }),
    );

  // Counters: a figure between the ask and theirs; the renter's own, else halfway, rounded to $5.
  const counters = recordedHead('counters');
  if (counters) replies.push(prepared(input, counters));
  else if (!counterRange)
    replies.push(
      unavailable('counters', TITLES.counters, `Your ask of ${usd(asked)} leaves no figure between it and ${theirWord} to counter with.`),
    );
  else {
    const typed = input.counter !== null && input.counter >= counterRange.low && input.counter <= counterRange.high ? input.counter : null;
    const halfway = Math.min(counterRange.high, Math.max(counterRange.low, roundTo5((asked + S) / 2)));
    const rent = typed ?? halfway;
    replies.push(
      prepared(input, {
        answer: 'counters',
        title: TITLES.counters,
        landlordRent: rent,
        figure: typed === null ? 'example' : 'renter',
        howChosen:
          typed === null
            ? `An example: halfway between your ask of ${usd(asked)} and ${theirWord}, (${usd(asked)} + ${usd(S)}) ÷ 2, rounded to the nearest $5: ${usd(rent)} a month. To see the reply to another figure, type the one you expect.`
            : `The figure you typed: ${usd(rent)} a month, between your ask of ${usd(asked)} and ${theirWord}.`,
        landlordAnswer: `We can offer ${usd(rent)} a month instead.`,
      }),
    );
  }

  // Raises further: above their figure; the renter's own, else as far above it as the ask is below it.
  const raises = recordedHead('raises');
  if (raises) replies.push(prepared(input, raises));
  else {
    const gap = S - asked;
    const typed = input.raise !== null && input.raise > S ? input.raise : null;
    const step = gap > 0 ? gap : roundTo5(current * RAISE_SHARE_WITHOUT_GAP);
    const rent = typed ?? S + step;
    replies.push(
      prepared(input, {
        answer: 'raises',
        title: TITLES.raises,
        landlordRent: rent,
        figure: typed === null ? 'example' : 'renter',
        howChosen:
          typed !== null
            ? `The figure you typed: ${usd(rent)} a month, above ${theirWord}.`
            : gap > 0
              ? `An example: as far above ${theirWord} as your ask of ${usd(asked)} is below it, ${usd(S)} + ${usd(gap)} = ${usd(rent)} a month. To see the reply to another figure, type the one you expect.`
              : `An example: ${theirWord} plus 5% of your current rent, rounded to the nearest $5: ${usd(S)} + ${usd(step)} = ${usd(rent)} a month. To see the reply to another figure, type the one you expect.`,
        landlordAnswer: `The new rent will be ${usd(rent)} a month.`,
      }),
    );
  }

  return { starting, asked, termMonths: handoff.termMonths, counterRange, replies, matched, recordedNote };
}
