import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { longDate } from '#domain/shared/dates.ts';
import { buildLetter } from '#domain/letters/letter-builder.ts';
import { emptyLetterForm, type LetterForm } from '#domain/letters/letter-form.schema.ts';
import { buildReply, planReply } from '#domain/letters/reply-builder.ts';
import { type CheckFinding, checkText, letterTextPlan, replyTextPlan } from '#domain/letters/text-check.ts';
import { emptyReplyForm } from '#domain/letters/reply-form.ts';
import { type ReplyFormInput, replyFormSchema } from '#domain/letters/reply-form.schema.ts';
import type { LetterTone, ReplyTone } from '#domain/letters/tones.ts';
import type { MarketAnalysis } from '#domain/market/market.schema.ts';
import { checkRentIncrease, type RentCheckInput } from '#domain/rent-rules/check.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { atlanta30301, manhattan10001 } from '#tests/fixtures/market-analysis.ts';
import { loadRentRules } from '../src/server/services/rent-rules/load-rent-rules.ts';

// Writes docs/examples/: four full letters and three replies, built by the same domain code the browser runs,
// so anyone can read what renters get. Run: node --import tsx scripts/letter-examples.ts

export const EXAMPLES_DIR = path.resolve(import.meta.dirname, '../docs/examples');
/** A fixed day, so the examples only change when the wording or the strategy does. */
export const EXAMPLES_TODAY = new Date(2026, 10, 23);

interface LetterExample {
  file: string;
  title: string;
  situation: string;
  form: Partial<LetterForm>;
  market: MarketAnalysis | null;
  tones: LetterTone[];
  /** The rent rules check the letter page shows (ADR 0046), run on the shipped table. */
  rentCheck?: RentCheckInput;
}

