import { joinOr } from '../letters/format.ts';
import { stateName as nameOfState } from '../shared/us-states.ts';
import type { RentRuleExemption, RentRuleNotice, RentRuleRow } from './schema.ts';

/**
 * The rent-increase check (ADR 0045): given where the renter lives, the current and the proposed rent and the date the
 * increase takes effect, it finds the rules of the rules table that apply, compares the increase with each figure in
 * force for that date, and words the answer as information ("Above the 9.683% Washington allows for 2026 unless …"),
 * never as a verdict. A figure that is not in the table is never guessed: the answer says it is not loaded.
 */

export type Answer = 'yes' | 'no' | 'unknown';

export const NOT_LEGAL_ADVICE = 'This is general information, not legal advice.';

export interface RentCheckInput {
  /** Two-letter state code (DC included). */
  state: string;
  /** The ZIP's USPS city name, or null when unknown. */
  city: string | null;
  zip?: string | null;
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
}

export type CapStatus = 'above' | 'within' | 'exempt' | 'first-year' | 'figure-not-loaded' | 'period-not-loaded' | 'statement';

export interface CapFinding {
  rowId: string;
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
  /** The city, for a rule found from the ZIP's city name: it may apply ("Where a city may have its own rule"). */
  city: string | null;
  /** The period whose figure was used, or null when none was loaded for the date. */
  period: { start: string; end: string | null } | null;
  status: CapStatus;
  /** The percent the increase was compared with: the period's figure, or the law's ceiling when the figure is not loaded. */
  limitPercent: number | null;
  limitIsCeiling: boolean;
  /** The current rent raised by `limitPercent`, rounded down to the cent. */
  allowedRent: number | null;
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
}

export interface RentCheckResult {
  increase: { dollars: number; percent: number };
  caps: CapFinding[];
  /** Set when no cap rule applies at all ("We found no statewide cap on rent increases in Texas."). */
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
  /** The first date the increase could apply when a notice was short (the latest such date), else null. */
  earliestEffectiveDate: string | null;
  nextStep: string;
  disclaimer: string;
  /** The renter's answers the check used, by question id (the AI letter sends them back for its own check, ADR 0052). */
  answers: Record<string, Answer>;
}

