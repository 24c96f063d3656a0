import { isoDay } from '#domain/shared/dates.ts';
import { dueNext, negotiationAgenda, progressOf } from '#domain/negotiation/agenda.ts';
import { NEGOTIATION_RETENTION_DAYS, type NegotiationEventKind, type SavedNegotiation } from '#domain/negotiation/saved-negotiation.ts';
import { pagePath } from '#domain/routes.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { BellOff, BellRing, CalendarClock, Handshake, Loader2, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { usePremiumAccess } from '../../../hooks/use-premium-access.ts';
import { longDay, shortDay } from '../../../lib/format-day.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteNegotiation } from '../api/delete-negotiation.ts';
import { useNegotiations } from '../api/get-negotiations.ts';
import { PreparedRepliesPanel } from './prepared-replies-panel.tsx';
import { ProgressPanel } from './progress-panel.tsx';
import { ShareReportPanel } from './share-report-panel.tsx';

const EVENT_LABELS: Record<NegotiationEventKind, { title: string; verb: string }> = {
  letter: { title: 'Your letter', verb: 'dated' },
  landlord_answer: { title: "Your landlord's answer", verb: 'received' },
  reply: { title: 'Your reply', verb: 'written' },
};

const todayIso = () => isoDay(Math.floor(Date.now() / 86_400_000));

/**
 * The dashboard's "Your negotiation": the newest saved negotiation (ADR 0050): what was sent when, what the landlord
 * said, what is due next, whether reminders are on, and when it is deleted. Premium holders with none saved yet are
 * told where to save one; others see nothing unless they kept one.
 */
export function NegotiationSection() {
  const access = usePremiumAccess();
  const negotiations = useNegotiations(access.user !== null);
  if (access.loading || negotiations.isPending) {
    return access.user ? (
      <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Loading your negotiation...
      </p>
    ) : null;
  }
  const newest = negotiations.data?.[0];
  if (!newest) {
    if (!access.hasAccess) return null;
    return (
      <Card data-testid="negotiation-section">
        <NegotiationHeader>
          Generate your letter and choose "Save this negotiation to my account" under it: your letters, your landlord's answers, your
          replies and your plan's dates are then kept here while your Premium access lasts, and deleted {NEGOTIATION_RETENTION_DAYS} days
          after it ends.
        </NegotiationHeader>
        <CardContent>
          <ButtonLink to={pagePath('generate-letter')} variant="secondary">
            Write your letter
          </ButtonLink>
        </CardContent>
      </Card>
    );
  }
  return <SavedNegotiationCard negotiation={newest} />;
}

/** The card's title, "Your negotiation", and what it holds. */
function NegotiationHeader({ children }: { children: ReactNode }) {
  return (
    <CardHeader>
      <CardTitle as="h2" className="flex items-center gap-2">
        <Handshake className="h-5 w-5 text-brand-700" aria-hidden="true" /> Your negotiation
      </CardTitle>
      <CardDescription>{children}</CardDescription>
    </CardHeader>
  );
}

