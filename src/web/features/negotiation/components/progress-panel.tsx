import { negotiationOutcome, progressOf, stageOf } from '#domain/negotiation/agenda.ts';
import type { SavedNegotiation } from '#domain/negotiation/saved-negotiation.ts';
import { negotiationEventSchema, negotiationProgressSchema } from '#domain/negotiation/saved-negotiation.schema.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Textarea } from '../../../components/ui/form/field.tsx';
import { longDay, todayIso } from '../../../lib/format-day.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddNegotiationEvent } from '../api/add-negotiation-event.ts';
import { useUpdateProgress } from '../api/update-progress.ts';
import { optionalMoneyAmount } from '#domain/shared/money.ts';

/** One step's small form: its heading, fields and button, and the first rule's message when it is refused. */
function Step({
  title,
  children,
  onSubmit,
  error,
  busy,
  action,
  testId,
}: {
  title: string;
  children: ReactNode;
  onSubmit: () => void;
  error: string | null;
  busy: boolean;
  action: string;
  testId: string;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={title}
      className="grid gap-3 rounded-lg border border-slate-200 p-3"
      data-testid={testId}
    >
      <h4 className="font-semibold text-slate-900">{title}</h4>
      {children}
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" disabled={busy}>
          {action}
        </Button>
      </div>
    </form>
  );
}

/**
 * The dashboard's record of how the negotiation went on (ADR 0068): mark the letter sent, record the landlord's answer,
 * record the agreed rent and term with the day to sign by, mark the renewal signed; and the outcome once agreed.
 */