const EPSILON = 1e-9;
const DAY_MS = 86_400_000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function toTime(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function addDays(date: string, days: number): string {
  return new Date(toTime(date) + days * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/** "March 1, 2026". */
function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}

/** "$2,193.66", or "$1,980" for whole dollars. */
function formatDollars(amount: number): string {
  const cents = Math.round(amount * 100);
  const whole = Math.trunc(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = cents % 100;
  return rest === 0 ? `$${whole}` : `$${whole}.${String(rest).padStart(2, '0')}`;
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

function cityMatches(city: NonNullable<RentRuleRow['city']>, input: RentCheckInput): boolean {
  const name = input.city?.trim().toLowerCase();
  if (name && city.uspsCities.some((usps) => usps.toLowerCase() === name)) return true;
  const zip = input.zip?.trim();
  return Boolean(zip && city.zip3.some((prefix) => zip.startsWith(prefix)));
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

interface Selected {
  row: RentRuleRow;
  /** false when no row of the family covers the date: `row` is then the nearest one. */
  inForce: boolean;
}

/** For each family of the rows that apply to this place, the row in force on the effective date (or the nearest one). */
function selectRows(rows: readonly RentRuleRow[], input: RentCheckInput): Selected[] {
  const families = new Map<string, RentRuleRow[]>();
  for (const row of rows) {
    if (row.state !== input.state.toUpperCase()) continue;
    if (row.city && !cityMatches(row.city, input)) continue;
    families.set(row.family, [...(families.get(row.family) ?? []), row]);
  }
  const selected: Selected[] = [];
  for (const familyRows of families.values()) {
    const current = familyRows.find((row) => inPeriod(row, input.effectiveDate));
    if (current) {
      selected.push({ row: current, inForce: true });
      continue;
    }
    const sorted = familyRows.toSorted((a, b) => a.period.start.localeCompare(b.period.start));
    const earlier = sorted.filter((row) => row.period.start <= input.effectiveDate);
    selected.push({ row: earlier.at(-1) ?? sorted[0]!, inForce: false });
  }
  return selected;
}

interface CapContext {
  input: RentCheckInput;
  percent: number;
  questions: Map<string, RuleQuestion>;
}

function askQuestion(context: CapContext, question: RuleQuestion): void {
  if (!context.questions.has(question.id)) context.questions.set(question.id, question);
}

function capFinding({
  row,
  inForce,
}: Selected): Omit<CapFinding, 'status' | 'message' | 'limitPercent' | 'limitIsCeiling' | 'allowedRent' | 'limitLabel' | 'unless'> {
  return {
    rowId: row.id,
    name: row.name,
    law: row.law,
    url: row.officialUrl,
    kind: row.kind,
    place: row.place,
    city: row.city?.name ?? null,
    period: inForce ? { ...row.period } : null,
  };
}

function checkCap(selected: Selected, context: CapContext): CapFinding {
  const { row } = selected;
  const cap = row.cap!;
  const { input, percent } = context;
  const base = capFinding(selected);
  const prefix = row.kind === 'city-ordinance' && row.city ? `If your home is in ${row.city.name}: ` : '';
  let unlessConditions: string[] = [];
  const finish = (status: CapStatus, message: string, limitPercent: number | null = null, limitIsCeiling = false): CapFinding => ({
    ...base,
    status,
    message: `${prefix}${message}`,
    limitPercent,
    limitIsCeiling,
    limitLabel: limitPercent === null ? null : limitIsCeiling ? 'in any 12 months' : cap.figureLabel,
    unless: unlessConditions,
    allowedRent: limitPercent === null ? null : allowedRent(input.currentRent, limitPercent),
  });

  if (!selected.inForce) {
    if (row.period.start > input.effectiveDate) {
      return finish(
        'period-not-loaded',
        `We have no ${row.name} figure for increases taking effect on ${formatDate(input.effectiveDate)}. See ${row.officialUrl}.`,
      );
    }
    const next = row.nextFigure ? ` ${row.nextFigure}` : '';
    const ceiling =
      cap.ceilingPercent !== null && percent > cap.ceilingPercent + EPSILON
        ? ` The law never allows more than ${formatFigure(cap.ceilingPercent)}% in any 12 months, and this increase is ${formatIncrease(percent)}%.`
        : '';
    return finish(
      'period-not-loaded',
      `The ${row.name} figure for increases taking effect on ${formatDate(input.effectiveDate)} is not loaded yet.${next} See ${row.officialUrl}.${ceiling}`,
    );
  }

  if (cap.statement) return finish('statement', cap.statement);

  if (row.frequency?.firstYearBan && input.tenancyMonths !== null && input.tenancyMonths !== undefined && input.tenancyMonths < 12) {
    return finish(
      'first-year',
      `${capitalize(row.place)} does not allow a rent increase during the first year of a tenancy (${row.law}); you have lived there ${input.tenancyMonths} months.`,
    );
  }

  const pending: RentRuleExemption[] = [];
  for (const exemption of row.exemptions) {
    const answer = answerOf(input, exemption.id);
    if (answer === exemption.exemptIf) {
      return finish('exempt', `${capitalize(row.place)}'s limit does not apply if ${exemption.condition}, as you answered.`);
    }
    if (answer === 'unknown') {
      pending.push(exemption);
      askQuestion(context, { id: exemption.id, question: exemption.question });
    }
  }

  let figure = cap.percent;
  let ceiling = cap.ceilingPercent;
  let conditionalNote = '';
  for (const conditional of cap.conditional) {
    const answer = answerOf(input, conditional.questionId);
    if (answer === 'yes') {
      figure = conditional.percent;
      ceiling = conditional.ceilingPercent;
    } else if (answer === 'unknown') {
      askQuestion(context, { id: conditional.questionId, question: conditional.question });
      const other = conditional.percent ?? conditional.ceilingPercent;
      if (other !== null) {
        const what = conditional.percent === null ? 'the most allowed' : 'the limit';
        conditionalNote = ` If ${conditional.label}, ${what} is ${formatFigure(other)}%.`;
      }
    }
  }

  unlessConditions = pending.map((exemption) => exemption.condition);
  const unless = pending.length > 0 ? ` unless ${joinOr(pending.map((exemption) => exemption.condition))}` : '';
  if (figure !== null) {
    if (percent > figure + EPSILON) {
      return finish(
        'above',
        `Above the ${formatFigure(figure)}% ${row.place} allows ${cap.figureLabel}${unless}.${conditionalNote}`,
        figure,
      );
    }
    return finish('within', `Within the ${formatFigure(figure)}% ${row.place} allows ${cap.figureLabel}.${conditionalNote}`, figure);
  }
  const notLoaded = `the exact figure ${cap.figureLabel} (${cap.formula}) is not loaded`;
  if (ceiling !== null) {
    if (percent > ceiling + EPSILON) {
      return finish(
        'above',
        `Above the ${formatFigure(ceiling)}% most ${row.place} allows in any 12 months${unless}. ${capitalize(notLoaded)}.${conditionalNote}`,
        ceiling,
        true,
      );
    }
    return finish(
      'within',
      `Not above the ${formatFigure(ceiling)}% most ${row.place} allows in any 12 months, but ${notLoaded}, so we cannot say whether it is within it. See ${row.officialUrl}.${conditionalNote}`,
      ceiling,
      true,
    );
  }
  return finish(
    'figure-not-loaded',
    `${capitalize(cap.formula)}. We have not loaded the figure ${cap.figureLabel}, so we cannot compare this increase with it. See ${row.officialUrl}.`,
  );
}

function matchesRule(rule: RentRuleNotice['rules'][number], input: RentCheckInput, percent: number): boolean {
  if (rule.minIncreasePercent !== undefined && !(percent > rule.minIncreasePercent + EPSILON)) return false;
  if (rule.maxIncreasePercent !== undefined && percent > rule.maxIncreasePercent + EPSILON) return false;
  const months = input.tenancyMonths;
  if (months !== null && months !== undefined) {
    if (rule.minTenancyMonths !== undefined && months < rule.minTenancyMonths) return false;
    if (rule.maxTenancyMonths !== undefined && months >= rule.maxTenancyMonths) return false;
  }
  if (rule.ifAnswer) {
    const answer = answerOf(input, rule.ifAnswer.questionId);
    if (answer !== 'unknown' && answer !== rule.ifAnswer.answer) return false;
  }
  return true;
}

function checkNotice(row: RentRuleRow, notice: RentRuleNotice, context: CapContext): NoticeFinding {
  const { input, percent } = context;
  const base = { rowId: row.id, law: notice.law, url: notice.officialUrl };
  const finding = (
    status: NoticeStatus,
    message: string,
    extra: Partial<Pick<NoticeFinding, 'requiredDays' | 'givenDays' | 'earliestDate'>> = {},
  ): NoticeFinding => ({ ...base, status, requiredDays: null, givenDays: null, earliestDate: null, ...extra, message });

  if (!notice.statuteFound) return finding('no-statute', notice.text);
  if (notice.appliesAtOrAbovePercent !== undefined && percent + EPSILON < notice.appliesAtOrAbovePercent) {
    return finding(
      'not-required',
      `${notice.law} requires written notice only for increases of ${formatFigure(notice.appliesAtOrAbovePercent)}% or more; this one is ${formatIncrease(percent)}%.`,
    );
  }
  const candidates = notice.rules.filter((rule) => matchesRule(rule, input, percent));
  for (const question of notice.questions) {
    const used = candidates.some((rule) => rule.ifAnswer?.questionId === question.id);
    if (used && answerOf(input, question.id) === 'unknown') askQuestion(context, question);
  }
  if (candidates.length === 0) return finding('see-rule', `${notice.law}: ${notice.text}`);
  if (candidates.some((rule) => rule.days === null)) {
    return finding('days-not-loaded', `${notice.text} See ${notice.officialUrl}.`);
  }
  const days = [...new Set(candidates.map((rule) => rule.days!))].sort((a, b) => a - b);
  if (days.length > 1) {
    return finding(
      'depends',
      `${notice.law} requires ${joinOr(days.map(String))} days' written notice for this increase: ${candidates.map((rule) => rule.text).join('; ')}.`,
    );
  }
  const required = days[0]!;
  // The only rule that fits needs an answer the renter has not given (Hawaii's month-to-month tenancy, Colorado's
  // tenancy without a written agreement): say when it applies, and judge the notice only "if" it does.
  const open = candidates.filter((rule) => rule.ifAnswer && answerOf(input, rule.ifAnswer.questionId) === 'unknown');
  if (open.length > 0) {
    const given = input.noticeDate ? daysBetween(input.noticeDate, input.effectiveDate) : null;
    const ifShort =
      input.noticeDate && given !== null && given < required
        ? ` If it applies to you, the ${given} days' notice you were given is short of it, and the increase could apply from ${formatDate(addDays(input.noticeDate, required))} at the earliest.`
        : '';
    return finding(
      'depends',
      `${notice.law}: ${open.map((rule) => rule.text).join('; ')}. Answer the question above to see whether it applies to you.${ifShort}`,
    );
  }
  if (input.noticeDate) {
    const given = daysBetween(input.noticeDate, input.effectiveDate);
    if (given >= required) {
      return finding(
        'enough',
        `You were given ${given} days' notice; ${notice.law} requires ${required} days for this increase, so the notice is long enough.`,
        { requiredDays: required, givenDays: given },
      );
    }
    const earliest = addDays(input.noticeDate, required);
    return finding(
      'short',
      `You were given ${given} days' notice; ${notice.law} requires ${required} days for this increase, so it could apply from ${formatDate(earliest)} at the earliest.`,
      { requiredDays: required, givenDays: given, earliestDate: earliest },
    );
  }
  return finding(
    'required',
    `${notice.law} requires ${required} days' written notice for this increase: for it to take effect on ${formatDate(input.effectiveDate)}, the notice must be given by ${formatDate(addDays(input.effectiveDate, -required))}.`,
    { requiredDays: required },
  );
}

/** A state with no notice row: whether a statute sets a notice period there was not read, so the answer does not know. */
function noticeNotLoaded(state: string, stateName: string): NoticeFinding {
  return {
    rowId: `${state.toLowerCase()}-notice-not-loaded`,
    law: `${stateName} law`,
    url: '',
    status: 'not-loaded',
    requiredDays: null,
    givenDays: null,
    earliestDate: null,
    message: `We have not loaded a rule on the written notice a rent increase needs in ${stateName}, so we cannot say whether your notice is long enough; a state statute or your lease may set one.`,
  };
}

function correctTo(caps: CapFinding[]): CapFinding | null {
  const above = caps.filter((cap) => cap.status === 'above' && cap.kind !== 'city-ordinance' && cap.allowedRent !== null);
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
  const short = notices.find((notice) => notice.status === 'short');
  if (short) {
    return `Ask your landlord to confirm in writing that the new rent will not apply before ${formatDate(short.earliestDate!)}, as ${short.law} requires. Official source: ${short.url}`;
  }
  const cityAbove = caps.find((cap) => cap.status === 'above' && cap.kind === 'city-ordinance');
  if (cityAbove && cityAbove.allowedRent !== null) {
    return `Check whether the ${cityAbove.name} covers your home (${cityAbove.url}); if it does, ask your landlord to correct the increase to ${formatDollars(cityAbove.allowedRent)}.`;
  }
  const unknown = caps.find((cap) => cap.status === 'figure-not-loaded' || cap.status === 'period-not-loaded');
  if (unknown) return `Check the figure in force on the ${unknown.name} official page before you reply: ${unknown.url}`;
  if (caps.length === 0) {
    return `We found no statewide cap on rent increases in ${stateName}; you can still negotiate using local market rents.`;
  }
  return `No limit we have loaded stops this increase; you can still negotiate using local market rents. Official source: ${caps[0]!.url}`;
}

/** Checks a proposed rent increase against the rules table. `rows` are the parsed rows of data/rent-rules. */
export function checkRentIncrease(rows: readonly RentRuleRow[], input: RentCheckInput): RentCheckResult {
  const dollars = Math.round((input.proposedRent - input.currentRent) * 100) / 100;
  const percent = ((input.proposedRent - input.currentRent) / input.currentRent) * 100;
  const context: CapContext = { input, percent, questions: new Map() };
  const selected = selectRows(rows, input);

  const caps = selected.filter(({ row }) => row.cap !== null).map((entry) => checkCap(entry, context));
  const notices = selected
    // A "no statute found" row is not tied to a period: it answers for any date.
    .filter(({ row, inForce }) => row.notice !== null && (inForce || !row.notice.statuteFound))
    .map(({ row }) => checkNotice(row, row.notice!, context));
  const localRules = selected.flatMap(({ row }) => (row.localRules ? [row.localRules] : []));
  const stateRow = selected.find(({ row }) => row.city === null)?.row;
  const stateName = stateRow?.place ?? nameOfState(input.state);
  const stateHasNoticeRule = selected.some(({ row }) => row.city === null && row.notice !== null);
  if (!stateHasNoticeRule) notices.push(noticeNotLoaded(input.state.toUpperCase(), stateName));
  const noCapMessage = caps.length === 0 ? `We found no statewide cap on rent increases in ${stateName}.` : null;

  const earliest = notices.flatMap((notice) => (notice.earliestDate ? [notice.earliestDate] : [])).sort();

  return {
    increase: { dollars, percent: Math.round(percent * 10) / 10 },
    caps,
    noCapMessage,
    notices,
    localRules,
    questions: [...context.questions.values()],
    correctTo: correctTo(caps),
    earliestEffectiveDate: earliest.at(-1) ?? null,
    nextStep: nextStep(caps, notices, stateName),
    disclaimer: NOT_LEGAL_ADVICE,
    answers: Object.fromEntries(Object.entries(input.answers ?? {}).filter((entry): entry is [string, Answer] => entry[1] !== undefined)),
  };
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
