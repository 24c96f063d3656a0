import { DATE_OUT_OF_RANGE_MESSAGE, isOutOfRangeIsoDate } from '#domain/shared/dates.ts';
import { stripControlCharacters } from '#domain/shared/sanitize.ts';

export type CleanResult = { ok: true; value: unknown } | { ok: false; message: string };

const MAX_DEPTH = 32;

class Refusal {
  constructor(readonly message: string) {}
}

/**
 * The one sanitiser at the edge, applied to every parsed request body and query before its schema sees it: control
 * characters are stripped from every string and key (newlines and tabs stay for multi-line text), and a date outside
 * the accepted years is refused with a clear message rather than reaching the database. What needs no cleaning is
 * passed on as it is (no copy); a `__proto__` key stays an own property of a copy, never its prototype.
 */
export function cleanInput(value: unknown): CleanResult {
  const clean = cleaned(value, 0);
  return clean instanceof Refusal ? { ok: false, message: clean.message } : { ok: true, value: clean };
}

function cleaned(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) return new Refusal('Request body is nested too deeply');
  if (typeof value === 'string') {
    const clean = stripControlCharacters(value);
    return isOutOfRangeIsoDate(clean) ? new Refusal(DATE_OUT_OF_RANGE_MESSAGE) : clean;
  }
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = cleaned(value[i], depth + 1);
      if (item instanceof Refusal) return item;
      if (copy === undefined && item !== value[i]) copy = value.slice(0, i);
      copy?.push(item);
    }
    return copy ?? value;
  }
  if (value && typeof value === 'object') {
    const source = value as Record<string, unknown>;
    const keys = Object.keys(source);
    let copy: Record<string, unknown> | undefined;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const item = cleaned(source[key], depth + 1);
      if (item instanceof Refusal) return item;
      const cleanKey = stripControlCharacters(key);
      if (copy === undefined && (cleanKey !== key || item !== source[key])) {
        copy = {};
        for (let j = 0; j < i; j++) setOwn(copy, keys[j]!, source[keys[j]!]);
      }
      if (copy) setOwn(copy, cleanKey, item);
    }
    return copy ?? value;
  }
  return value;
}

function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
