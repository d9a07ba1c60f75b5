// Zod probes `new Function` when it builds an object schema, to compile a faster parser. The
// page's CSP forbids eval, and the browser reports even that caught probe as a violation (an issue
// on every page with a form). Interpreted parsers are fast enough in the browser; the server keeps
// its compiled ones. root.tsx imports this module first, so it runs before any schema is built.
//
// It writes Zod's global config where `z.config()` keeps it (zod/v4/core/core.js) instead of
// importing `z.config`, which would bring Zod's core into every page's first JavaScript.
// zod-jitless.test.ts checks that Zod still reads it from there.
type TZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

export function preferInterpretedZod(): void {
  const global = globalThis as TZodGlobal;
  (global.__zod_globalConfig ??= {}).jitless = true;
}

if (typeof document !== 'undefined') preferInterpretedZod();
