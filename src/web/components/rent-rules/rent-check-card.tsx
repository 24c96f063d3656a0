import type { Answer, CapFinding, RentCheckResult } from '#domain/rent-rules/check.ts';
import { longDate } from '#domain/letters/format.ts';
import { parseIsoDay } from '#domain/shared/dates.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { Loader2, Scale } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { RentCheckAnswers, RentCheckState } from '../../hooks/use-rent-check.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.tsx';

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
  exempt: 'border-slate-200 bg-slate-50 text-slate-800',
  'first-year': 'border-red-200 bg-red-50 text-red-900',
  'figure-not-loaded': 'border-amber-200 bg-amber-50 text-amber-900',
  'period-not-loaded': 'border-amber-200 bg-amber-50 text-amber-900',
  statement: 'border-slate-200 bg-slate-50 text-slate-800',
};

const ANSWER_CHOICES: { value: Answer; label: string }[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unknown', label: 'Not sure' },
];

function Questions({
  questions,
  answers,
  onAnswer,
}: {
  questions: RentCheckResult['questions'];
  answers: RentCheckAnswers;
  onAnswer: (id: string, answer: Answer) => void;
}) {
  if (questions.length === 0) return null;
  return (
    <div className="space-y-3">
      <p className="font-medium text-slate-900">
        These questions decide whether a limit applies (left unanswered, the answer says "unless"):
      </p>
      {questions.map((question) => (
        <fieldset key={question.id} className="space-y-1.5">
          <legend className="text-slate-800">{question.question}</legend>
          <div className="flex flex-wrap gap-2">
            {ANSWER_CHOICES.map((choice) => {
              const checked = (answers[question.id] ?? 'unknown') === choice.value;
              return (
                <label
                  key={choice.value}
                  className={`cursor-pointer rounded-lg border px-3 py-1.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
                    checked ? 'border-brand-600 bg-brand-50 font-medium text-brand-900' : 'border-slate-300 bg-white text-slate-700'
                  }`}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={`rule-${question.id}`}
                    value={choice.value}
                    checked={checked}
                    onChange={() => onAnswer(question.id, choice.value)}
                  />
                  {choice.label}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
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

/**
 * The rent rules check (ADR 0045, 0046): the increase in dollars and percent, each cap and city rule that may apply
 * with its period and law, the questions that decide an exemption, the notice findings, the next step with the
 * official link and "not legal advice". Shown on the landing's results and on the letter page.
 */
export function RentCheckCard({
  state,
  answers,
  onAnswer,
}: {
  state: RentCheckState;
  answers: RentCheckAnswers;
  onAnswer: (id: string, answer: Answer) => void;
}) {
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
          <CheckBody check={state.check} place={state.place} answers={answers} onAnswer={onAnswer} />
        )}
      </CardContent>
    </Card>
  );
}

function CheckBody({
  check,
  place,
  answers,
  onAnswer,
}: {
  check: RentCheckResult;
  place: { city: string | null; state: string };
  answers: RentCheckAnswers;
  onAnswer: (id: string, answer: Answer) => void;
}) {
  const { dollars, percent } = check.increase;
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
            <li key={cap.rowId} className={`rounded-lg border p-3 ${STATUS_STYLES[cap.status]}`}>
              <p>
                <Linked text={cap.message} />
              </p>
              <p className="mt-1 text-xs opacity-80">
                {cap.name}, {cap.law}
                {cap.period ? ` (${dayText(cap.period.start)} to ${cap.period.end ? dayText(cap.period.end) : 'until changed'})` : ''}.{' '}
                <a href={cap.url} target="_blank" rel="noopener noreferrer" className="underline">
                  Official source
                </a>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Questions questions={check.questions} answers={answers} onAnswer={onAnswer} />
      {check.notices.length > 0 ? (
        <Section title="Notice">
          <ul className="space-y-2">
            {check.notices.map((notice) => (
              <li key={notice.rowId} className="text-slate-800">
                <Linked text={notice.message} />
              </li>
            ))}
          </ul>
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
