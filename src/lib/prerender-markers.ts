/** The container of a pre-rendered page's markup (src/prerender/render.tsx), before the app's #root. */
export const PRERENDERED_ID = 'prerendered';

/** The container of a signed-in screen's shell (src/prerender/signed-in-shell.tsx), before #root. */
export const SIGNED_IN_SHELL_ID = 'signed-in-shell';

/** The <style> a build writes into index.html with Chakra's global styles (src/app/chakra-provider.tsx). */
export const GLOBAL_CSS_ID = 'chakra-global-css';
