import { DATE_OUT_OF_RANGE_MESSAGE, isOutOfRangeIsoDate } from '#domain/shared/dates.ts';
import { stripControlCharacters } from '#domain/shared/sanitize.ts';

export type CleanResult = { ok: true; value: unknown } | { ok: false; message: string };

const MAX_DEPTH = 32;

/**
 * The one sanitiser at the edge, applied to every parsed request body and query before its schema sees it: control
 * characters are stripped from every string and key (newlines and tabs stay for multi-line text), and a date outside
 * the accepted years is refused with a clear message rather than reaching the database.
 */
export function cleanInput(value: unknown, depth = 0): CleanResult {
  if (depth > MAX_DEPTH) return { ok: false, message: 'Request body is nested too deeply' };
  if (typeof value === 'string') {
    const clean = stripControlCharacters(value);
    return isOutOfRangeIsoDate(clean) ? { ok: false, message: DATE_OUT_OF_RANGE_MESSAGE } : { ok: true, value: clean };
  }
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) {
      const result = cleanInput(item, depth + 1);
      if (!result.ok) return result;
      items.push(result.value);
    }
    return { ok: true, value: items };
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const result = cleanInput(item, depth + 1);
      if (!result.ok) return result;
      out[stripControlCharacters(key)] = result.value;
    }
    return { ok: true, value: out };
  }
  return { ok: true, value };
}
