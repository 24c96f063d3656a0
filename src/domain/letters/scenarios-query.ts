import { z } from 'zod';
import { SCENARIO_KEYS, SCENARIO_TITLES, type ScenarioAnswers, type ScenarioKey, scenarioAnswers } from './scenarios.ts';

// How the plan page hands a scenario to the letter page (ADR 0048): in the address, `/generate-letter?scenario=
// reduce-longer&reduction=60`. The key says which answers to set; only the smaller reduction carries its amount.
// The letter page checks the address with this schema (loaded only when a scenario is in it).

const scenarioQuerySchema = z
  .object({
    scenario: z.enum(SCENARIO_KEYS),
    reduction: z.coerce.number().int().positive().max(1_000_000).optional(),
  })
  .refine((q) => (q.scenario === 'reduce-longer') === (q.reduction !== undefined), {
    message: 'Only the smaller reduction names its amount, and it must',
  });

/** The query string that opens the letter page with a scenario's answers. */
export function scenarioQuery(key: ScenarioKey, answers: ScenarioAnswers): string {
  const params = new URLSearchParams({ scenario: key });
  if (key === 'reduce-longer') params.set('reduction', answers.desiredReduction);
  return `?${params.toString()}`;
}

/** The scenario in a letter page address and the answers it sets; null when there is none or it is malformed. */
export function scenarioFromQuery(params: URLSearchParams): { key: ScenarioKey; title: string; answers: ScenarioAnswers } | null {
  const parsed = scenarioQuerySchema.safeParse({
    scenario: params.get('scenario') ?? undefined,
    reduction: params.get('reduction') ?? undefined,
  });
  if (!parsed.success) return null;
  const { scenario: key, reduction } = parsed.data;
  return {
    key,
    title: SCENARIO_TITLES[key],
    answers: scenarioAnswers(key, reduction === undefined ? '' : String(reduction)),
  };
}
