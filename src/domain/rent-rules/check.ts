import { joinOr } from '../shared/text.ts';
import { stateName as nameOfState } from '../shared/us-states.ts';
import type { RentRuleExemption, RentRuleNotice, RentRuleRow } from './schema.ts';
import { longDate } from '../shared/dates.ts';
import { formatUsd } from '../shared/money.ts';

/**
 * The rent-increase check (ADR 0045, 0070): given where the renter lives, the current and the proposed rent and the
 * date the increase takes effect, it finds the rules of the rules table that apply, compares the increase with each
 * figure in force for that date, and words the answer as information ("Above the 9.683% Washington allows for 2026
 * unless …"), never as a verdict. A figure that is not in the table is never guessed: the answer says it is not
 * loaded, and what does not depend on the year (the statute's ceiling, the notice rule, the exemptions and how often
 * the rent may rise) still applies, past the table's last period too. A figure the renter read on the official page
 * can be entered (ADR 0072); every answer then says it is the figure they read there.
 */

export type Answer = 'yes' | 'no' | 'unknown';

export const NOT_LEGAL_ADVICE = 'This is general information, not legal advice.';

/** The question ids of the two month counts a notice rule may need (asked as ranges, answered in months). */
export const TENANCY_QUESTION_ID = 'tenancy-months';
export const LEASE_TERM_QUESTION_ID = 'lease-term-months';

/** A renter-entered figure is at most the rule's ceiling, or this when the law sets none (no figure loaded reaches it). */
const MAX_ENTERED_PERCENT_WITHOUT_CEILING = 20;

export interface RentCheckInput {
  /** Two-letter state code (DC included). */
  state: string;
  /** The ZIP's USPS city name, or null when unknown. */
  city: string | null;
  /** Other cities the ZIP is known to cross (TenantProtections.org's list for California ZIPs). */
  places?: readonly string[];
  zip?: string | null;
  /** The ZIP's county (5-digit FIPS), for a county's rule. */
  countyFips?: string | null;
  /** The ZIP's CPI region for California's AB 1482 figures ("los-angeles"), or null. */
  cpiRegion?: string | null;
  currentRent: number;
  proposedRent: number;
  /** YYYY-MM-DD: the date the new rent would take effect. */
  effectiveDate: string;
  /** YYYY-MM-DD: the date the written notice was given, when known. */
  noticeDate?: string | null;
  /** The renter's answers to the rules' questions, by question id; a missing answer counts as unknown. */
  answers?: Readonly<Record<string, Answer | undefined>>;
  /** Months the renter has lived in the home, when known. */
  tenancyMonths?: number | null;
  /** The current lease's term in months (0 for month to month), when known. */
  leaseTermMonths?: number | null;
  /** Figures the renter read on the official page, by rule family, where the table has none (ADR 0072). */
  figures?: Readonly<Record<string, number | undefined>>;
}

export type CapStatus =
  | 'above'
  | 'within'
  /** Not above the law's ceiling, but the exact figure is not loaded: not an all-clear. */
  | 'below-ceiling'
  | 'exempt'
  | 'first-year'
  | 'figure-not-loaded'
  | 'period-not-loaded'
  | 'statement';

/** Where the renter can enter a figure the table does not have: the official page and the allowed range. */
export interface FigureField {
  family: string;
  /** "for 2027". */
  label: string;
  url: string;
  max: number;
  /** The figure the renter entered, when one is applied. */
  value: number | null;
}

export interface CapFinding {
  rowId: string;
  family: string;
  name: string;
  law: string;
  url: string;
  kind: RentRuleRow['kind'];
  /** Who allows it, as a sentence names them: "Oregon", "DC's rent stabilization program". */
  place: string;
  /** The period the limit is for, as a sentence continues it: "for 2026", or "in any 12 months" for a law's ceiling. */
  limitLabel: string | null;
  /** The exemptions the renter left unanswered, as "unless …" continues them: "the building is newer than 15 years". */
  unless: string[];
  /** The city, for a rule found from the ZIP's city name: it may apply ("If your home is in …"). */
  city: string | null;
  /** A row that applies only if a question is answered yes, left unanswered: "you rent a lot for …". */
  scope: string | null;
  /** The period whose row was used, or null when no row of the rule covers the date. */
  period: { start: string; end: string | null } | null;
  status: CapStatus;
  /** The percent the increase was compared with: the period's figure, the renter's, or the law's ceiling. */
  limitPercent: number | null;
  limitIsCeiling: boolean;
  /** Where `limitPercent` came from: the table, the law's ceiling, or the renter's reading of the official page. */
  figureSource: 'table' | 'ceiling' | 'renter' | null;
  /** The current rent raised by `limitPercent`, rounded down to the cent. */
  allowedRent: number | null;
  /** How often the rent may rise (the frequency rule), as the law says it. */
  frequency: string | null;
  /** Where the renter can enter the figure, when the table has none for the date. */
  figureField: FigureField | null;
  /** The maintained data set the figure comes from, as cited: "TenantProtections.org (MIT license; …)". */
  credit: string | null;
  message: string;
}

