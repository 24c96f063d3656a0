import { bedroomWord } from '#domain/shared/text.ts';
import type { MarketAnalysis } from '#domain/market/market.schema.ts';
import type { PlanForm } from '#domain/plan/plan-form.ts';
import type { PlanWalkAway } from '#domain/plan/plan.ts';
import type { WalkAway } from '#domain/strategy/walk-away.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { digitsOnly } from '#domain/shared/sanitize.ts';
import { Scale } from 'lucide-react';
import type { Control, FieldErrors } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ControlledInput, ControlledWholeNumberInput } from '../../../components/ui/form/controlled-input.tsx';
import { Field } from '../../../components/ui/form/field.tsx';
import { PLAN_PAGE } from '../../../content/plan.ts';

type PlanControl = Control<PlanForm, unknown, PlanForm>;

/** "a 12-month lease", "an 18-month lease". */
const termLease = (months: number) => `${/^(8|11|18)/.test(String(months)) ? 'an' : 'a'} ${months}-month lease`;

const COST_FIELDS = ['movers', 'deposit', 'applicationFees', 'setUp'] as const;

/**
 * The walk-away point (ADR 0057): the similar home's rent and the renter's one-time costs of moving on the left, the
 * point for each lease term the plan uses on the right, with every step a reader needs to redo it.
 */
