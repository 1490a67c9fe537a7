/** The container of a pre-rendered page's markup (src/prerender/render.tsx), before the app's #root. */
export const PRERENDERED_ID = 'prerendered';
