import { z } from 'zod';
import { monthlyRentNumber } from '../market/market.schema.ts';
import { DATE_OUT_OF_RANGE_MESSAGE, isOutOfRangeIsoDate, parseIsoDay } from '../shared/dates.ts';
import { zipCodeField } from '../shared/zip.ts';

/**
 * The rent rules table (data/rent-rules/rent-rules.json, ADR 0045): one row per jurisdiction, rule and period. A
 * figure is present only when the agency, statute or city published it where we read it; otherwise it is null and
 * `figureNote` says why.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');
const address = z.url({ protocol: /^https?$/ });
const yesNo = z.enum(['yes', 'no']);
const percent = z.number().min(0).max(100);

/** A yes/no question that decides whether a rule applies: `exemptIf` is the answer that takes the home out of it. */
const exemptionSchema = z.object({
  id: z.string().min(1),
  question: z.string().min(1),
  exemptIf: yesNo,
  /** Completes "…unless {condition}" and "…does not apply if {condition}". */
  condition: z.string().min(1),
});

/** A second figure that replaces the row's own when the renter answers `yes` (a two-year lease, a registered elderly tenant). */
const conditionalFigureSchema = z.object({
  questionId: z.string().min(1),
  question: z.string().min(1),
  /** Completes "If {label}, …". */
  label: z.string().min(1),
  percent: percent.nullable(),
  ceilingPercent: percent.nullable(),
});

const capSchema = z.object({
  formula: z.string().min(1),
  /** The figure in force for the row's period, or null when it could not be sourced. */
  percent: percent.nullable(),
  /** Completes "…allows {figureLabel}": "for 2026". */
  figureLabel: z.string(),
  /** The most the law ever allows (Oregon's 10%), applied when the year's figure is not loaded. */
  ceilingPercent: percent.nullable(),
  /** Where the figure was read, or why it was left out. */
  figureNote: z.string().min(1),
  /** For a rule with no number (New Jersey's "unconscionable" test): what the law says, shown as is. */
  statement: z.string().min(1).optional(),
  conditional: z.array(conditionalFigureSchema),
});

/**
 * A condition on the renter's answer. `unanswered` says what an unanswered question does: `ask` (the rule may apply:
 * the answer "depends" and the question is asked), `apply` (the rule applies until answered otherwise, as Oregon's
 * 90 days until a week-to-week tenancy is answered) or `skip` (the rule applies only once answered so).
 */
const answerConditionSchema = z.object({
  questionId: z.string().min(1),
  answer: yesNo,
  unanswered: z.enum(['ask', 'apply', 'skip']).default('ask'),
});

const noticeRuleSchema = z.object({
  /** Days of written notice, or null when the statute's number was not read. */
  days: z.number().int().positive().nullable(),
  /** Applies when the increase is above this percent. */
  minIncreasePercent: percent.optional(),
  /** Applies when the increase is at most this percent. */
  maxIncreasePercent: percent.optional(),
  /** Applies when the months counted (see the notice's `measure`) are at least this many. */
  minTenancyMonths: z.number().int().min(0).optional(),
  /** Applies when the months counted are fewer than this many. */
  maxTenancyMonths: z.number().int().positive().optional(),
  /** Every condition must hold. */
  ifAnswers: z.array(answerConditionSchema).default([]),
  text: z.string().min(1),
});

const noticeSchema = z.object({
  law: z.string().min(1),
  /** Where the statute's text was read (a copy of the statute, or the legislature's page). */
  sourceUrl: address,
  /** The statute's official address (the legislature's own page), the link a renter is given for this rule. */
  officialUrl: address,
  /** false: no statute found (Texas); `text` says so. */
  statuteFound: z.boolean(),
  /** The rule applies only to increases of at least this percent (New York's 5%). */
  appliesAtOrAbovePercent: percent.optional(),
  /**
   * What the rules' months count: the months lived there (`tenancy`), or the longer of the months lived there and the
   * lease term (`longer-of-tenancy-and-lease`, New York's RPL 226-c(2)(a)).
   */
  measure: z.enum(['tenancy', 'longer-of-tenancy-and-lease']).default('tenancy'),
  /**
   * The increase takes effect only on the first rent day more than `days` after the notice (DC's 42-3509.04(b)):
   * the earliest date is the first 1st of a month after that, the usual rent day.
   */
  onRentDay: z.boolean().default(false),
  text: z.string().min(1),
  questions: z.array(z.object({ id: z.string().min(1), question: z.string().min(1) })),
  rules: z.array(noticeRuleSchema),
});