export function WalkAwayCard({
  control,
  errors,
  bedrooms,
  market,
  walkAway,
}: {
  control: PlanControl;
  errors: FieldErrors<PlanForm>;
  bedrooms: string;
  market: MarketAnalysis | null;
  walkAway: PlanWalkAway | null;
}) {
  const home = bedroomWord(Number(bedrooms));
  return (
    <Card data-testid="walk-away">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Scale className="h-5 w-5 text-brand-700" aria-hidden="true" /> {PLAN_PAGE.walkAwayTitle}
        </CardTitle>
        <CardDescription>{PLAN_PAGE.walkAwayBody}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-5">
          <Field
            id="plan-alternativeRent"
            label={PLAN_PAGE.alternativeLabel}
            hint={
              market
                ? PLAN_PAGE.alternativeHintMarket(
                    market.zipcode,
                    formatUsd(market.marketRent),
                    formatUsd(market.range.low),
                    formatUsd(market.range.high),
                  )
                : PLAN_PAGE.alternativeHintNone
            }
            error={errors.alternativeRent?.message}
          >
            <ControlledWholeNumberInput control={control} name="alternativeRent" id="plan-alternativeRent" placeholder="2,300" />
          </Field>
          <fieldset className="min-w-0">
            <legend className="text-sm font-semibold text-slate-900">{PLAN_PAGE.costsTitle}</legend>
            <p className="mt-1 text-xs text-slate-500">{PLAN_PAGE.costsBody}</p>
            <div className="mt-4 grid gap-4">
              {COST_FIELDS.map((key) => (
                <Field
                  key={key}
                  id={`plan-${key}`}
                  label={key === 'movers' ? PLAN_PAGE.costLabels.movers(home) : PLAN_PAGE.costLabels[key]}
                  hint={PLAN_PAGE.costHints[key]}
                  error={errors[key]?.message}
                >
                  <ControlledWholeNumberInput control={control} name={key} id={`plan-${key}`} placeholder="0" />
                </Field>
              ))}
              <Field
                id="plan-overlapDays"
                label={PLAN_PAGE.costLabels.overlapDays}
                hint={PLAN_PAGE.costHints.overlapDays}
                error={errors.overlapDays?.message}
              >
                <ControlledInput
                  control={control}
                  name="overlapDays"
                  id="plan-overlapDays"
                  inputMode="numeric"
                  parse={(typed) => digitsOnly(typed).slice(0, 3)}
                  placeholder="0"
                />
              </Field>
            </div>
          </fieldset>
        </div>
        <div className="flex flex-col gap-4" aria-live="polite">
          {walkAway ? (
            <WalkAwayResult walkAway={walkAway} />
          ) : (
            <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">{PLAN_PAGE.needAlternative}</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function WalkAwayResult({ walkAway }: { walkAway: PlanWalkAway }) {
  const [first] = walkAway.terms;
  if (!first) return null;
  const { proposal } = walkAway;
  return (
    <>
      <div className="rounded-xl bg-brand-50 p-4 text-brand-900" data-testid="walk-away-point">
        <p className="text-sm font-medium">Renewing costs you no more than moving up to</p>
        <p className="mt-1">
          <span className="text-3xl font-bold">{formatUsd(first.point)}</span>
          <span> a month on {termLease(first.termMonths)}</span>
        </p>
        {walkAway.terms.slice(1).map((w) => (
          <p key={w.termMonths} className="mt-1 text-sm">
            {formatUsd(w.point)} a month on {termLease(w.termMonths)}
          </p>
        ))}
      </div>
      {proposal ? (
        <p
          className={`rounded-xl p-4 text-sm ${proposal.movingCostsLess ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-800'}`}
          data-testid="walk-away-proposal"
        >
          {proposal.movingCostsLess
            ? `Your landlord's proposed ${formatUsd(proposal.rent)} is above your walk-away point: over ${proposal.termMonths} months, moving would cost you ${formatUsd(-proposal.betterOffThanMoving)} less than renewing at it.`
            : `Your landlord's proposed ${formatUsd(proposal.rent)} is at or below your walk-away point: over ${proposal.termMonths} months, renewing at it still costs you ${formatUsd(proposal.betterOffThanMoving)} less than moving.`}
        </p>
      ) : null}
      <Calculation walkAway={first} />
    </>
  );
}

/** Every figure and step of the 12-month point, so the renter (or anyone) can redo it. */
function Calculation({ walkAway }: { walkAway: WalkAway }) {
  const { alternative, lines, oneTimeTotal, termMonths, point, pointAtRange } = walkAway;
  return (
    <div className="text-sm text-slate-700" data-testid="walk-away-calculation">
      <h3 className="font-semibold text-slate-900">How it is worked out</h3>
      <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
        <dt>
          Similar home’s rent{' '}
          <span className="text-slate-500">
            ({alternative.source === 'market' ? 'our estimate for your ZIP code' : PLAN_PAGE.yourFigure})
          </span>
        </dt>
        <dd className="text-right font-medium text-slate-900">{formatUsd(alternative.rent)} a month</dd>
        {lines.map((line) => (
          <div key={line.key} className="contents">
            <dt>
              {PLAN_PAGE.costLineLabels[line.key]}{' '}
              <span className="text-slate-500">
                ({line.amount === null ? PLAN_PAGE.notEntered : (line.formula ?? PLAN_PAGE.yourFigure)})
              </span>
            </dt>
            <dd className="text-right">{line.amount === null ? '—' : formatUsd(line.amount)}</dd>
          </div>
        ))}
        <dt className="font-medium text-slate-900">One-time costs</dt>
        <dd className="text-right font-medium text-slate-900">{formatUsd(oneTimeTotal)}</dd>
      </dl>
      <p className="mt-3">
        {formatUsd(alternative.rent)} + {formatUsd(oneTimeTotal)} ÷ {termMonths} months = {formatUsd(point)} a month, rounded down to the
        dollar. Above it, moving costs less over {termMonths} months.
      </p>
      {walkAway.noCostsEntered ? <p className="mt-2 text-slate-600">{PLAN_PAGE.noCostsYet}</p> : null}
      {pointAtRange && alternative.range ? (
        <p className="mt-2 text-slate-600">
          If a similar home rents at the low end of our range ({formatUsd(alternative.range.low)}), the point is{' '}
          {formatUsd(pointAtRange.low)}; at the high end ({formatUsd(alternative.range.high)}), {formatUsd(pointAtRange.high)}.
        </p>
      ) : null}
    </div>
  );
}
