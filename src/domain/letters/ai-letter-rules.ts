import type { NegotiationStrategy } from '../strategy/strategy.ts';
import { formatUsd } from '../shared/money.ts';
import { parseIsoDay, longDate } from '../shared/dates.ts';
import { forLandlord } from './letter-phrases.ts';
import { joinOr, percentText } from '../shared/text.ts';
import { limitWords } from '../rent-rules/check.ts';

/**
 * What the premium AI letter must say about the rent rules (ADR 0052): when the plan has a cap correction, ask the
 * landlord to correct the increase to the cap, naming the law and the allowed rent, before negotiating; when the
 * notice was short, say from which date the increase could apply. Empty when the plan has neither; the system line
 * then forbids citing any law, as before.
 */
export function aiLetterRulesLines(s: NegotiationStrategy): { system: string; prompt: string[] } {
  const cap = s.capCorrection;
  const notice = s.shortNotice;
  if (!cap && !notice) return { system: 'This is not legal advice: do not cite laws or threaten legal action.', prompt: [] };
  const laws = [...new Set([cap?.law, notice?.law].filter((law): law is string => Boolean(law)))];
  const prompt: string[] = [];
  if (cap) {
    const unless = cap.unless.length > 0 ? `, unless ${joinOr(cap.unless.map(forLandlord))}` : '';
    prompt.push(
      `Rent rules: before negotiating anything else, ask the landlord to correct the increase to the cap: under ${cap.law}, ${cap.place} allows at most ${percentText(cap.limitPercent)} ${limitWords(cap, 'tenant')}${unless}, so the rent should be no more than ${formatUsd(cap.allowedRent)} a month. Name ${cap.law} and ${formatUsd(cap.allowedRent)} exactly.`,
    );
  }
  if (notice) {
    const earliest = longDate(parseIsoDay(notice.earliestDate)!);
    prompt.push(
      `Notice: ${notice.law} requires ${notice.requiredDays} days' written notice and ${notice.givenDays} days were given, so say the increase could apply from ${earliest} at the earliest, and ask the landlord to confirm that date.`,
    );
  }
  return {
    system: `This is not legal advice: cite no law other than ${joinOr(laws)}, state it as the draft does, never call the increase illegal, and do not threaten legal action.`,
    prompt,
  };
}
