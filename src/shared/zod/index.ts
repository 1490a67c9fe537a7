/**
 * zod for the app and the shared schemas: `import { z } from '@/shared/zod'` (relative in
 * src/shared), used as zod's own `z`.
 *
 * Why not zod's `z`: the browser build shares zod between chunks and loads it on demand, and a
 * namespace imported across chunks or by `import()` is built whole, every export of it. zod's `z`
 * carries its 70 locales and its JSON Schema converters, which the app never uses: more than half
 * of the chunk (docs/performance.md, What each change saved). This namespace holds only
 * `./members.ts`.
 */
export * as z from './members';
