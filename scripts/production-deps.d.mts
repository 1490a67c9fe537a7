// Types of production-deps.mjs for the tests that import it (the project type-checks TypeScript only).
export const RUNTIME_RESOLVED: string[];
export function packageOf(specifier: string): string;
export function serverBundleExternals(): Promise<string[]>;
export function prerenderBundleExternals(folder?: string): string[] | null;
export function notInDependencies(packages: string[], manifest?: { dependencies?: Record<string, string> }): string[];
export function notInstalledForProduction(packages: string[], lock?: { packages?: Record<string, { dev?: boolean }> }): string[];
export function productionDependencyProblems(): Promise<string[]>;
