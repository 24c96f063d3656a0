import { type NegotiationTiming, REDUCTION_TIP } from '#domain/letters/timing.ts';
import type { Stance } from '#domain/strategy/strategy.ts';
import { CalendarClock, Lightbulb } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { shortDay } from '../../../lib/format-day.ts';
import { reductionRangeHint, timingHeadline } from '../lib/letter-copy.ts';

const KEEP_TIP =
  'You are asking to keep your rent: a renewal with no increase is itself a saving, so ask early, before a renewal notice with a new rent arrives.';
const COUNTER_TIP =
  'You are answering a proposed increase: name a specific figure, and offer a longer lease or an early signature in exchange.';

/**
 * Strategic timing: the negotiation plan's send and reply-by dates (the same as the strategy card's and the letter's),
 * a week-by-week plan with the send step in the week of the send date, and a tip that fits the letter's stance.
 */
export function TimingCard({
  timing,
  currentRent,
  stance,
}: {
  timing: NegotiationTiming | null;
  currentRent: string;
  stance: Stance | null;
}) {
  const range = reductionRangeHint(currentRent);
  const tip = stance === 'keep' ? KEEP_TIP : stance === 'counter' ? COUNTER_TIP : `${REDUCTION_TIP}${range ? ` ${range}` : ''}`;
  return (
    <Card data-testid="timing-card">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <CalendarClock className="h-5 w-5 text-brand-700" aria-hidden="true" /> Negotiation Timing
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {timing ? (
          <>
            <p className="text-slate-800">{timingHeadline(timing)}</p>
            <ol className="space-y-3 border-l-2 border-brand-100 pl-4" aria-label="Week-by-week plan">
              {timing.steps.map((step) => (
                <li key={`${step.weekStart}-${step.action}`} className="relative">
                  <span className="absolute -left-[1.3rem] top-1.5 h-2 w-2 rounded-full bg-brand-600" aria-hidden="true" />
                  <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">
                    {step.until === step.weekStart ? shortDay(step.weekStart) : `${shortDay(step.weekStart)} to ${shortDay(step.until)}`}
                  </p>
                  <p className="text-slate-700">{step.action}</p>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p className="text-slate-600">
            Landlords usually send renewal notices 60 to 90 days before a lease ends, so the best day to send your letter is 90 days before
            yours. Add your lease end date above for that date and a week-by-week plan.
          </p>
        )}
        <div className="flex gap-2 rounded-lg bg-amber-50 p-3 text-amber-900">
          <Lightbulb className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>{tip}</p>
        </div>
      </CardContent>
    </Card>
  );
}
