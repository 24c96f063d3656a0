import {
  type Answer,
  type CapFinding,
  type FigureField,
  LEASE_TERM_QUESTION_ID,
  parseEnteredFigure,
  type RentCheckResult,
  type RuleQuestion,
} from '#domain/rent-rules/check.ts';
import { LAW_DATE_NOT_READ } from '#domain/rent-rules/schema.ts';
import { longDate, parseIsoDay } from '#domain/shared/dates.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { Loader2, Scale } from 'lucide-react';
import { Fragment, type ReactNode, useState } from 'react';
import type { RentCheckState, RuleInputs, RuleInputUpdates } from '../../hooks/use-rent-check.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.tsx';
import { Field, Input } from '../ui/form/field.tsx';

/** "2026-01-01" → "January 1, 2026". */
const dayText = (iso: string) => longDate(parseIsoDay(iso)!);

const URL_PATTERN = /(https?:\/\/[^\s]+?)(?=[.,;)]?(?:\s|$))/g;

/** Text with its web addresses as links (the check's messages name their official sources). */
function Linked({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            key={`${index}-${part}`}
            href={part}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all font-medium text-brand-700 underline"
          >
            {part}
          </a>
        ) : (
          <Fragment key={`${index}-${part}`}>{part}</Fragment>
        ),
      )}
    </>
  );
}

const STATUS_STYLES: Record<CapFinding['status'], string> = {
  above: 'border-red-200 bg-red-50 text-red-900',
  within: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  // Not above the law's ceiling, but the exact figure is unknown: never shown as an all-clear.
  'below-ceiling': 'border-amber-200 bg-amber-50 text-amber-900',
  exempt: 'border-slate-200 bg-slate-50 text-slate-800',
  'first-year': 'border-red-200 bg-red-50 text-red-900',
  'figure-not-loaded': 'border-amber-200 bg-amber-50 text-amber-900',
  'period-not-loaded': 'border-amber-200 bg-amber-50 text-amber-900',
  statement: 'border-slate-200 bg-slate-50 text-slate-800',
};

const YES_NO: { value: Answer; label: string }[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unknown', label: 'Not sure' },
];

function ChoiceTiles({
  name,
  choices,
}: {
  name: string;
  choices: { key: string; label: string; checked: boolean; onSelect: () => void }[];
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {choices.map((choice) => (
        <label
          key={choice.key}
          className={`cursor-pointer rounded-lg border px-3 py-1.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
            choice.checked ? 'border-brand-600 bg-brand-50 font-medium text-brand-900' : 'border-slate-300 bg-white text-slate-700'
          }`}
        >
          <input type="radio" className="sr-only" name={name} value={choice.key} checked={choice.checked} onChange={choice.onSelect} />
          {choice.label}
        </label>
      ))}
    </div>
  );
}

/** The questions of one topic: Yes / No / Not sure, or the month ranges a notice rule counts. */
function Questions({
  intro,
  questions,
  used,
  inputs,
  update,
}: {
  intro: string;
  questions: RuleQuestion[];
  /** The month counts the check used (the card's answer, or the page's own form). */
  used: RentCheckResult['inputs'];
  inputs: RuleInputs;
  update: RuleInputUpdates;
}) {
  if (questions.length === 0) return null;
  return (
    <div className="space-y-3">
      <p className="font-medium text-slate-900">{intro}</p>
      {questions.map((question) => {
        const months = question.id === LEASE_TERM_QUESTION_ID ? used.leaseTermMonths : used.tenancyMonths;
        // The range the count falls in is the one chosen.
        const chosen = months === null ? -1 : question.choices.findLastIndex((choice) => months >= choice.months);
        const choices =
          question.kind === 'months'
            ? [
                ...question.choices.map((choice, index) => ({
                  key: String(choice.months),
                  label: choice.label,
                  checked: index === chosen,
                  onSelect: () => update.months(question.id, choice.months),
                })),
                { key: 'unknown', label: 'Not sure', checked: months === null, onSelect: () => update.months(question.id, null) },
              ]
            : YES_NO.map((choice) => ({
                key: choice.value,
                label: choice.label,
                checked: (inputs.answers[question.id] ?? 'unknown') === choice.value,
                onSelect: () => update.answer(question.id, choice.value),
              }));
        return (
          <fieldset key={question.id} className="space-y-1.5">
            <legend className="text-slate-800">{question.question}</legend>
            <ChoiceTiles name={`rule-${question.id}`} choices={choices} />
          </fieldset>
        );
      })}
    </div>
  );
}

/**
 * The one field for a figure the table does not have (ADR 0072): the renter reads it on the official page, and the
 * check applies it; everything written from it says it is the figure they read there.
 */
function FigureEntry({ field, onFigure }: { field: FigureField; onFigure: RuleInputUpdates['figure'] }) {
  const [text, setText] = useState(field.value === null ? '' : String(field.value));
  const parsed = parseEnteredFigure(text, field.max);
  const id = `rule-figure-${field.family}`;
  return (
    <Field
      id={id}
      className="mt-3 rounded-md bg-white/70 p-3 text-slate-800"
      label="The figure on that page"
      hint={
        <>
          Read the figure {field.label} on the{' '}
          <a href={field.url} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
            official page
          </a>{' '}
          and enter it here (between 0% and {field.max}%). We then check the increase against it, and your letter says it is the figure you
          read there.
        </>
      }
      error={parsed.error ?? undefined}
    >
      <div className="flex items-center gap-2">
        <div className="w-28">
          <Input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              const next = event.target.value;
              setText(next);
              const result = parseEnteredFigure(next, field.max);
              onFigure(field.family, result.error ? null : result.value);
            }}
          />
        </div>
        <span aria-hidden="true">%</span>
        {field.value !== null ? <span className="text-xs font-medium text-slate-600">Applied</span> : null}
      </div>
    </Field>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      {children}
    </section>
  );
}