const LETTERS: LetterExample[] = [
  {
    file: 'letter-lower-with-proposal.md',
    title: 'Letter: Lower my rent while the landlord proposes an increase (ZIP 10025, $3,000 to $3,300, 10% off)',
    situation:
      'The renter chose "Lower my rent" with a 10% reduction after a notice of $3,300 (issue 29): the letter asks for the renter\'s $2,700, answers the proposal, and says why the ask is $14 below the average it cites.',
    form: {
      landlordName: 'Riverside Drive Associates LLC',
      propertyAddress: '610 W 110th St, Apt 5C, New York, NY 10025',
      zipcode: '10025',
      currentRent: '3,000',
      landlordProposedRent: '3,300',
      desiredReduction: '10%',
      tenureLengthYears: '4',
      leaseEndDate: '2027-01-31',
      willResignEarly: true,
      flexibility: 'lease-extension',
      tenantQuality: ['on_time_rent', 'quiet_hours'],
    },
    market: manhattan10001(3000, {
      zipcode: '10025',
      marketRent: 2714,
      range: { low: 2144, high: 3284 },
      area: { name: 'New York, NY HUD Metro FMR Area', fiscalYear: 2026, place: 'ZIP 10025 · New York, NY', city: 'New York', state: 'NY' },
      sources: {
        hud: { fmr: 2790, bedrooms: 1, fiscalYear: 2026, level: 'zip', areaName: 'New York, NY HUD Metro FMR Area' },
        census: { medianGrossRent: 2009, topCoded: false, years: '2019-2023' },
        hudEstimate: 2913,
        censusEstimate: 2381,
        blendedEstimate: 2714,
        twoBedroomFmr: 3060,
      },
      dataSource: 'HUD FY2026 Small Area Fair Market Rents and Census ACS 2019-2023 (ZIP 10025)',
    }),
    tones: ['professional'],
  },
  {
    file: 'letter-overpaying.md',
    title: 'Letter: paying above the market (ZIP 30301, $2,500, one bedroom, 3 years)',
    situation: 'The renter pays $673 a month more than the average for similar homes and asks for a reduction.',
    form: {
      landlordName: 'Peachtree Residential LLC',
      propertyAddress: '123 Peachtree St NE, Apt 5B, Atlanta, GA 30301',
      zipcode: '30301',
      currentRent: '2,500',
      tenureLengthYears: '3',
      leaseEndDate: '2027-02-28',
      tenantQuality: ['on_time_rent', 'excellent_condition', 'minor_repairs'],
      maintenanceIssues: 'The dishwasher has not worked since August, and the bathroom fan is still broken',
      rentIncreaseHistory: 'Up $100 in 2024 and $125 in 2025',
      comparables: [{ where: '410 Spring St NW', rent: '2,300', bedrooms: '1', freeMonths: '1', termMonths: '12' }],
      willResignEarly: true,
    },
    market: atlanta30301(2500),
    tones: ['professional'],
  },
  {
    file: 'letter-below-market.md',
    title: 'Letter: paying below the market (ZIP 10001, $3,500, one bedroom, 2 years)',
    situation: 'The renter pays $454 a month less than the average. The page suggests asking to keep the rent, and the renter chose that.',
    form: {
      landlordName: 'Jane Smith',
      propertyAddress: '410 W 30th St, Apt 7, New York, NY 10001',
      zipcode: '10001',
      currentRent: '3,500',
      tenureLengthYears: '2',
      stance: 'keep',
      leaseEndDate: '2027-03-31',
      tenantQuality: ['on_time_rent', 'no_noise_complaints'],
    },
    market: manhattan10001(3500),
    tones: ['conversational'],
  },
  {
    file: 'letter-increase-proposed.md',
    title: 'Letter: the landlord proposes an increase (ZIP 30301, $1,900 to $2,050)',
    situation: 'The renter already pays above the average; the letter answers the proposed $2,050 with the current rent.',
    form: {
      landlordName: 'Oakwood Property Management',
      propertyAddress: '88 Edgewood Ave SE, Unit 3, Atlanta, GA 30301',
      zipcode: '30301',
      currentRent: '1,900',
      landlordProposedRent: '2,050',
      stance: 'counter',
      tenureLengthYears: '4',
      leaseEndDate: '2027-01-31',
      tenantQuality: ['on_time_rent', 'proactive_communication'],
      propertyImprovements: 'I replaced the worn blinds and repainted the bedroom with your permission',
    },
    market: atlanta30301(1900),
    tones: ['friendly', 'direct'],
  },
  {
    file: 'letter-two-comparables.md',
    title: 'Letter: two comparable listings, one with a concession (ZIP 10001, $4,600, one bedroom, 5 years)',
    situation:
      'The renter pays $646 a month more than the average and found two one-bedrooms nearby listed for less, one with a month free.',
    form: {
      landlordName: 'Chelsea Walk Properties',
      propertyAddress: '300 W 23rd St, Apt 6C, New York, NY 10001',
      zipcode: '10001',
      currentRent: '4,600',
      tenureLengthYears: '5',
      leaseEndDate: '2027-01-31',
      tenantQuality: ['on_time_rent', 'quiet_hours'],
      comparables: [
        { where: '245 W 25th St', rent: '4,300', bedrooms: '1', freeMonths: '1', termMonths: '12' },
        { where: '160 W 24th St', rent: '4,250', bedrooms: '1', freeMonths: '0', termMonths: '12' },
      ],
      rentIncreaseHistory: 'Up $200 in 2024 and $150 in 2025',
    },
    market: manhattan10001(4600),
    tones: ['direct'],
  },
  {
    file: 'letter-increase-above-cap.md',
    title: 'Letter: an increase above a state cap (Portland, OR 97201, $1,800 to $2,016 from December 1, 2026)',
    situation:
      "The landlord proposes 12% with 60 days' notice. Oregon's figure for 2026 is not loaded, so the check applies ORS 90.323's 10% ceiling; the renter left both exemption questions unanswered. The letter asks to correct the increase to $1,980 first, naming the statute and both exemptions, and says from which date the increase could apply.",
    form: {
      landlordName: 'Jane Smith',
      propertyAddress: '1200 SW Main St, Apt 4, Portland, OR 97201',
      zipcode: '97201',
      currentRent: '1,800',
      landlordProposedRent: '2,016',
      stance: 'counter',
      tenureLengthYears: '3',
      leaseEndDate: '2026-11-30',
      noticeDate: '2026-10-02',
      tenantQuality: ['on_time_rent', 'excellent_condition'],
    },
    market: null,
    tones: ['professional'],
    rentCheck: {
      state: 'OR',
      city: 'Portland',
      zip: '97201',
      currentRent: 1800,
      proposedRent: 2016,
      effectiveDate: '2026-12-01',
      noticeDate: '2026-10-02',
    },
  },
];

