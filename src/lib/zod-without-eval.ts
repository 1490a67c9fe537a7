/**
 * zod 4 compiles object parsers with `new Function` unless told not to, and even its probe for that
 * is reported as a violation of the script policy, which has no 'unsafe-eval'
 * (src/server/plugins/security-headers.ts). zod keeps its settings on globalThis, shared by every
 * copy of it, so the entry script turns the compiler off here without loading zod, before any
 * schema is built (the schemas load later, with the app).
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
