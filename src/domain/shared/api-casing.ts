import { z } from 'zod';

/** `rent_amount` -> `rentAmount`; a name without an underscore is returned as it is. */
const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * A JSON body's top-level snake_case names renamed to the API's camelCase (`rent_amount` -> `rentAmount`), where the
 * camelCase name is not also sent (it wins). Anything but a plain object is returned as it is.
 */
function renameSnakeCaseKeys(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const renamed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    const camel = camelCase(name);
    if (camel === name || !(camel in body)) renamed[camel] = value;
  }
  return renamed;
}

/**
 * A request schema that also takes the body's old snake_case names for one release (ADR 0084): the one normalising
 * step renames them to camelCase before `schema` checks the body, so the rules, the messages and the handler see one
 * casing. Its input type stays `schema`'s, so a typed client (hc<AppType>, the web app) can only send camelCase.
 * Remove the wrapper when the deprecation ends (docs/architecture.md, "One API style").
 */
export function acceptingSnakeCase<S extends z.ZodType>(schema: S) {
  return z.preprocess<unknown, S, z.input<S>>(renameSnakeCaseKeys, schema);
}