/** "(January 1, 2027 to December 31, 2027)", "(from June 14, 2019; no end date)" or the date's own words. */
function periodText(cap: CapFinding): string {
  if (!cap.period) return 'no period loaded for this date; what does not depend on the year still applies';
  const { start, end } = cap.period;
  if (end) return `${dayText(start)} to ${dayText(end)}`;
  return start === LAW_DATE_NOT_READ ? 'no end date' : `from ${dayText(start)}; no end date`;
}

/**
 * The rent rules check (ADR 0045, 0046, 0070): the increase in dollars and percent, each cap and city rule that may
 * apply with its period, law and how often the rent may rise, the field for a figure the table lacks, the questions
 * that decide a limit, the notice findings with their own questions, the next step with the official link and "not
 * legal advice". Shown on the landing's results, the letter page and the plan page.
 */
export function RentCheckCard({ state, inputs, update }: { state: RentCheckState; inputs: RuleInputs; update: RuleInputUpdates }) {
  if (state.status === 'none') return null;
  return (
    <Card data-testid="rent-check-card">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Scale className="h-5 w-5 text-brand-700" aria-hidden="true" /> Rent Increase Rules
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {state.status === 'needs-date' ? (
          <p className="text-slate-600">Add your lease end date to check this increase against your state's and city's rent rules.</p>
        ) : state.status === 'loading' ? (
          <p className="flex items-center gap-2 text-slate-600">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Checking the rent rules for your ZIP code…
          </p>
        ) : state.status === 'error' ? (
          <p className="text-red-700" role="alert">
            {state.message}
          </p>
        ) : (
          <CheckBody check={state.check} place={state.place} inputs={inputs} update={update} />
        )}
      </CardContent>
    </Card>
  );
}

function CheckBody({
  check,
  place,
  inputs,
  update,
}: {
  check: RentCheckResult;
  place: { city: string | null; state: string };
  inputs: RuleInputs;
  update: RuleInputUpdates;
}) {
  const { dollars, percent } = check.increase;
  const limitQuestions = check.questions.filter((question) => question.topic === 'limit');
  const noticeQuestions = check.questions.filter((question) => question.topic === 'notice');
  return (
    <>
      <p className="text-base text-slate-900">
        Proposed increase: <strong>{formatUsd(dollars)}</strong> a month (<strong>{percent}%</strong>)
        {place.city ? `, ${place.city}, ${place.state}` : `, ${place.state}`}.
      </p>
      <Section title="Limits on the increase">
        {check.noCapMessage ? <p className="text-slate-800">{check.noCapMessage}</p> : null}
        <ul className="space-y-2">
          {check.caps.map((cap) => (
            <li key={cap.rowId} className={`rounded-lg border p-3 ${STATUS_STYLES[cap.status]}`} data-testid="rent-rule">
              <p>
                <Linked text={cap.message} />
              </p>
              {cap.figureField && cap.status !== 'exempt' && cap.status !== 'first-year' ? (
                <FigureEntry key={`${cap.figureField.family}-${cap.figureField.label}`} field={cap.figureField} onFigure={update.figure} />
              ) : null}
              <p className="mt-1 text-xs opacity-80">
                {cap.name}, {cap.law} ({periodText(cap)}).
                {cap.credit ? ` Figure as published by ${cap.credit}.` : ''}
                {cap.frequency ? ` How often: ${cap.frequency}` : ''}{' '}
                <a href={cap.url} target="_blank" rel="noopener noreferrer" className="underline">
                  Official source
                </a>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Questions
        intro={'These questions decide whether a limit applies (left unanswered, the answer says "unless"):'}
        questions={limitQuestions}
        used={check.inputs}
        inputs={inputs}
        update={update}
      />
      {check.notices.length > 0 ? (
        <Section title="Notice">
          <ul className="space-y-2">
            {check.notices.map((notice) => (
              <li key={notice.rowId} className="text-slate-800">
                <Linked text={notice.message} />
              </li>
            ))}
          </ul>
          <Questions
            intro="These questions decide how much notice applies:"
            questions={noticeQuestions}
            used={check.inputs}
            inputs={inputs}
            update={update}
          />
        </Section>
      ) : null}
      {check.localRules.length > 0 ? (
        <Section title="City rules">
          {check.localRules.map((rule) => (
            <p key={rule.url} className="text-slate-800">
              {rule.text}{' '}
              <a href={rule.url} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                Official source
              </a>
            </p>
          ))}
        </Section>
      ) : null}
      <Section title="Next step">
        <p className="text-slate-900">
          <Linked text={check.nextStep} />
        </p>
      </Section>
      <p className="text-xs text-slate-500">{check.disclaimer}</p>
    </>
  );
}
