/**
 * zod probes `new Function` to compile faster parsers. Our Content Security Policy forbids eval, so the probe is
 * refused and reported as a policy violation (Lighthouse best practices: "Issues were logged"). Our forms' schemas
 * are small, so they do without the compiled parsers. zod keeps its settings on `globalThis.__zod_globalConfig`
 * (shared by every copy of zod); setting it here, before zod loads, spares the entry chunk zod's own `config()`.
 */
export function makeZodJitless(): void {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}

makeZodJitless();
