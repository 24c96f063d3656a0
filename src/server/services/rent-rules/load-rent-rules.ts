import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRentRules, type RentRulesFile } from '#domain/rent-rules/schema.ts';
import { DEFAULT_MARKET_DATA_DIR } from '../market/shipped-files.ts';

/** The shipped rent rules table (ADR 0045), beside the market data in data/. */
export const RENT_RULES_FILE = path.join(DEFAULT_MARKET_DATA_DIR, 'rent-rules', 'rent-rules.json');

/** Reads and validates the rules table; throws with every problem listed when the file is missing or invalid. */
export function loadRentRules(file: string = RENT_RULES_FILE): RentRulesFile {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the rent rules file ${file}: ${(error as Error).message}`);
  }
  return parseRentRules(json);
}
