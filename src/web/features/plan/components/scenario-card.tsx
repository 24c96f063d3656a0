import type { PlanScenario } from '#domain/plan/plan.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { longDay } from '../../../lib/format-day.ts';
import { PLAN_PAGE, SCENARIO_GIVES } from '../../../content/plan.ts';
import { limitWords } from '#domain/rent-rules/check.ts';

/** One scenario's figures, as a card the renter can choose (ADR 0048), and how it stands against the walk-away point (ADR 0057). */
export function ScenarioCard({ scenario, chosen, onChoose }: { scenario: PlanScenario; chosen: boolean; onChoose: () => void }) {
  const s = scenario;
  const against =
    s.comparedWith.kind === 'proposal'
      ? `your landlord's proposed ${formatUsd(s.comparedWith.rent)}`
      : `your current ${formatUsd(s.comparedWith.rent)}`;
  const headingId = `scenario-${s.key}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`scenario-${s.key}`}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm',
        chosen ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
      )}
    >
      <div>
        {s.recommended ? (
          <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-brand-700">{PLAN_PAGE.recommended}</p>
        ) : null}
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {s.title}
        </h3>
      </div>
      <p>
        <span className="text-3xl font-bold text-slate-900" data-testid="scenario-rent">
          {formatUsd(s.monthlyRent)}
        </span>
        <span className="text-slate-600"> a month for {s.termMonths} months</span>
      </p>
      {s.against ? (
        <p
          className={cn(
            'rounded-lg px-3 py-2 text-sm',
            s.against.movingCostsLess ? 'bg-amber-50 text-amber-900' : 'bg-brand-50 text-brand-900',
          )}
          data-testid="scenario-walk-away"
        >
          {s.against.movingCostsLess
            ? `Above your walk-away point of ${formatUsd(s.against.point)}: over ${s.termMonths} months, moving would cost you ${formatUsd(-s.against.betterOffThanMoving)} less.`
            : `${formatUsd(s.against.point - s.monthlyRent)} under your walk-away point of ${formatUsd(s.against.point)}: over ${s.termMonths} months, renewing keeps you ${formatUsd(s.against.betterOffThanMoving)} against moving.`}
        </p>
      ) : null}
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="font-medium text-slate-800">You save over the {s.termMonths} months</dt>
          <dd className="text-slate-700">
            {formatUsd(s.savingOverTerm)} against {against}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-800">A vacancy would cost your landlord</dt>
          <dd className="text-slate-700">
            {formatUsd(s.vacancyCost.low)} to {formatUsd(s.vacancyCost.high)} (1 to 3 months of your rent to re-let the home),{' '}
            {s.savingOverTerm === 0
              ? 'while this scenario costs them nothing against your current rent'
              : `${s.vacancyHelps ? 'at least' : 'possibly less than'} the ${formatUsd(s.savingOverTerm)} this scenario asks over the term`}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-800">You ask your landlord for</dt>
          <dd className="text-slate-700">
            {s.capCorrection
              ? `First, to correct the increase to no more than ${formatUsd(s.capCorrection.allowedRent)}, the ${s.capCorrection.limitPercent}% ${s.capCorrection.place} allows ${limitWords(s.capCorrection, 'renter')} (${s.capCorrection.law}). Then: `
              : null}
            {SCENARIO_GIVES[s.key](formatUsd(s.monthlyRent), s.termMonths)}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-800">Send it</dt>
          <dd className="text-slate-700">
            {s.advice === 'wait' ? `On ${longDay(s.sendOn)}` : 'Now'}, asking for an answer by {longDay(s.replyBy)}
          </dd>
        </div>
      </dl>
      <Button variant={chosen ? 'primary' : 'outline'} className="mt-auto w-full" onClick={onChoose} aria-pressed={chosen}>
        {chosen ? (
          <>
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> {PLAN_PAGE.chosen}
          </>
        ) : (
          PLAN_PAGE.choose
        )}
      </Button>
    </article>
  );
}
