/**
 * What a service answers: its value, or a refusal with the message the user sees. Services know nothing of HTTP: each
 * route answers a refusal with the status its code stands for (a table beside the route).
 */
export type Result<T, Code extends string> = { ok: true; value: T } | Refusal<Code>;

export interface Refusal<Code extends string> {
  ok: false;
  code: Code;
  message: string;
}

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const refuse = <Code extends string>(code: Code, message: string): Refusal<Code> => ({ ok: false, code, message });