const citySchema = z.object({
  name: z.string().min(1),
  /** USPS city names (as the shipped USPS ZIP list writes them) that map to this city. */
  uspsCities: z.array(z.string().min(1)),
  /** First three digits of the ZIP codes that map to this city. */
  zip3: z.array(z.string().regex(/^\d{3}$/)),
  /** County FIPS codes (5 digits) whose ZIPs map to this place: a county rule (Montgomery County, Maryland). */
  countyFips: z.array(z.string().regex(/^\d{5}$/)).default([]),
  /** The ZIP-to-city rule in words. */
  rule: z.string().min(1),
});

const RULE_KINDS = ['cap', 'notice', 'city-ordinance', 'good-cause'] as const;

/** `lawEffective` when the law's date was not on the pages read (the row answers for any date). */
export const LAW_DATE_NOT_READ = '1900-01-01';

/** A row that applies only if the renter answers yes (Washington's lot-rent cap for a manufactured home's lot). */
const scopeSchema = z.object({
  id: z.string().min(1),
  question: z.string().min(1),
  /** Completes "If {condition}: …". */
  condition: z.string().min(1),
});

/**
 * A figure loaded from a maintained open data set (TenantProtections.org's California caps, ADR 0071): cited by name,
 * license, commit and date read, and the entry's key, so a test compares the row with the copy in data/.
 */
const datasetSchema = z.object({
  name: z.string().min(1),
  license: z.string().min(1),
  repository: address,
  commit: z.string().regex(/^[0-9a-f]{40}$/),
  /** The copy in this repository's data/ folder. */
  file: z.string().min(1),
  key: z.string().min(1),
  read: isoDate,
});

const rentRuleRowSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9.-]+$/, 'ids are lower case, digits, dots and dashes'),
    /** Rows of one rule over successive periods share a family. */
    family: z.string().min(1),
    state: z.string().regex(/^[A-Z]{2}$/, 'state is a two-letter code'),
    city: citySchema.nullable(),
    kind: z.enum(RULE_KINDS),
    name: z.string().min(1),
    /** Who allows it, in a sentence: "Oregon", "the NYC Rent Guidelines Board". */
    place: z.string().min(1),
    /** The statute or ordinance. */
    law: z.string().min(1),
    publisher: z.string().min(1),
    /** The page the figure or rule was read on. */
    sourceUrl: address,
    /** What `sourceUrl` is and the code year (or date) of the copy read: "Justia copy of the 2011 Hawaii code". */
    sourceRead: z.string().min(1),
    /** The official page a renter is sent to: the legislature's, agency's or city's own address. */
    officialUrl: address,
    checked: isoDate,
    /**
     * The date the law (in the version read) took effect; no period starts before it (ADR 0070). `LAW_DATE_NOT_READ`
     * when the date was not on the pages read: the row then answers for any date, and `lawEffectiveNote` says so.
     */
    lawEffective: isoDate,
    /** Where `lawEffective` comes from, or why it is not known. */
    lawEffectiveNote: z.string().min(1).optional(),
    period: z.object({ start: isoDate, end: isoDate.nullable() }),
    /** The CPI region the row is for (California's AB 1482 figures), or null for the whole state or city. */
    cpiRegion: z.string().min(1).nullable().default(null),
    scope: scopeSchema.nullable().default(null),
    dataset: datasetSchema.nullable().default(null),
    cap: capSchema.nullable(),
    exemptions: z.array(exemptionSchema),
    frequency: z.object({ firstYearBan: z.boolean(), text: z.string().min(1) }).nullable(),
    notice: noticeSchema.nullable(),
    /** A state row's note that cities may have their own rules. */
    localRules: z.object({ text: z.string().min(1), url: address }).nullable(),
    /** When and where the next period's figure appears. */
    nextFigure: z.string().min(1).nullable(),
  })
  .refine((row) => row.period.end === null || row.period.end >= row.period.start, {
    message: 'period ends before it starts',
    path: ['period'],
  })
  .refine((row) => row.period.start >= row.lawEffective, {
    message: 'period starts before the law took effect',
    path: ['period', 'start'],
  })
  .refine((row) => row.lawEffective !== LAW_DATE_NOT_READ || row.lawEffectiveNote !== undefined, {
    message: 'a law date that was not read needs a lawEffectiveNote saying so',
    path: ['lawEffectiveNote'],
  })
  .refine((row) => (row.kind === 'notice' ? row.notice !== null : row.cap !== null), {
    message: 'a notice row needs `notice`; any other row needs `cap`',
  });

