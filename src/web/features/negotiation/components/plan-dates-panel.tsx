import { isoDay } from '#domain/shared/dates.ts';
import { letterHandoffOf } from '#domain/letters/letter-handoff.ts';
import type { LetterForm } from '#domain/letters/letter-form.schema.ts';
import { NEGOTIATION_RETENTION_DAYS, planDates } from '#domain/negotiation/saved-negotiation.ts';
import type { NegotiationStrategy } from '#domain/strategy/strategy.ts';
import { pagePath } from '#domain/routes.ts';
import { BookmarkCheck, CalendarPlus, Loader2, Save } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox, CheckboxField, Field, Input } from '../../../components/ui/form/field.tsx';
import { usePremiumAccess } from '../../../hooks/use-premium-access.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-text.ts';
import { shortDay } from '../../../lib/format-day.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddNegotiationEvent } from '../api/add-negotiation-event.ts';
import { getPlanCalendar } from '../api/get-plan-calendar.ts';
import { useSaveNegotiation } from '../api/save-negotiation.ts';

/** What the letter on the page was built from (the letter generator's GeneratedLetter). */
export interface LetterOnPage {
  form: LetterForm;
  /** The negotiation plan the letter argues (letterFromAnswers, ADR 0086). */
  strategy: NegotiationStrategy;
  /** Increases with every (re)generation. */
  version: number;
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * Under the letter: the plan's dates, as a calendar file for anyone (built in the browser), and for Premium holders
 * "Save this negotiation to my account" (their consent) with reminder emails on those days if they tick the box.
 */
export function PlanDatesPanel({
  generated,
  text,
  onSaved,
  beforeSave = (run) => run(),
}: {
  generated: LetterOnPage;
  /** The letter as the renter left it (edits and all): what is saved. */
  text: string;
  onSaved: () => void;
  /** Runs a save at once or after the renter has seen what the letter still lacks (its placeholders). */
  beforeSave?: (run: () => void) => void;
}) {
  const access = usePremiumAccess();
  const [noticeBy, setNoticeBy] = useState('');
  const [reminders, setReminders] = useState(false);
  const [saved, setSaved] = useState<{ id: string; text: string; awaitsConfirmation: boolean } | null>(null);
  const save = useSaveNegotiation();
  const addLetter = useAddNegotiationEvent();

  const plan = generated.strategy;
  const sendOn = isoDay(plan.timing.sendOn);
  const replyBy = isoDay(plan.timing.replyBy);
  const notice = isDate(noticeBy) ? noticeBy : null;
  const dates = planDates({ sendOn, replyBy, noticeBy: notice });
  const addressLabel = generated.form.propertyAddress.replace(/\s+/g, ' ').trim().slice(0, 200);

  // The calendar file comes from the server (the ics library stays out of the page's code), given the dates only.
  const downloadCalendar = async () => {
    try {
      downloadBlob('rent-negotiation-dates.ics', await getPlanCalendar({ sendOn, replyBy, noticeBy: notice }));
      toast.success('Calendar file downloaded', { description: "Open it to add your plan's dates to your calendar." });
    } catch {
      toast.error('Could not create the calendar file', { description: 'Note the dates above in your calendar instead.' });
    }
  };

  const failed = (error: Error) =>
    toast.error('Could not save', {
      description: error instanceof ApiError && error.status < 500 ? error.message : 'Please try again in a moment.',
    });
  const saveNegotiation = () =>
    beforeSave(() =>
      save.mutate(
        {
          addressLabel,
          leaseEnd: generated.form.leaseEndDate || null,
          sendOn,
          replyBy,
          noticeBy: notice,
          handoff: letterHandoffOf(generated.form, plan),
          letter: text,
          reminders,
        },
        {
          onSuccess: (negotiation) => {
            setSaved({ id: negotiation.id, text, awaitsConfirmation: negotiation.remindersAwaitConfirmation });
            onSaved();
            toast.success('Negotiation saved', { description: 'It is on your dashboard.' });
          },
          onError: failed,
        },
      ),
    );
  const saveThisLetter = () => {
    if (!saved) return;
    beforeSave(() =>
      addLetter.mutate(
        { id: saved.id, kind: 'letter', text, date: sendOn },
        {
          onSuccess: () => {
            setSaved({ ...saved, text });
            onSaved();
            toast.success('Letter saved', { description: 'This version is on your dashboard too.' });
          },
          onError: failed,
        },
      ),
    );
  };

  return (
    <section aria-labelledby="plan-dates-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <h3 id="plan-dates-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <CalendarPlus className="h-4 w-4 text-brand-700" aria-hidden="true" /> Your plan's dates
      </h3>
      <ul className="flex flex-col gap-1 text-slate-700" data-testid="plan-dates">
        {dates.map((d) => (
          <li key={d.kind}>
            <span className="font-medium text-slate-900">{shortDay(d.date)}</span>: {d.title}
          </li>
        ))}
      </ul>
      <Field
        id="notice-deadline"
        label="Your lease's notice deadline (optional)"
        hint="The last day your lease gives you to say whether you will renew, if it sets one."
      >
        <Input type="date" value={noticeBy} onChange={(e) => setNoticeBy(e.target.value)} />
      </Field>
      <Button variant="outline" size="sm" className="self-start" onClick={() => void downloadCalendar()}>
        <CalendarPlus className="h-4 w-4" aria-hidden="true" /> Add to my calendar (.ics)
      </Button>
      {access.hasAccess ? (
        saved ? (
          <div className="flex flex-col gap-2 rounded-lg bg-brand-50 p-3 text-brand-900" role="status">
            <p className="flex items-center gap-2">
              <BookmarkCheck className="h-4 w-4" aria-hidden="true" /> Saved to your account.{' '}
              <Link to={pagePath('dashboard')} className="font-semibold underline">
                See it on your dashboard
              </Link>
            </p>
            {saved.awaitsConfirmation ? (
              <p>
                Reminders are sent only to a confirmed email address. We emailed you a confirmation link: follow it and the reminders start.
              </p>
            ) : null}
            {saved.text !== text ? (
              <Button variant="secondary" size="sm" className="self-start" onClick={saveThisLetter} disabled={addLetter.isPending}>
                <Save className="h-4 w-4" aria-hidden="true" /> Save this letter too
              </Button>
            ) : null}
          </div>
        ) : (
          <div className="flex flex-col gap-3 border-t border-slate-200 pt-3">
            <CheckboxField
              id="negotiation-reminders"
              label="Email me a reminder on each of these days"
              hint="Until your Premium access ends. Every reminder has a link that stops them."
            >
              <Checkbox checked={reminders} onChange={(e) => setReminders(e.target.checked)} />
            </CheckboxField>
            <Button size="sm" className="h-auto min-h-9 self-start py-2" onClick={saveNegotiation} disabled={save.isPending}>
              {save.isPending ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Save className="h-4 w-4" aria-hidden="true" />
              )}{' '}
              Save this negotiation to my account
            </Button>
            <p className="text-xs text-slate-500">
              Keeps this letter, its figures and dates on your account until your Premium access ends; it is deleted{' '}
              {NEGOTIATION_RETENTION_DAYS} days after that. You can delete it from your dashboard at any time.
            </p>
          </div>
        )
      ) : null}
    </section>
  );
}