interface ReplyExample {
  file: string;
  title: string;
  situation: string;
  form: ReplyFormInput;
  tones: ReplyTone[];
}

const REPLIES: ReplyExample[] = [
  {
    file: 'reply-freeze-offered.md',
    title: 'Reply: the landlord keeps the rent at $2,400 if the renter signs for 18 months',
    situation:
      'The renter pays $2,400 and asked for $150 less; the market average from their analysis is $2,300. Keeping the rent is a refusal of the reduction, not a concession, so the reply argues first and proposes after.',
    form: {
      ...emptyReplyForm(),
      landlordName: 'Ms. Alvarez',
      landlordResponse: "We can't lower the rent, but we could keep it at $2,400 if you sign for 18 months.",
      responseType: 'decline',
      currentRent: '2400',
      requestedReduction: '150',
      marketRent: '2300',
      selectedTones: ['diplomatic'],
      acceptDisclaimer: true,
    },
    tones: ['diplomatic'],
  },
  {
    file: 'reply-declined.md',
    title: 'Reply: the landlord declines',
    situation:
      'The renter pays $1,850 and asked for $150 less; they can set aside non-urgent improvement requests and the renewal is close. The landlord name is not known, so the greeting keeps a placeholder.',
    form: {
      ...emptyReplyForm(),
      landlordResponse: 'No, we are unable to lower the rent this year.',
      responseType: 'decline',
      currentRent: '1850',
      requestedReduction: '150',
      flexibility: 'improvements',
      timeline: 'urgent',
      selectedTones: ['professional'],
      acceptDisclaimer: true,
    },
    tones: ['professional'],
  },
  {
    file: 'reply-to-increase.md',
    title: 'Reply: the landlord raises the rent from $1,900 to $2,050, citing taxes and insurance (ZIP 30301)',
    situation: `Carried over from the letter page (docs/examples/letter-increase-proposed.md): the landlord's name, the $1,900 rent, the renter's ask to keep it, our ${formatUsd(atlanta30301(1900).marketRent)} average and HUD's two-year change for Fulton County. The reply answers the increase as their proposal, asks what share of it the higher costs are, and sets HUD's change and the average beside it.`,
    form: {
      ...emptyReplyForm(),
      landlordName: 'Oakwood Property Management',
      landlordResponse:
        'Hello,\n\nThank you for your letter. Because our property taxes and insurance went up again this year, we are not able to keep the rent at $1,900. Your new rent will be $2,050 a month from February 1, 2027.\n\nRegards,\nOakwood Property Management\n88 Edgewood Ave SE, Suite 200, Atlanta, GA 30303\n(404) 555-0148',
      responseType: 'counter',
      currentRent: '1900',
      requestedReduction: '$1,900',
      proposedRent: '2050',
      marketRent: String(Math.round(atlanta30301(1900).marketRent)),
      hudTrend: atlanta30301(1900).trend,
      replyBy: '2026-12-07',
      flexibility: 'lease-extension',
      selectedTones: ['professional'],
      acceptDisclaimer: true,
    },
    tones: ['professional'],
  },
];

/** What the one checker (ADR 0066) found in an example: "passes" or each finding. */
const checkLine = (findings: CheckFinding[]) =>
  `- Checker (src/domain/letters/text-check.ts): ${findings.length === 0 ? "passes (every figure, the ask and the term are the plan's)." : `FAILS: ${findings.map((f) => f.message).join('; ')}`}`;

/** Every example's text and what the checker found in it, for docs/examples and its test. */
export function exampleChecks(): { file: string; findings: CheckFinding[] }[] {
  return [
    ...LETTERS.map((e) => ({ file: e.file, findings: builtLetter(e).findings })),
    ...REPLIES.map((e) => ({ file: e.file, findings: builtReply(e).findings })),
  ];
}

function builtLetter(e: LetterExample) {
  const form: LetterForm = { ...emptyLetterForm(), ...e.form };
  const rentCheck = e.rentCheck ? checkRentIncrease(loadRentRules().rows, e.rentCheck) : null;
  const letter = buildLetter(form, e.market, { tones: e.tones, today: EXAMPLES_TODAY, format: 'letter', rentCheck });
  return { letter, rentCheck, findings: checkText(letter.text, letterTextPlan(form, letter.strategy)) };
}

