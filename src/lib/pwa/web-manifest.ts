import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (vite.config.ts hands it to vite-plugin-pwa, which writes
 * dist/manifest.webmanifest and links it from index.html). The product name is static: the
 * provider's name is a runtime setting (/runtime-config.js), and a manifest is built once.
 * Icons are drawn by scripts/generate-icons.mjs into public/icons/.
 */

/** The page background of the light theme, the app's default (src/components/ui/color-mode.ts). */
const BACKGROUND = '#ffffff';

export const APP_ICONS = [
  { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  // The logo inside the central 80% "safe zone", on a full-bleed background, for launchers
  // that crop icons to a circle or a rounded square.
  { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export const WEB_MANIFEST = {
  id: '/',
  name: 'PaintQA Portal',
  short_name: 'PaintQA',
  description:
    'Client and staff portal for paint quality assurance: request inspections, track projects and deficiencies, and read inspection reports, on site and offline.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: BACKGROUND,
  background_color: BACKGROUND,
  categories: ['business', 'productivity'],
  icons: [...APP_ICONS],
  // Paths of src/app/paths.ts (tests/unit/web-manifest.test.ts holds them to it); the auth
  // guard sends someone who may not open one to the landing page or to their home.
  shortcuts: [
    { name: 'Request Inspection', short_name: 'Inspection', url: '/inspections/request-inspector' },
    { name: 'My Requests', url: '/my-requests' },
    { name: 'Deficiency Tracking', short_name: 'Deficiencies', url: '/deficiency-tracking' },
  ],
} satisfies Partial<ManifestOptions>;
