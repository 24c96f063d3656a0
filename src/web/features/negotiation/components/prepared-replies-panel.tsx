import type { PreparedReply } from '#domain/letters/prepared-replies.ts';
import type { SavedNegotiation } from '#domain/negotiation/saved-negotiation.ts';
import { formatUsd, MIN_MONTHLY_RENT, optionalMoneyAmount } from '#domain/shared/money.ts';
import { AlertTriangle, Copy, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form/field.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { todayIso } from '../../../lib/format-day.ts';
import { toast } from '../../../lib/toast.ts';
import { usePreparedReplies } from '../api/get-prepared-replies.ts';

/** A typed whole-dollar rent, or null while blank or not a rent. */
const rentOf = (text: string) => {
  const value = optionalMoneyAmount(text);
  return value !== null && Number.isInteger(value) && value >= MIN_MONTHLY_RENT ? value : null;
};

/**
 * Prepared replies (ADR 0077): the landlord's three likely answers to the saved letter, each with its figure, how the
 * figure was chosen, the walk-away point against it, the next steps and the reply, computed by the server for a
 * Premium session. The renter may type the counter and the raise they expect; a recorded answer replaces the one it
 * matches.
 */
export function PreparedRepliesPanel({ negotiation }: { negotiation: SavedNegotiation }) {
  const [counter, setCounter] = useState('');
  const [raise, setRaise] = useState('');
  const typed = useDebouncedValue(JSON.stringify({ counter: rentOf(counter), raise: rentOf(raise) }), 500);
  const figures = JSON.parse(typed) as { counter: number | null; raise: number | null };
  const prepared = usePreparedReplies({ id: negotiation.id, today: todayIso(), ...figures }, !negotiation.signedOn);
  if (negotiation.signedOn) return null;
  const data = prepared.data;

  return (
    <section aria-labelledby="prepared-replies-heading" className="flex flex-col gap-3" data-testid="prepared-replies">
      <div>
        <h3 id="prepared-replies-heading" className="font-semibold text-slate-900">
          Prepared replies
        </h3>
        <p className="text-slate-600">
          Your landlord's three likely answers to your letter, each with a reply written from your letter's ask, checked like every reply.
          When you record their answer above, the matching reply is written from it.
        </p>
      </div>
      {prepared.isError && !data ? (
        <p className="text-slate-700" role="alert">
          {prepared.error instanceof ApiError ? prepared.error.message : 'Your prepared replies could not be loaded. Please try again.'}
        </p>
      ) : !data ? (
        <p className="flex items-center gap-2 text-slate-600" role="status">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Preparing your replies...
        </p>
      ) : (
        <>
          {data.recordedNote ? <p className="rounded-lg bg-slate-50 p-3 text-slate-700">{data.recordedNote}</p> : null}
          <div className="grid gap-3 sm:grid-cols-2">
            {data.counterRange ? (
              <Field
                id="prepared-counter"
                label="The counter you expect ($, optional)"
                hint={`Between ${formatUsd(data.counterRange.low)} and ${formatUsd(data.counterRange.high)}.`}
              >
                <Input id="prepared-counter" inputMode="numeric" value={counter} onChange={(e) => setCounter(e.target.value)} />
              </Field>
            ) : null}
            <Field id="prepared-raise" label="The raised rent you expect ($, optional)" hint={`Above ${formatUsd(data.starting.rent)}.`}>
              <Input id="prepared-raise" inputMode="numeric" value={raise} onChange={(e) => setRaise(e.target.value)} />
            </Field>
          </div>
          <ol className="flex flex-col gap-3" aria-busy={prepared.isFetching}>
            {data.replies.map((reply) => (
              <PreparedReplyItem key={reply.answer} reply={reply} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function PreparedReplyItem({ reply }: { reply: PreparedReply }) {
  const copy = (text: string) =>
    copyText(text).then(
      () => toast.success('Copied!', { description: 'The reply is on the clipboard.' }),
      () => toast.error('Could not copy', { description: 'Select the reply text and copy it instead.' }),
    );
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3" data-testid={`prepared-${reply.answer}`}>
      <h4 className="font-semibold text-slate-900">
        {reply.title}
        {reply.landlordRent !== null ? `: ${formatUsd(reply.landlordRent)} a month` : ''}
      </h4>
      <p className="text-slate-700">{reply.howChosen}</p>
      {reply.text === null ? null : (
        <>
          {reply.walkAway.map((note) => (
            <p key={note} className="flex gap-2 rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="prepared-walk-away">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {note}
            </p>
          ))}
          <div>
            <p className="font-medium text-slate-900">Your next steps</p>
            <ul className="ml-5 list-disc text-slate-700">
              {reply.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </div>
          <details>
            <summary className="cursor-pointer font-medium text-brand-800">Read the reply</summary>
            <p className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-serif text-slate-800">{reply.text}</p>
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void copy(reply.text ?? '')}>
              <Copy className="h-4 w-4" aria-hidden="true" /> Copy this reply
            </Button>
          </details>
        </>
      )}
    </li>
  );
}