export type NoticeStatus =
  | 'enough'
  | 'short'
  | 'required'
  | 'depends'
  | 'days-not-loaded'
  | 'not-required'
  | 'see-rule'
  | 'no-statute'
  /** The table has no notice rule for the state at all: the answer says it does not know, never that none exists. */
  | 'not-loaded';

export interface NoticeFinding {
  rowId: string;
  law: string;
  url: string;
  /** The city or county, for a local rule found from the ZIP: shown, never written into a letter. */
  city: string | null;
  status: NoticeStatus;
  requiredDays: number | null;
  givenDays: number | null;
  /** The first date the increase could apply, when the notice given was short. */
  earliestDate: string | null;
  message: string;
}

export interface RuleQuestion {
  id: string;
  question: string;
  /** Whether it decides a limit or the notice: the card shows it under that heading. */
  topic: 'limit' | 'notice';
  /** Yes / No / Not sure, or a choice of month ranges (the answer is its lower bound, in months). */
  kind: 'yes-no' | 'months';
  choices: { label: string; months: number }[];
}

export interface RentCheckResult {
  increase: { dollars: number; percent: number };
  caps: CapFinding[];
  /** Set when no cap rule applies at all ("We found no statewide cap on rent increases in {state}."). */
  noCapMessage: string | null;
  notices: NoticeFinding[];
  /** States' notes that cities or towns may have their own rules. */
  localRules: { text: string; url: string }[];
  /** The questions still deciding an answer (the "if"s). */
  questions: RuleQuestion[];
  /**
   * The statewide (or New York City) limit the increase is above, with the lowest allowed rent: what the renter can
   * ask the landlord to correct the increase to. City ordinances found from the ZIP's city name are not included.
   */
  correctTo: CapFinding | null;
  /** The first date the increase could apply when a statewide notice was short (the latest such date), else null. */
  earliestEffectiveDate: string | null;
  nextStep: string;
  disclaimer: string;
  /** The renter's answers the check used, by question id (the AI letter sends them back for its own check, ADR 0052). */
  answers: Record<string, Answer>;
  /** The renter's other inputs the check used, sent back the same way. */
  inputs: { figures: Record<string, number>; tenancyMonths: number | null; leaseTermMonths: number | null };
}

const EPSILON = 1e-9;
const DAY_MS = 86_400_000;