export function ProgressPanel({ negotiation }: { negotiation: SavedNegotiation }) {
  const progress = progressOf(negotiation);
  const stage = stageOf(progress);
  const update = useUpdateProgress();
  const addEvent = useAddNegotiationEvent();
  const [error, setError] = useState<{ step: string; message: string } | null>(null);
  const [sentOn, setSentOn] = useState(todayIso);
  const [answer, setAnswer] = useState({ text: '', date: todayIso(), amount: '' });
  const [agreed, setAgreed] = useState({
    rent: '',
    termMonths: '12',
    signBy: negotiation.leaseEnd && negotiation.leaseEnd > todayIso() ? negotiation.leaseEnd : todayIso(),
  });
  const [signedOn, setSignedOn] = useState(todayIso);
  const outcome = negotiationOutcome(negotiation, negotiation.agreement);

  const refuse = (step: string, message: string) => setError({ step, message });
  const onError = (step: string) => (e: Error) => refuse(step, e.message);
  const progressStep = (step: string, body: unknown, done: string) => {
    const parsed = negotiationProgressSchema.safeParse(body);
    if (!parsed.success) return refuse(step, parsed.error.issues[0]?.message ?? 'Check this step');
    setError(null);
    update.mutate({ id: negotiation.id, ...parsed.data }, { onSuccess: () => toast.success(done), onError: onError(step) });
  };

  return (
    <div className="flex flex-col gap-3" data-testid="negotiation-progress">
      <h3 className="font-semibold text-slate-900">Where it stands</h3>
      {outcome ? (
        <p className="rounded-lg bg-emerald-50 p-3 text-emerald-900" data-testid="negotiation-outcome">
          {negotiation.agreement ? `Agreed on ${longDay(negotiation.agreement.agreedOn)}: ` : ''}
          {formatUsd(outcome.agreedRent)} a month for {outcome.termMonths} months.{' '}
          {outcome.savedOverTerm >= 0
            ? `You save ${formatUsd(outcome.savedOverTerm)} against your landlord's first proposal of ${formatUsd(outcome.firstProposal)}`
            : `That is ${formatUsd(-outcome.savedOverTerm)} more than your landlord's first proposal of ${formatUsd(outcome.firstProposal)}`}{' '}
          over the term: ({formatUsd(outcome.firstProposal)} - {formatUsd(outcome.agreedRent)}) x {outcome.termMonths} months
          {outcome.firstProposalSource === 'current' ? ' (no other figure was proposed, so your current rent counts as it)' : ''}.
          {negotiation.signedOn ? ` Signed on ${longDay(negotiation.signedOn)}.` : ''}
        </p>
      ) : null}
      {stage === 'letter' ? (
        <Step
          title="Sent your letter?"
          testId="progress-sent"
          action="Mark the letter sent"
          busy={update.isPending}
          error={error?.step === 'sent' ? error.message : null}
          onSubmit={() => progressStep('sent', { letterSentOn: sentOn }, 'Letter marked sent')}
        >
          <Field id={`sent-on-${negotiation.id}`} label="The day you sent it">
            <Input type="date" value={sentOn} onChange={(e) => setSentOn(e.target.value)} />
          </Field>
        </Step>
      ) : negotiation.letterSentOn ? (
        <p className="text-slate-700">Letter sent on {longDay(negotiation.letterSentOn)}.</p>
      ) : null}
      {stage === 'letter' || stage === 'sent' || stage === 'answered' ? (
        <Step
          title={stage === 'answered' ? 'Another answer from your landlord?' : 'Your landlord answered?'}
          testId="progress-answer"
          action="Record the answer"
          busy={addEvent.isPending}
          error={error?.step === 'answer' ? error.message : null}
          onSubmit={() => {
            const parsed = negotiationEventSchema.safeParse({
              kind: 'landlord_answer',
              text: answer.text,
              date: answer.date,
              amount: optionalMoneyAmount(answer.amount),
            });
            if (!parsed.success) return refuse('answer', parsed.error.issues[0]?.message ?? 'Check this step');
            setError(null);
            addEvent.mutate(
              { id: negotiation.id, ...parsed.data },
              {
                onSuccess: () => {
                  setAnswer({ text: '', date: todayIso(), amount: '' });
                  toast.success('Answer recorded');
                },
                onError: onError('answer'),
              },
            );
          }}
        >
          <Field id={`answer-text-${negotiation.id}`} label="What your landlord said">
            <Textarea rows={3} value={answer.text} onChange={(e) => setAnswer({ ...answer, text: e.target.value })} />
          </Field>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id={`answer-date-${negotiation.id}`} label="The day it came">
              <Input type="date" value={answer.date} onChange={(e) => setAnswer({ ...answer, date: e.target.value })} />
            </Field>
            <Field id={`answer-amount-${negotiation.id}`} label="The rent they propose (optional)" hint="A monthly rent, such as 2,450.">
              <Input inputMode="numeric" value={answer.amount} onChange={(e) => setAnswer({ ...answer, amount: e.target.value })} />
            </Field>
          </div>
        </Step>
      ) : null}
      {stage !== 'signed' && stage !== 'agreed' ? (
        <Step
          title="Agreed on a renewal?"
          testId="progress-agreement"
          action="Record the agreement"
          busy={update.isPending}
          error={error?.step === 'agreement' ? error.message : null}
          onSubmit={() =>
            progressStep(
              'agreement',
              {
                agreement: {
                  rent: optionalMoneyAmount(agreed.rent),
                  termMonths: Number(agreed.termMonths),
                  signBy: agreed.signBy,
                  agreedOn: todayIso(),
                },
              },
              'Agreement recorded',
            )
          }
        >
          <div className="grid gap-3 sm:grid-cols-3">
            <Field id={`agreed-rent-${negotiation.id}`} label="Agreed monthly rent">
              <Input inputMode="numeric" value={agreed.rent} onChange={(e) => setAgreed({ ...agreed, rent: e.target.value })} />
            </Field>
            <Field id={`agreed-term-${negotiation.id}`} label="Term (months)">
              <Input inputMode="numeric" value={agreed.termMonths} onChange={(e) => setAgreed({ ...agreed, termMonths: e.target.value })} />
            </Field>
            <Field id={`sign-by-${negotiation.id}`} label="Sign the renewal by">
              <Input type="date" value={agreed.signBy} onChange={(e) => setAgreed({ ...agreed, signBy: e.target.value })} />
            </Field>
          </div>
        </Step>
      ) : null}
      {stage === 'agreed' ? (
        <Step
          title="Signed your renewal?"
          testId="progress-signed"
          action="Mark the renewal signed"
          busy={update.isPending}
          error={error?.step === 'signed' ? error.message : null}
          onSubmit={() => progressStep('signed', { signedOn }, 'Renewal marked signed')}
        >
          <Field id={`signed-on-${negotiation.id}`} label="The day you signed">
            <Input type="date" value={signedOn} onChange={(e) => setSignedOn(e.target.value)} />
          </Field>
        </Step>
      ) : null}
    </div>
  );
}
