import { rowsDueForUpdate } from '../src/domain/rent-rules/check.ts';
import { loadRentRules, RENT_RULES_FILE } from '../src/server/services/rent-rules/load-rent-rules.ts';

// npm run rules:check: which rent rules need next period's figure (data/rent-rules/README.md says how to add it).
// Lists the latest row of each rule whose period has ended or ends within 60 days; exits 1 only when the file is invalid.
const WITHIN_DAYS = 60;
const argument = process.argv[2];
const isDate = argument !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(argument);
if (argument !== undefined && !isDate) console.warn(`Ignoring "${argument}": give a date as YYYY-MM-DD.`);
const today = isDate ? argument : new Date().toISOString().slice(0, 10);

let rules: ReturnType<typeof loadRentRules>;
try {
  rules = loadRentRules();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const due = rowsDueForUpdate(rules.rows, today, WITHIN_DAYS);
console.log(`${RENT_RULES_FILE}: ${rules.rows.length} rows, checked ${rules.checked}.`);
if (due.length === 0) {
  console.log(`No rule's latest period ends by ${today} + ${WITHIN_DAYS} days.`);
} else {
  console.log(`Latest period ended or ending within ${WITHIN_DAYS} days of ${today} (add the next period's row):`);
  for (const row of due) {
    const state = row.period.end! < today ? 'ended' : 'ends';
    console.log(`  ${row.id.padEnd(30)} ${state} ${row.period.end}  ${row.name}`);
    console.log(`  ${''.padEnd(30)} next figure: ${row.nextFigure ?? 'see the source'} ${row.officialUrl}`);
  }
}
const dueIds = new Set(due.map((row) => row.id));
const history = rules.rows.filter((row) => row.period.end !== null && row.period.end < today && !dueIds.has(row.id));
if (history.length > 0) {
  console.log(`Ended, with the next period loaded (kept for increases that took effect then): ${history.map((row) => row.id).join(', ')}`);
}