function builtReply(e: ReplyExample) {
  const form = replyFormSchema.parse(e.form);
  const reply = buildReply(form, { tones: e.tones, today: EXAMPLES_TODAY });
  return { form, reply, findings: checkText(reply, replyTextPlan(form, planReply(form))) };
}

function letterExample(e: LetterExample): string {
  const { letter, rentCheck, findings } = builtLetter(e);
  const s = letter.strategy;
  const ask =
    s.stance === 'keep'
      ? `keep the rent at ${formatUsd(s.currentRent)}`
      : s.stance === 'counter' && s.proposal
        ? `answer the proposed ${formatUsd(s.proposal.proposedRent)} with ${formatUsd(s.ask.targetRent)}`
        : `ask for ${formatUsd(s.ask.targetRent)}, ${formatUsd(s.ask.monthlyChange)} (${s.ask.percent}%) less`;
  return [
    `# ${e.title}`,
    '',
    e.situation,
    '',
    `- Strategy: ${s.stance} (suggested: ${s.recommended}); ${ask}, on ${s.termMonths === 18 ? 'an' : 'a'} ${s.termMonths}-month lease${s.signEarly ? ', offering to sign early' : ''}; flexibility: ${s.flexibility}.`,
    e.market
      ? `- Market figures (as the analysis API returns them for ${e.market.area.place}): our average ${formatUsd(e.market.marketRent)}, built from the public figures the letter cites; the letter quotes no range.`
      : "- Market figures: none used; the letter argues from the rent rules and the renter's record.",
    ...(rentCheck
      ? [
          `- Rent rules check (data/rent-rules, ADR 0045): ${rentCheck.caps.map((cap) => cap.message).join(' ')} ${rentCheck.notices.map((n) => n.message).join(' ')}`,
        ]
      : []),
    `- Tone: ${e.tones.join(' + ')}. Dated ${letter.text.split('\n')[0]} (the plan's send day), reply asked by ${longDate(s.timing.replyBy)}.`,
    checkLine(findings),
    '',
    '```text',
    letter.text,
    '```',
    '',
  ].join('\n');
}

function replyExample(e: ReplyExample): string {
  const { form, reply, findings } = builtReply(e);
  return [
    `# ${e.title}`,
    '',
    e.situation,
    '',
    ...form.landlordResponse.split('\n').map((line) => `> ${line}`.trimEnd()),
    '',
    `- Tone: ${e.tones.join(' + ')}; timeline: ${form.timeline}; the renter asked for ${form.requestedReduction} on a ${form.askedTerm}-month lease; flexibility: ${form.flexibility}.`,
    checkLine(findings),
    '',
    '```text',
    reply,
    '```',
    '',
  ].join('\n');
}

/** File name → content of every example and the index. */
export function exampleFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const e of LETTERS) files[e.file] = letterExample(e);
  for (const e of REPLIES) files[e.file] = replyExample(e);
  files['README.md'] = [
    '# What renters get: example letters and replies',
    '',
    'Generated by `node --import tsx scripts/letter-examples.ts` from the domain code the browser runs',
    '(`src/domain/negotiation`, `src/domain/letters`); do not edit by hand. A test fails when they are out of date.',
    'Market figures are those the analysis API returns for these ZIP codes (HUD FY2026 fair market rents, the',
    'Census ACS 2019-2023 median where it exists, and our average built from them). Letters cite HUD and the Census',
    "as theirs and give our average only as the renter's own reading of them; what each letter argues and how the",
    'tones and blends write it: docs/decisions/0039-letters-that-argue-and-tones.md.',
    '',
    ...[...LETTERS, ...REPLIES].map((e) => `- [${e.title}](${e.file})`),
    '',
  ].join('\n');
  return files;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  mkdirSync(EXAMPLES_DIR, { recursive: true });
  for (const [name, content] of Object.entries(exampleFiles())) writeFileSync(path.join(EXAMPLES_DIR, name), content);
  console.log(`Wrote ${Object.keys(exampleFiles()).length} files to ${path.relative(process.cwd(), EXAMPLES_DIR)}`);
}
