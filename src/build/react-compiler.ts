import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/** What the compiler looks at: the app's components (.tsx) and hooks (a .ts file calling `useX(`). */
const COMPONENT_FILE = /\.tsx$/;
const HOOK_CALL = /\buse[A-Z]\w*\(/;

/**
 * React Compiler over the app's own code (docs/decisions/0033-react-compiler.md): it memoizes
 * every component's and hook's values and JSX, so a query's answer or a badge's count re-renders
 * what reads it, not the bar or the list around it. React's own Vite set-up needs
 * @rolldown/plugin-babel, which asks for Node 22; this is the same Babel pass, run before the
 * React plugin strips the types (`enforce: 'pre'`).
 */
export function reactCompiler(): Plugin {
  return {
    name: 'paintqa-react-compiler',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.includes('/src/') || file.includes('/node_modules/') || file.includes('/src/server/')) return null;
      const tsx = COMPONENT_FILE.test(file);
      if (!tsx && !(file.endsWith('.ts') && HOOK_CALL.test(code))) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: tsx ? ['jsx', 'typescript'] : ['typescript'] },
        plugins: [['babel-plugin-react-compiler', { target: '19' }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
