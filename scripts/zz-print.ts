import { buildLetter } from '#domain/letters/letter-builder.ts';
import { emptyLetterForm, type LetterForm } from '#domain/letters/letter-form.ts';
import { LETTER_TONES } from '#domain/letters/tones.ts';
import { atlanta30301, manhattan10001, regional } from '#tests/fixtures/market-analysis.ts';
const today = new Date(2026, 10, 23);
const base: LetterForm = { ...emptyLetterForm(), landlordName: 'Peachtree Residential LLC', propertyAddress: '123 Peachtree St NE, Apt 5B', zipcode: '30301', currentRent: '2,500', tenureLengthYears: '3' };
const C = (where: string, rent: string, freeMonths = '0', bedrooms = '1') => ({ where, rent, bedrooms, freeMonths, termMonths: '12' });
const cases: [string, Partial<LetterForm>, any][] = [
  ['A reduce full', { leaseEndDate: '2027-02-28', tenantQuality: ['on_time_rent', 'excellent_condition'], maintenanceIssues: 'The dishwasher has not worked since August, and the bathroom fan is still broken', rentIncreaseHistory: 'Up $100 in 2024 and $125 in 2025', comparables: [C('410 Main St', '2,300', '1'), C('22 Spring St', '2,250', '0', '')], willResignEarly: true, propertyImprovements: 'I repainted the living room', additionalNotes: 'i work from home and value the quiet here', reasonForReduction: 'financial_hardship' }, atlanta30301(2500)],
  ['B keep below', { landlordName: 'Jane Smith', zipcode: '10001', currentRent: '3,500', negotiateToKeepSame: true, maintenanceIssues: 'the heating failed twice', rentIncreaseHistory: 'It went up $150 in 2025', leaseEndDate: '2027-03-31', comparables: [C('9 W 31st St', '3,800')] }, manhattan10001(3500)],
  ['C counter same', { currentRent: '1,900', landlordProposedRent: '2,050', maintenanceIssues: 'the heating failed twice', rentIncreaseHistory: 'Up $100 in 2024 and $125 in 2025', comparables: [C('410 Main St', '2,000', '1')], renewalTimeframe: '60 days' }, atlanta30301(1900)],
  ['D counter raise', { zipcode: '10001', currentRent: '3,500', landlordProposedRent: '3,800', maintenanceIssues: 'the heating failed twice', willResignEarly: true, tenantQuality: ['quiet_hours'] }, manhattan10001(3500)],
  ['E keep above', { negotiateToKeepSame: true, tenantQuality: ['on_time_rent'], leaseEndDate: '2026-12-20' }, atlanta30301(2500)],
  ['F minimal no market', { tenureLengthYears: '' }, null],
  ['G vacancy helps 18', { desiredReduction: '100', willResignEarly: true }, atlanta30301(2500)],
  ['H regional', { zipcode: '59001', currentRent: '2,000', rentIncreaseHistory: 'It has gone up every year', comparables: [C('', '1,800', '0.5', '')], reasonForReduction: 'financial_hardship' }, regional(2000, '59001', 1600)],
];
const only = process.argv[2];
for (const [name, form, market] of cases) {
  if (only && !name.startsWith(only)) continue;
  for (const tones of [...LETTER_TONES.map((t) => [t]), ['professional', 'friendly'], ['conversational', 'direct']] as any) {
    const l = buildLetter({ ...base, ...form }, market, { tones, today, format: 'letter' });
    console.log(`\n==================== ${name} / ${tones.join('+')}\n${l.text.replace(/\n\[Your Name\]\n\[Your Phone Number\]\n\[Your Email\]/, '')}`);
  }
}
