import type { ESLint, Rule } from 'eslint';

export declare function staticImportsOf(text: string, fileName?: string): string[];
export declare const firstRenderImports: Rule.RuleModule;
export declare const firstRenderPlugin: ESLint.Plugin;