function SavedNegotiationCard({ negotiation }: { negotiation: SavedNegotiation }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteNegotiation();
  // The dates as the negotiation stands (ADR 0068): none waits for an answer that came or a letter that was sent.
  const progress = progressOf(negotiation);
  const dates = negotiationAgenda(progress);
  const next = dueNext(progress, todayIso());
  const reminders = !negotiation.remindersOn ? 'off' : negotiation.remindersStopped ? 'stopped' : 'on';
  const asked =
    negotiation.askedRent === negotiation.currentRent
      ? `to keep ${formatUsd(negotiation.currentRent)} a month`
      : `${formatUsd(negotiation.askedRent)} a month (now ${formatUsd(negotiation.currentRent)})`;

  return (
    <Card data-testid="negotiation-section">
      <NegotiationHeader>
        {negotiation.addressLabel ? `${negotiation.addressLabel}. ` : ''}
        {negotiation.landlordName ? `With ${negotiation.landlordName}. ` : ''}
        {negotiation.agreement
          ? `You agreed ${formatUsd(negotiation.agreement.rent)} a month for ${negotiation.agreement.termMonths} months.`
          : `Your letter asks for ${asked}${negotiation.proposedRent !== null ? `, against the ${formatUsd(negotiation.proposedRent)} proposed` : ''}.`}
      </NegotiationHeader>
      <CardContent className="flex flex-col gap-5 text-sm">
        <div className="flex gap-3 rounded-lg bg-brand-50 p-3 text-brand-900" data-testid="negotiation-next">
          <CalendarClock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {next ? (
            <p>
              <span className="font-semibold">
                {next.overdue ? `Overdue since ${longDay(next.date)}` : `Due next, ${longDay(next.date)}`}:
              </span>{' '}
              {next.title}. {next.description}
            </p>
          ) : (
            <p>{negotiation.signedOn ? 'Your renewal is signed: nothing more is due.' : "All your plan's dates have passed."}</p>
          )}
        </div>

        <div>
          <h3 className="font-semibold text-slate-900">What was sent and received</h3>
          <ol className="mt-2 flex flex-col gap-2" data-testid="negotiation-events">
            {negotiation.events.map((event) => (
              <li key={event.id} className="rounded-lg border border-slate-200">
                <details>
                  <summary className="cursor-pointer px-3 py-2">
                    <span className="font-medium text-slate-900">{EVENT_LABELS[event.kind].title}</span>
                    <span className="text-slate-600">
                      , {EVENT_LABELS[event.kind].verb} {shortDay(event.date)}
                    </span>
                  </summary>
                  <p className="whitespace-pre-wrap break-words border-t border-slate-200 px-3 py-2 font-serif text-slate-800">
                    {event.text}
                  </p>
                </details>
              </li>
            ))}
          </ol>
        </div>

        <ProgressPanel negotiation={negotiation} />

        {negotiation.agreement ? null : <PreparedRepliesPanel negotiation={negotiation} />}

        <ShareReportPanel negotiation={negotiation} />

        <ul className="flex flex-col gap-1 text-slate-600" data-testid="negotiation-dates">
          {dates.map((d) => (
            <li key={d.kind}>
              <span className="font-medium text-slate-800">{shortDay(d.date)}</span>: {d.title}
            </li>
          ))}
        </ul>
        {dates.length > 0 ? (
          <a
            href={`/api/negotiations/${negotiation.id}/calendar.ics`}
            className="self-start text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
            download
          >
            Add these dates to your calendar (.ics, with alarms; download it again after a change to update them)
          </a>
        ) : null}

        <p className="flex items-center gap-2 text-slate-600">
          {reminders === 'on' ? (
            <BellRing className="h-4 w-4 text-brand-700" aria-hidden="true" />
          ) : (
            <BellOff className="h-4 w-4" aria-hidden="true" />
          )}
          {reminders === 'on'
            ? negotiation.remindersAwaitConfirmation
              ? 'Reminder emails start once you confirm your email address: follow the link we emailed you.'
              : 'Reminder emails are on for these dates.'
            : reminders === 'stopped'
              ? 'You stopped the reminder emails.'
              : 'Reminder emails are off.'}
        </p>
        <p className="text-xs text-slate-500">
          Kept while your Premium access lasts, buying again included (until {longDay(negotiation.expiresAt.slice(0, 10))}) and deleted on{' '}
          {longDay(negotiation.deleteAfter.slice(0, 10))}, {NEGOTIATION_RETENTION_DAYS} days after.
        </p>

        <div className="flex flex-col gap-2 sm:flex-row">
          <ButtonLink to={pagePath('renegotiation-response')} variant="secondary">
            Answer your landlord
          </ButtonLink>
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={remove.isPending}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete this negotiation
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title="Delete this negotiation?"
        description="Its letters, your landlord's answers, your replies and its reminders are deleted from your account. This cannot be undone."
        cancelLabel="Keep it"
        confirmLabel="Delete"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(negotiation.id, {
            onSuccess: () => toast.success('Negotiation deleted'),
            onError: () => toast.error('Could not delete', { description: 'Please try again in a moment.' }),
          });
        }}
      />
    </Card>
  );
}