function toTime(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function addDays(date: string, days: number): string {
  return new Date(toTime(date) + days * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/** The first 1st of a month on or after `date`. */
function firstOfMonthFrom(date: string): string {
  if (date.endsWith('-01')) return date;
  const [year, month] = date.split('-').map(Number);
  return month === 12 ? `${year! + 1}-01-01` : `${year}-${String(month! + 1).padStart(2, '0')}-01`;
}

/** "March 1, 2026". */
function formatDate(date: string): string {
  return longDate(toTime(date) / DAY_MS);
}

/** "$2,193.66", or "$1,980" for whole dollars. */
function formatDollars(amount: number): string {
  const cents = Math.round(amount * 100);
  const whole = formatUsd(Math.trunc(cents / 100));
  const rest = cents % 100;
  return rest === 0 ? whole : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** A published figure as published: 9.683, 9.5, 10. */
function formatFigure(percent: number): string {
  return String(Number(percent.toFixed(3)));
}

/** The renter's increase, one decimal: 12.0. */
function formatIncrease(percent: number): string {
  return percent.toFixed(1);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 12 → "1 year", 6 → "6 months", 36 → "3 years". */
function duration(months: number): string {
  if (months % 12 === 0) return `${months / 12} year${months === 12 ? '' : 's'}`;
  return `${months} month${months === 1 ? '' : 's'}`;
}

function cityMatches(city: NonNullable<RentRuleRow['city']>, input: RentCheckInput): boolean {
  const names = [input.city, ...(input.places ?? [])].flatMap((name) => (name ? [name.trim().toLowerCase()] : []));
  if (city.uspsCities.some((usps) => names.includes(usps.toLowerCase()))) return true;
  const county = input.countyFips?.trim();
  if (county && city.countyFips.includes(county)) return true;
  const zip = input.zip?.trim();
  return Boolean(zip && city.zip3.some((prefix) => zip.startsWith(prefix)));
}

function regionMatches(row: RentRuleRow, input: RentCheckInput): boolean {
  if (row.cpiRegion === null) return true;
  return (input.cpiRegion || 'unplaced') === row.cpiRegion;
}

function inPeriod(row: RentRuleRow, date: string): boolean {
  return row.period.start <= date && (row.period.end === null || date <= row.period.end);
}

function answerOf(input: RentCheckInput, id: string): Answer {
  return input.answers?.[id] ?? 'unknown';
}

function allowedRent(current: number, percent: number): number {
  return Math.floor(current * (100 + percent) + 1e-6) / 100;
}

function knownMonths(value: number | null | undefined): number | null {
  return value === null || value === undefined || !Number.isFinite(value) ? null : value;
}

interface Selected {
  row: RentRuleRow;
  /**
   * `in-force`: the row's period contains the date. `after-last`: the date is past the rule's last period, so the
   * latest row answers with everything that does not depend on the year (its figure is not used). `before-first`: the
   * date is before the rule's first period or in a gap between two.
   */
  mode: 'in-force' | 'after-last' | 'before-first';
}

/** For each family of the rows that apply to this place, the row in force on the effective date (or the nearest one). */
function selectRows(rows: readonly RentRuleRow[], input: RentCheckInput, context: CheckContext): Selected[] {
  const families = new Map<string, RentRuleRow[]>();
  for (const row of rows) {
    if (row.state !== input.state.toUpperCase()) continue;
    if (row.city && !cityMatches(row.city, input)) continue;
    if (!regionMatches(row, input)) continue;
    if (row.scope && answerOf(input, row.scope.id) === 'no') {
      // Out of the rule as answered; the question stays, so the answer can be changed.
      askQuestion(context, yesNo(row.scope.id, row.scope.question, 'limit'));
      continue;
    }
    families.set(row.family, [...(families.get(row.family) ?? []), row]);
  }
  const selected: Selected[] = [];
  for (const familyRows of families.values()) {
    const current = familyRows.find((row) => inPeriod(row, input.effectiveDate));
    if (current) {
      selected.push({ row: current, mode: 'in-force' });
      continue;
    }
    const sorted = familyRows.toSorted((a, b) => a.period.start.localeCompare(b.period.start));
    const last = sorted.at(-1)!;
    if (last.period.end !== null && last.period.end < input.effectiveDate) {
      selected.push({ row: last, mode: 'after-last' });
      continue;
    }
    const earlier = sorted.filter((row) => row.period.start <= input.effectiveDate);
    selected.push({ row: earlier.at(-1) ?? sorted[0]!, mode: 'before-first' });
  }
  return selected;
}

interface CheckContext {
  input: RentCheckInput;
  percent: number;
  questions: Map<string, RuleQuestion>;
}

function askQuestion(context: CheckContext, question: RuleQuestion): void {
  if (!context.questions.has(question.id)) context.questions.set(question.id, question);
}

const yesNo = (id: string, question: string, topic: RuleQuestion['topic']): RuleQuestion => ({
  id,
  question,
  topic,
  kind: 'yes-no',
  choices: [],
});

/**
 * The figure the renter entered for a family, when it is a number between 0 and `max`; anything else is not applied
 * (the server refuses it first: `figureProblem`).
 */
function enteredFigure(input: RentCheckInput, family: string, max: number): number | null {
  const value = input.figures?.[family];
  if (value === undefined || !Number.isFinite(value) || value < 0 || value > max + EPSILON) return null;
  return value;
}

function checkCap(selected: Selected, context: CheckContext): CapFinding {
  const { row, mode } = selected;
  const cap = row.cap!;
  const { input, percent } = context;
  const cityPrefix = row.kind === 'city-ordinance' && row.city ? `If your home is in ${row.city.name}: ` : '';
  const scopeUnknown = row.scope !== null && answerOf(input, row.scope.id) === 'unknown';
  if (row.scope) askQuestion(context, yesNo(row.scope.id, row.scope.question, 'limit'));
  const scopePrefix = scopeUnknown ? `If ${row.scope!.condition}: ` : '';
  // Past the rule's last period the latest row answers, without its year's figure.
  const figureLabel = mode === 'after-last' ? `for increases taking effect on ${formatDate(input.effectiveDate)}` : cap.figureLabel;
  const next = row.nextFigure ? ` ${row.nextFigure}` : '';
  let unlessConditions: string[] = [];
  let field: FigureField | null = null;
  const finish = (
    status: CapStatus,
    message: string,
    limit: { percent: number; source: 'table' | 'ceiling' | 'renter' } | null = null,
  ): CapFinding => ({
    rowId: row.id,
    family: row.family,
    name: row.name,
    law: row.law,
    url: row.officialUrl,
    kind: row.kind,
    place: row.place,
    city: row.city?.name ?? null,
    scope: scopeUnknown ? row.scope!.condition : null,
    period: mode === 'in-force' ? { ...row.period } : null,
    status,
    message: `${cityPrefix}${scopePrefix}${message}`,
    limitPercent: limit?.percent ?? null,
    limitIsCeiling: limit?.source === 'ceiling',
    figureSource: limit?.source ?? null,
    // A renter's figure keeps the plain label; `limitWords` adds where it was read, in the voice of the text.
    limitLabel: limit === null ? null : limit.source === 'ceiling' ? 'in any 12 months' : figureLabel,
    unless: unlessConditions,
    allowedRent: limit === null ? null : allowedRent(input.currentRent, limit.percent),
    frequency: row.frequency?.text ?? null,
    figureField: field,
    credit: row.dataset ? `${row.dataset.name} (${row.dataset.license} license, read ${formatDate(row.dataset.read)})` : null,
  });

  if (mode === 'before-first') {
    return finish(
      'period-not-loaded',
      `We have no ${row.name} figure for increases taking effect on ${formatDate(input.effectiveDate)}. See ${row.officialUrl}.`,
    );
  }

  if (cap.statement) return finish('statement', cap.statement);

  if (row.frequency?.firstYearBan && knownMonths(input.tenancyMonths) !== null && input.tenancyMonths! < 12) {
    return finish(
      'first-year',
      `${capitalize(row.place)} does not allow a rent increase during the first year of a tenancy (${row.law}); you have lived there less than a year.`,
    );
  }

  // Every question of the row is listed, answered or not, so an answer can be changed.
  for (const exemption of row.exemptions) askQuestion(context, yesNo(exemption.id, exemption.question, 'limit'));
  for (const conditional of cap.conditional) askQuestion(context, yesNo(conditional.questionId, conditional.question, 'limit'));
  const pending: RentRuleExemption[] = [];
  for (const exemption of row.exemptions) {
    const answer = answerOf(input, exemption.id);
    if (answer === exemption.exemptIf) {
      return finish('exempt', `${capitalize(row.place)}'s limit does not apply if ${exemption.condition}, as you answered.`);
    }
    if (answer === 'unknown') pending.push(exemption);
  }

  let figure = mode === 'after-last' ? null : cap.percent;
  let ceiling = cap.ceilingPercent;
  let conditionalNote = '';
  for (const conditional of cap.conditional) {
    const answer = answerOf(input, conditional.questionId);
    if (answer === 'yes') {
      figure = mode === 'after-last' ? null : conditional.percent;
      ceiling = conditional.ceilingPercent;
    } else if (answer === 'unknown') {
      const other = (mode === 'after-last' ? null : conditional.percent) ?? conditional.ceilingPercent;
      if (other !== null) {
        const what = conditional.percent === null || mode === 'after-last' ? 'the most allowed' : 'the limit';
        conditionalNote = ` If ${conditional.label}, ${what} is ${formatFigure(other)}%.`;
      }
    }
  }

  unlessConditions = pending.map((exemption) => exemption.condition);
  const unless = pending.length > 0 ? ` unless ${joinOr(pending.map((exemption) => exemption.condition))}` : '';
  if (figure !== null) {
    if (percent > figure + EPSILON) {
      return finish('above', `Above the ${formatFigure(figure)}% ${row.place} allows ${figureLabel}${unless}.${conditionalNote}`, {
        percent: figure,
        source: 'table',
      });
    }
    return finish('within', `Within the ${formatFigure(figure)}% ${row.place} allows ${figureLabel}.${conditionalNote}`, {
      percent: figure,
      source: 'table',
    });
  }

  // No figure for the date: the renter may enter the one on the official page (at most the ceiling).
  const max = ceiling ?? MAX_ENTERED_PERCENT_WITHOUT_CEILING;
  const entered = enteredFigure(input, row.family, max);
  field = { family: row.family, label: figureLabel, url: row.officialUrl, max, value: entered };
  if (entered !== null) {
    const read = ` (the figure you read on ${row.officialUrl})`;
    if (percent > entered + EPSILON) {
      return finish('above', `Above the ${formatFigure(entered)}% ${row.place} allows ${figureLabel}${read}${unless}.${conditionalNote}`, {
        percent: entered,
        source: 'renter',
      });
    }
    return finish('within', `Within the ${formatFigure(entered)}% ${row.place} allows ${figureLabel}${read}.${conditionalNote}`, {
      percent: entered,
      source: 'renter',
    });
  }

  const notLoaded = `the exact figure ${figureLabel} (${cap.formula}) is not loaded`;
  if (ceiling !== null) {
    if (percent > ceiling + EPSILON) {
      return finish(
        'above',
        `Above the ${formatFigure(ceiling)}% most ${row.place} allows in any 12 months${unless}. ${capitalize(notLoaded)}.${next} See ${row.officialUrl}.${conditionalNote}`,
        { percent: ceiling, source: 'ceiling' },
      );
    }
    return finish(
      'below-ceiling',
      `Not above the ${formatFigure(ceiling)}% most ${row.place} allows in any 12 months, but ${notLoaded}, so we cannot say whether it is within it.${next} See ${row.officialUrl}.${conditionalNote}`,
    );
  }
  return finish(
    'figure-not-loaded',
    `${capitalize(cap.formula)}. We have not loaded the figure ${figureLabel}, so we cannot compare this increase with it.${next} See ${row.officialUrl}.`,
  );
}

/** The months a notice rule counts, as a range: [low, high] (high is Infinity while a count is unknown). */
function monthsRange(notice: RentRuleNotice, input: RentCheckInput): { low: number; high: number } {
  const tenancy = knownMonths(input.tenancyMonths);
  if (notice.measure === 'tenancy') return tenancy === null ? { low: 0, high: Number.POSITIVE_INFINITY } : { low: tenancy, high: tenancy };
  const lease = knownMonths(input.leaseTermMonths);
  const known = [tenancy, lease].filter((value): value is number => value !== null);
  const low = known.length > 0 ? Math.max(...known) : 0;
  return { low, high: known.length === 2 ? low : Number.POSITIVE_INFINITY };
}

type NoticeRule = RentRuleNotice['rules'][number];

function matchesMonths(rule: NoticeRule, range: { low: number; high: number }): boolean {
  if (rule.maxTenancyMonths !== undefined && !(range.low < rule.maxTenancyMonths)) return false;
  if (rule.minTenancyMonths !== undefined && !(range.high >= rule.minTenancyMonths)) return false;
  return true;
}

/** Whether a notice rule fits; the conditions on `ignoring` (a question being weighed) count as met. */
function matchesRule(
  rule: NoticeRule,
  input: RentCheckInput,
  percent: number,
  range: { low: number; high: number },
  ignoring?: string,
): boolean {
  if (rule.minIncreasePercent !== undefined && !(percent > rule.minIncreasePercent + EPSILON)) return false;
  if (rule.maxIncreasePercent !== undefined && percent > rule.maxIncreasePercent + EPSILON) return false;
  if (!matchesMonths(rule, range)) return false;
  for (const condition of rule.ifAnswers) {
    if (condition.questionId === ignoring) continue;
    const answer = answerOf(input, condition.questionId);
    if (answer === 'unknown' ? condition.unanswered === 'skip' : answer !== condition.answer) return false;
  }
  return true;
}

/** The choices of a month question: the ranges the candidate rules' bounds cut, each answered by its lower bound. */
function monthChoices(rules: readonly NoticeRule[]): RuleQuestion['choices'] {
  const bounds = [
    ...new Set(rules.flatMap((rule) => [rule.minTenancyMonths, rule.maxTenancyMonths]).filter((b) => b !== undefined && b > 0)),
  ].sort((a, b) => a! - b!) as number[];
  const edges = [0, ...bounds];
  return edges.map((low, index) => {
    const high = edges[index + 1];
    const label =
      high === undefined
        ? `${capitalize(duration(low))} or more`
        : low === 0
          ? `Less than ${duration(high)}`
          : `${capitalize(duration(low))} to less than ${duration(high)}`;
    return { label, months: low };
  });
}

function checkNotice(selected: Selected, notice: RentRuleNotice, context: CheckContext): NoticeFinding {
  const { row } = selected;
  const { input, percent } = context;
  const place = row.city?.name ?? null;
  const scopeUnknown = row.scope !== null && answerOf(input, row.scope.id) === 'unknown';
  const prefix = `${place ? `If your home is in ${place}: ` : ''}${scopeUnknown ? `If ${row.scope!.condition}: ` : ''}`;
  const base = { rowId: row.id, law: notice.law, url: notice.officialUrl, city: place };
  const finding = (
    status: NoticeStatus,
    message: string,
    extra: Partial<Pick<NoticeFinding, 'requiredDays' | 'givenDays' | 'earliestDate'>> = {},
  ): NoticeFinding => ({
    ...base,
    status,
    requiredDays: null,
    givenDays: null,
    earliestDate: null,
    ...extra,
    message: `${prefix}${message}`,
  });

  if (!notice.statuteFound) return finding('no-statute', notice.text);
  if (notice.appliesAtOrAbovePercent !== undefined && percent + EPSILON < notice.appliesAtOrAbovePercent) {
    return finding(
      'not-required',
      `${notice.law} requires written notice only for increases of ${formatFigure(notice.appliesAtOrAbovePercent)}% or more; this one is ${formatIncrease(percent)}%.`,
    );
  }
  // A notice row's exemptions (Rhode Island's care facilities): an answer takes the home out; none leaves an "unless".
  const pending: RentRuleExemption[] = [];
  if (row.kind === 'notice') {
    for (const exemption of row.exemptions) askQuestion(context, yesNo(exemption.id, exemption.question, 'notice'));
    for (const exemption of row.exemptions) {
      const answer = answerOf(input, exemption.id);
      if (answer === exemption.exemptIf) {
        return finding('not-required', `${notice.law}'s notice rule does not apply if ${exemption.condition}, as you answered.`);
      }
      if (answer === 'unknown') pending.push(exemption);
    }
  }
  const unless = pending.length > 0 ? `, unless ${joinOr(pending.map((exemption) => exemption.condition))}` : '';

  const range = monthsRange(notice, input);
  const candidates = notice.rules.filter((rule) => matchesRule(rule, input, percent, range));
  // A question is listed when it decides a rule that otherwise fits, answered or not (so an answer can be changed).
  for (const question of notice.questions) {
    const decides = notice.rules.some(
      (rule) =>
        rule.ifAnswers.some((condition) => condition.questionId === question.id && condition.unanswered !== 'apply') &&
        matchesRule(rule, input, percent, range, question.id),
    );
    if (decides) askQuestion(context, yesNo(question.id, question.question, 'notice'));
  }
  // The months decide between rules that otherwise fit: ask for the counts (the check's `inputs` say what it used).
  const byMonthsOnly = notice.rules.filter((rule) => matchesRule(rule, input, percent, { low: 0, high: Number.POSITIVE_INFINITY }));
  if (new Set(byMonthsOnly.map((rule) => `${rule.minTenancyMonths}-${rule.maxTenancyMonths}`)).size > 1) {
    const choices = monthChoices(byMonthsOnly);
    askQuestion(context, {
      id: TENANCY_QUESTION_ID,
      question: 'How long have you lived in this home?',
      topic: 'notice',
      kind: 'months',
      choices,
    });
    if (notice.measure === 'longer-of-tenancy-and-lease') {
      askQuestion(context, {
        id: LEASE_TERM_QUESTION_ID,
        question: 'How long is the term of your current lease (month to month counts as less than a year)?',
        topic: 'notice',
        kind: 'months',
        choices,
      });
    }
  }
  if (candidates.length === 0) return finding('see-rule', `${notice.law}: ${notice.text}`);
  const noticeQuestions = () => [...context.questions.values()].filter((question) => question.topic === 'notice').length;
  const answerBelow = () => `Answer the question${noticeQuestions() > 1 ? 's' : ''} below to see which applies to you.`;
  if (candidates.every((rule) => rule.days === null)) {
    return finding('days-not-loaded', `${notice.text} See ${notice.officialUrl}.`);
  }
  if (candidates.some((rule) => rule.days === null)) {
    // Some of the rules that may apply have no number loaded (Chicago's first six months): say each, judge none.
    return finding('depends', `${notice.law}: ${candidates.map((rule) => rule.text).join('; ')}${unless}. ${answerBelow()}`);
  }
  const given = input.noticeDate ? daysBetween(input.noticeDate, input.effectiveDate) : null;
  const earliestFor = (required: number): string => {
    const after = addDays(input.noticeDate!, required);
    return notice.onRentDay ? firstOfMonthFrom(addDays(after, 1)) : after;
  };
  const isEnough = (required: number): boolean => (notice.onRentDay ? input.effectiveDate >= earliestFor(required) : given! >= required);
  const days = [...new Set(candidates.map((rule) => rule.days!))].sort((a, b) => a - b);
  if (days.length > 1) {
    let judged = '';
    if (given !== null) {
      const enough = days.filter(isEnough);
      const short = days.filter((required) => !isEnough(required));
      judged =
        short.length === 0
          ? ` The ${given} days' notice you were given is enough for each of them.`
          : enough.length === 0
            ? ` The ${given} days' notice you were given is short of each of them: the increase could apply from ${formatDate(earliestFor(short[0]!))} at the earliest.`
            : ` The ${given} days' notice you were given is enough for ${joinOr(enough.map(String))} days but short of ${joinOr(short.map(String))} days; if ${short.length === 1 ? 'that applies' : 'one of those applies'}, the increase could apply from ${formatDate(earliestFor(short[0]!))} at the earliest.`;
    }
    return finding(
      'depends',
      `${notice.law} requires ${joinOr(days.map(String))} days' written notice for this increase: ${candidates.map((rule) => rule.text).join('; ')}${unless}.${judged} ${answerBelow()}`,
    );
  }
  const required = days[0]!;
  // The only rule that fits needs an answer the renter has not given (Hawaii's month-to-month tenancy, Colorado's
  // tenancy without a written agreement): say when it applies, and judge the notice only "if" it does.
  const open = candidates.filter((rule) =>
    rule.ifAnswers.some((condition) => condition.unanswered === 'ask' && answerOf(input, condition.questionId) === 'unknown'),
  );
  if (open.length > 0) {
    const ifShort =
      given !== null && !isEnough(required)
        ? ` If it applies to you, the ${given} days' notice you were given is short of it, and the increase could apply from ${formatDate(earliestFor(required))} at the earliest.`
        : '';
    return finding(
      'depends',
      `${notice.law}: ${open.map((rule) => rule.text).join('; ')}${unless}. Answer the question${noticeQuestions() > 1 ? 's' : ''} below to see whether it applies to you.${ifShort}`,
    );
  }
  const rentDay = notice.onRentDay
    ? ' (the first rent day more than that after the notice; the 1st of the month where rent is due then)'
    : '';
  if (given !== null) {
    if (isEnough(required)) {
      return finding(
        'enough',
        `You were given ${given} days' notice; ${notice.law} requires ${required} days for this increase${rentDay}, so the notice is long enough${unless}.`,
        { requiredDays: required, givenDays: given },
      );
    }
    const earliest = earliestFor(required);
    return finding(
      'short',
      `You were given ${given} days' notice: ${given} days is short of the ${required} days ${notice.law} requires for this increase${rentDay}, so it could apply from ${formatDate(earliest)} at the earliest${unless}.`,
      { requiredDays: required, givenDays: given, earliestDate: earliest },
    );
  }
  return finding(
    'required',
    `${notice.law} requires ${required} days' written notice for this increase${rentDay}: for it to take effect on ${formatDate(input.effectiveDate)}, the notice must be given by ${formatDate(addDays(input.effectiveDate, -required))}${unless}.`,
    { requiredDays: required },
  );
}

/** A state with no notice row: whether a statute sets a notice period there was not read, so the answer does not know. */
function noticeNotLoaded(state: string, stateName: string): NoticeFinding {
  return {
    rowId: `${state.toLowerCase()}-notice-not-loaded`,
    law: `${stateName} law`,
    url: '',
    city: null,
    status: 'not-loaded',
    requiredDays: null,
    givenDays: null,
    earliestDate: null,
    message: `We have not loaded a rule on the written notice a rent increase needs in ${stateName}, so we cannot say whether your notice is long enough; a state statute or your lease may set one.`,
  };
}

function correctTo(caps: CapFinding[]): CapFinding | null {
  const above = caps.filter(
    (cap) => cap.status === 'above' && cap.kind !== 'city-ordinance' && cap.scope === null && cap.allowedRent !== null,
  );
  return above.toSorted((a, b) => a.allowedRent! - b.allowedRent!)[0] ?? null;
}

function nextStep(caps: CapFinding[], notices: NoticeFinding[], stateName: string): string {
  const stateAbove = correctTo(caps);
  if (stateAbove) {
    return `Ask your landlord in writing to correct the increase to ${formatDollars(stateAbove.allowedRent!)} (${formatFigure(stateAbove.limitPercent!)}% under ${stateAbove.law}) before negotiating further. Official source: ${stateAbove.url}`;
  }
  const firstYear = caps.find((cap) => cap.status === 'first-year');
  if (firstYear) {
    return `Ask your landlord to withdraw the increase until your first year has passed, as ${firstYear.law} requires. Official source: ${firstYear.url}`;
  }
  const short = notices.find((notice) => notice.status === 'short' && notice.city === null);
  if (short) {
    return `Ask your landlord to confirm in writing that the new rent will not apply before ${formatDate(short.earliestDate!)}, as ${short.law} requires. Official source: ${short.url}`;
  }
  const cityAbove = caps.find((cap) => cap.status === 'above' && (cap.kind === 'city-ordinance' || cap.scope !== null));
  if (cityAbove && cityAbove.allowedRent !== null) {
    const which =
      cityAbove.scope !== null ? `Check whether ${cityAbove.law} covers your home` : `Check whether the ${cityAbove.name} covers your home`;
    return `${which} (${cityAbove.url}); if it does, ask your landlord to correct the increase to ${formatDollars(cityAbove.allowedRent)}.`;
  }
  const unknown = caps.find((cap) => cap.figureField !== null && cap.figureField.value === null);
  if (unknown) {
    return `Read the ${unknown.name} figure ${unknown.figureField!.label} on the official page and enter it above to check this increase against it: ${unknown.url}`;
  }
  const before = caps.find((cap) => cap.status === 'period-not-loaded');
  if (before) return `Check the figure in force on the ${before.name} official page before you reply: ${before.url}`;
  if (caps.length === 0) {
    return `We found no statewide cap on rent increases in ${stateName}; you can still negotiate using local market rents.`;
  }
  return `No limit we have loaded stops this increase; you can still negotiate using local market rents. Official source: ${caps[0]!.url}`;
}

/** Checks a proposed rent increase against the rules table. `rows` are the parsed rows of data/rent-rules. */
export function checkRentIncrease(rows: readonly RentRuleRow[], input: RentCheckInput): RentCheckResult {
  const dollars = Math.round((input.proposedRent - input.currentRent) * 100) / 100;
  const percent = ((input.proposedRent - input.currentRent) / input.currentRent) * 100;
  const context: CheckContext = { input, percent, questions: new Map() };
  const selected = selectRows(rows, input, context);

  const caps = selected.filter(({ row }) => row.cap !== null).map((entry) => checkCap(entry, context));
  const notices = selected
    // A "no statute found" row is not tied to a period; past a rule's last period its notice rule still answers.
    .filter(({ row, mode }) => row.notice !== null && (mode !== 'before-first' || !row.notice.statuteFound))
    .map((entry) => checkNotice(entry, entry.row.notice!, context));
  const localRules = selected.flatMap(({ row }) => (row.localRules ? [row.localRules] : []));
  const stateRow = selected.find(({ row }) => row.city === null)?.row;
  const stateName = stateRow?.place ?? nameOfState(input.state);
  const stateHasNoticeRule = selected.some(({ row, mode }) => row.city === null && row.notice !== null && mode !== 'before-first');
  if (!stateHasNoticeRule) notices.push(noticeNotLoaded(input.state.toUpperCase(), stateName));
  const stateCaps = caps.filter((cap) => cap.kind !== 'city-ordinance');
  const noCapMessage = stateCaps.length === 0 ? `We found no statewide cap on rent increases in ${stateName}.` : null;

  const earliest = notices.flatMap((notice) => (notice.earliestDate && notice.city === null ? [notice.earliestDate] : [])).sort();
  // Questions about the limits first, then the notice's.
  const questions = [...context.questions.values()].toSorted((a, b) => Number(a.topic === 'notice') - Number(b.topic === 'notice'));
  const usedFigures = Object.fromEntries(
    caps.flatMap((cap) => (cap.figureSource === 'renter' && cap.limitPercent !== null ? [[cap.family, cap.limitPercent]] : [])),
  ) as Record<string, number>;

  return {
    increase: { dollars, percent: Math.round(percent * 10) / 10 },
    caps,
    noCapMessage,
    notices,
    localRules,
    questions,
    correctTo: correctTo(caps),
    earliestEffectiveDate: earliest.at(-1) ?? null,
    nextStep: nextStep(caps, notices, stateName),
    disclaimer: NOT_LEGAL_ADVICE,
    answers: Object.fromEntries(Object.entries(input.answers ?? {}).filter((entry): entry is [string, Answer] => entry[1] !== undefined)),
    inputs: {
      figures: usedFigures,
      tenancyMonths: knownMonths(input.tenancyMonths),
      leaseTermMonths: knownMonths(input.leaseTermMonths),
    },
  };
}

function figureRangeMessage(max: number): string {
  return `The figure on that page must be between 0% and ${formatFigure(max)}%.`;
}

/**
 * The figure a renter typed in the card's field ("9.5", "9.5%"), or the message the field shows: one rule for the card
 * and the server (the server's `figureProblem` words a figure above the range the same way).
 */
export function parseEnteredFigure(text: string, max: number): { value: number | null; error: string | null } {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (trimmed === '') return { value: null, error: null };
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(trimmed)) return { value: null, error: 'Enter the figure as a number, such as 9.5' };
  const value = Number(trimmed);
  if (value > max + EPSILON) return { value: null, error: figureRangeMessage(max) };
  return { value, error: null };
}

/**
 * A renter-entered figure the check would not apply: above the rule's ceiling, or for a rule that has its figure (or
 * does not apply here). Null when every entered figure is usable. The server answers 400 with this message.
 */
export function figureProblem(result: RentCheckResult, figures: Readonly<Record<string, number>> | undefined): string | null {
  for (const [family, value] of Object.entries(figures ?? {})) {
    const field = result.caps.find((cap) => cap.family === family)?.figureField;
    if (!field) continue;
    if (value > field.max + EPSILON) return figureRangeMessage(field.max);
  }
  return null;
}

/**
 * The period a limit is for, as a sentence continues "allows at most 9.5% …", saying where a figure the renter entered
 * was read (ADR 0072): in the letter, reply and AI prompt the tenant speaks ("…, as I read it there"); on the renter's
 * own pages "you" read it.
 */
export function limitWords(cap: { limitLabel: string; readAt: string | null }, voice: 'tenant' | 'renter'): string {
  if (cap.readAt === null) return cap.limitLabel;
  return voice === 'tenant'
    ? `${cap.limitLabel} (the figure published at ${cap.readAt}, as I read it there)`
    : `${cap.limitLabel} (the figure you read at ${cap.readAt})`;
}

/** Rows whose period has ended, or ends within `withinDays` of `today` (YYYY-MM-DD): next year's figures are due. */
export function rowsDueForUpdate(rows: readonly RentRuleRow[], today: string, withinDays = 60): RentRuleRow[] {
  const horizon = addDays(today, withinDays);
  const latestByFamily = new Map<string, RentRuleRow>();
  for (const row of rows) {
    const latest = latestByFamily.get(row.family);
    if (!latest || row.period.start > latest.period.start) latestByFamily.set(row.family, row);
  }
  return [...latestByFamily.values()].filter((row) => row.period.end !== null && row.period.end <= horizon);
}

/** A rule with no row for part of the next days: the date its rows stop covering, and its latest row. */
export interface CoverageGap {
  family: string;
  name: string;
  /** The first day from `today` on that no row of the family covers. */
  from: string;
  latest: RentRuleRow;
}

/**
 * The rules (families) with no row for some day of the `days` days from `today` (ADR 0073): on those days the check
 * applies only what does not depend on the year. `npm run rules:check`, the server's start-up log, its readiness
 * answer and its metrics report them.
 */
export function familiesWithoutCoverage(rows: readonly RentRuleRow[], today: string, days = 90): CoverageGap[] {
  const horizon = addDays(today, days);
  const byFamily = new Map<string, RentRuleRow[]>();
  for (const row of rows) byFamily.set(row.family, [...(byFamily.get(row.family) ?? []), row]);
  const gaps: CoverageGap[] = [];
  for (const [family, familyRows] of byFamily) {
    const sorted = familyRows.toSorted((a, b) => a.period.start.localeCompare(b.period.start));
    let day = today;
    for (const row of sorted) {
      if (row.period.start > day) break;
      if (row.period.end === null) {
        day = '9999-12-31';
        break;
      }
      if (row.period.end >= day) day = addDays(row.period.end, 1);
    }
    if (day <= horizon) gaps.push({ family, name: sorted.at(-1)!.name, from: day, latest: sorted.at(-1)! });
  }
  return gaps.toSorted((a, b) => a.from.localeCompare(b.from) || a.family.localeCompare(b.family));
}