const rentRulesFileSchema = z.object({ checked: isoDate, rows: z.array(rentRuleRowSchema).min(1) }).superRefine((file, ctx) => {
  const ids = new Set<string>();
  for (const row of file.rows) {
    if (ids.has(row.id)) ctx.addIssue({ code: 'custom', message: `duplicate row id ${row.id}` });
    ids.add(row.id);
  }
  const byFamily = new Map<string, RentRuleRow[]>();
  for (const row of file.rows) byFamily.set(row.family, [...(byFamily.get(row.family) ?? []), row]);
  for (const [family, rows] of byFamily) {
    const sorted = rows.toSorted((a, b) => a.period.start.localeCompare(b.period.start));
    for (let i = 1; i < sorted.length; i++) {
      const previousEnd = sorted[i - 1]!.period.end;
      if (previousEnd === null || previousEnd >= sorted[i]!.period.start) {
        ctx.addIssue({ code: 'custom', message: `periods of ${family} overlap (${sorted[i]!.id})` });
      }
    }
  }
});

export type RentRuleRow = z.infer<typeof rentRuleRowSchema>;
export type RentRulesFile = z.infer<typeof rentRulesFileSchema>;
export type RentRuleExemption = z.infer<typeof exemptionSchema>;
export type RentRuleNotice = z.infer<typeof noticeSchema>;

/** Parses the rules file; throws with every problem listed (row index, field and message). */
export function parseRentRules(json: unknown): RentRulesFile {
  const result = rentRulesFileSchema.safeParse(json);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
  throw new Error(`Invalid rent rules file:\n${problems.join('\n')}`);
}

/** The renter's answers to the rent check's questions, by question id. */
export const RENT_CHECK_ANSWERS = z.record(
  z.string().max(60),
  z.enum(['yes', 'no', 'unknown'], { error: 'Answers must be yes, no or unknown' }),
);

const inputDate = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${field} must be a date written YYYY-MM-DD`, abort: true })
    .refine((text) => parseIsoDay(text) !== null, `${field} is not a real date`)
    .refine((text) => !isOutOfRangeIsoDate(text), DATE_OUT_OF_RANGE_MESSAGE);

const monthsField = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} cannot be negative`)
    .max(1200, `${field} must be at most 1200`)
    .nullable()
    .optional();

/**
 * Figures the renter read on an official page where the table has none (ADR 0072), by rule family: each between 0
 * and 100 here; the check refuses one above the rule's ceiling (`figureProblem`).
 */
const RENT_CHECK_FIGURES = z
  .record(
    z.string().max(80),
    z
      .number({ error: 'The figure on that page must be a number' })
      .min(0, 'The figure on that page cannot be negative')
      .max(100, 'The figure on that page must be at most 100%'),
  )
  .refine((figures) => Object.keys(figures).length <= 10, 'Enter at most 10 figures');

/** The rest of what the renter gave the rent check, which the AI letter sends back as the check result echoed it. */
export const RENT_CHECK_RULE_INPUTS = z.object({
  figures: RENT_CHECK_FIGURES.default({}),
  tenancyMonths: monthsField('Months lived there').default(null),
  leaseTermMonths: monthsField('The lease term in months').default(null),
});

/**
 * What `POST /api/functions/check-rent-increase` takes (ADR 0046): the ZIP instead of the state and city, which the
 * server reads from the shipped USPS ZIP list.
 */
export const rentCheckRequestSchema = z
  .object({
    zip: zipCodeField(),
    currentRent: monthlyRentNumber('Current rent'),
    proposedRent: monthlyRentNumber('Proposed rent'),
    effectiveDate: inputDate('The date the increase takes effect'),
    noticeDate: inputDate('The notice date').nullable().optional(),
    answers: RENT_CHECK_ANSWERS.optional(),
    tenancyMonths: monthsField('Months lived there'),
    leaseTermMonths: monthsField('The lease term in months'),
    figures: RENT_CHECK_FIGURES.optional(),
  })
  .refine((input) => !input.noticeDate || input.noticeDate <= input.effectiveDate, {
    message: 'The notice date must be on or before the date the increase takes effect',
    path: ['noticeDate'],
  });

export type RentCheckRequest = z.infer<typeof rentCheckRequestSchema>;
