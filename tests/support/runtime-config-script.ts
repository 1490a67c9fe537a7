import { runtimeConfigSchema, type RuntimeConfig } from '../../src/shared/schemas/runtime-config';

/** The deployment settings in the text of `/runtime-config.js` (`window.__PORTAL_CONFIG__=...;`). */
export function parseRuntimeConfigScript(script: string): RuntimeConfig {
  const match = /__PORTAL_CONFIG__\s*=\s*(\{[\s\S]*\})\s*;?\s*$/.exec(script.trim());
  if (!match) throw new Error(`Unexpected /runtime-config.js: ${script.slice(0, 200)}`);
  return runtimeConfigSchema.parse(JSON.parse(match[1]!));
}
