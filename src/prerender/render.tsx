/**
 * The pre-renderer (server side): the public and docs pages as HTML, rendered from the same
 * routes and providers as the app, for a visitor (nobody signed in). Built by Vite as an SSR
 * bundle (./vite-plugin.ts) and loaded by the server on the first request for one of these pages
 * (src/server/plugins/web-app.ts), which keeps each page's HTML per path. The browser shows it at
 * once and loads the app only when it is needed (src/main.tsx).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppChakraProvider } from '@/app/chakra-provider';
import { paths, type PathKey } from '@/app/paths';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { portalSystem } from '@/app/theme';
import { documentTitle } from '@/components/layout/use-document-title';
import { findDoc } from '@/features/docs/docs-registry';
import { DOC_PATHS } from '@/features/docs/routes';
import { CONTACT_LEAD, CONTACT_TITLE } from '@/features/public-site/contact-meta';
import { loadPublicPage, PUBLIC_PAGES } from '@/features/public-site/public-pages';
import { CONTACT_PATH } from '@/features/public-site/routes';
import type { RuntimeConfig } from '@/shared/schemas/runtime-config';
import { PRERENDERED_ID, SIGNED_IN_SHELL_ID } from '@/lib/prerender-markers';
import { shellScreenFor } from './shell-screens';
import { SignedInShell } from './signed-in-shell';

/** Every page served pre-rendered: the landing page, the public pages and the docs. */
export const PRERENDERED_PATHS: readonly string[] = ['/', ...PUBLIC_PAGES.map((page) => page.path), CONTACT_PATH, ...DOC_PATHS];

interface PageMeta {
  title: string;
  /** Null: the page keeps index.html's description. */
  description: string | null;
}

/** The title and description each page sets when the app shows it (usePageMeta, useDocumentTitle). */
async function pageMeta(pathname: string): Promise<PageMeta> {
  if (pathname === '/') return { title: paths.landing.title, description: null };
  if (pathname === CONTACT_PATH) return { title: CONTACT_TITLE, description: CONTACT_LEAD };
  const page = PUBLIC_PAGES.find((candidate) => candidate.path === pathname);
  if (page) {
    const { frontmatter } = await loadPublicPage(page.file);
    return { title: frontmatter.title, description: frontmatter.description };
  }
  const doc = findDoc(pathname);
  return doc ? { title: doc.title, description: doc.description } : { title: '', description: null };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** A <style> Emotion rendered, with its CSS as the first group. */
const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>([\s\S]*?)<\/style>/g;
/** The names a non-global <style> of Emotion's defines (`data-emotion="css name1 name2"`). */
const EMOTION_STYLE_NAMES = /<style data-emotion="css ([^"]*)"/g;
const CLASS_ATTRIBUTE = /class="([^"]*)"/g;

/** One render's markup and the CSS Emotion made of each style, by name, in the order made. */
interface RenderedMarkup {
  body: string;
  rules: ReadonlyMap<string, string>;
}

/**
 * Emotion renders each style next to the element that first uses it; they move to <head>, in
 * order (the same cascade), so the markup is the page's alone (a <style> inside a list item reads
 * as text around its link to accessibility checkers). The app's Emotion cache adopts them.
 *
 * A style first used by a Suspense fallback is rendered beside that fallback, which React drops
 * once the content is ready, and Emotion does not render it again for the content (the docs
 * page skeleton shares the title's styles): such styles are added from `rules`.
 */
function hoistStyles({ body, rules }: RenderedMarkup): { styles: string; markup: string } {
  const styles: string[] = [];
  const markup = body.replace(EMOTION_STYLE, (style) => {
    styles.push(style);
    return '';
  });
  const rendered = new Set([...styles.join('').matchAll(EMOTION_STYLE_NAMES)].flatMap((match) => match[1]!.split(' ')));
  const used = new Set([...markup.matchAll(CLASS_ATTRIBUTE)].flatMap((match) => match[1]!.split(/\s+/)));
  for (const [name, css] of rules) {
    if (!rendered.has(name) && used.has(`css-${name}`)) styles.push(`<style data-emotion="css ${name}">${css}</style>`);
  }
  return { styles: styles.join(''), markup };
}

const handler = createStaticHandler(routes);

/** `page` as markup, with its Emotion styles inline, and the CSS of every style Emotion made. */
async function renderMarkup(page: ReactNode): Promise<RenderedMarkup> {
  // One style cache per page: each page carries every style it uses.
  const cache = createCache({ key: 'css' });
  const rules = new Map<string, string>();
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    // On the server Emotion answers the CSS it made, for the <style> it renders beside the element.
    const css = insert(selector, serialized, sheet, shouldCache);
    if (typeof css === 'string') rules.set(serialized.name, (rules.get(serialized.name) ?? '') + css);
    return css;
  };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>{page}</CacheProvider>
    </StrictMode>,
    // Every Suspense boundary in place: React outlines large ones after the shell with inline
    // scripts that move them in, which the script policy forbids (security-headers.ts allows only
    // index.html's own inline script, by hash) and which would leave the fallback showing.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return { body: await streamToString(prelude), rules };
}

/** The page's body markup, as the app renders it for a visitor. */
async function renderBody(pathname: string): Promise<RenderedMarkup | null> {
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderMarkup(
    <AppProvider>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
}

/** The signed-in shell of the screen `pathKey` (./signed-in-shell.tsx). */
function renderShell(pathKey: PathKey, config: RuntimeConfig): Promise<RenderedMarkup> {
  return renderMarkup(
    <AppChakraProvider>
      <StaticRouter location={paths[pathKey].path}>
        <SignedInShell pathKey={pathKey} siteName={config.provider.name} />
      </StaticRouter>
    </AppChakraProvider>,
  );
}

/**
 * Chakra's global styles (layer order, reset, tokens as CSS variables, globalCss) as the CSS
 * Emotion makes of them, for the build to write into index.html (./vite-plugin.ts).
 */
export async function renderGlobalCss(): Promise<string> {
  const { body } = await renderMarkup(<ChakraProvider value={portalSystem()}>{null}</ChakraProvider>);
  return [...body.matchAll(EMOTION_STYLE)].map((match) => match[1]).join('');
}

/**
 * The address a page's HTML is kept under (src/server/plugins/prerendered-pages.ts): a screen with
 * a parameter has one shell for every value, so any number of addresses keeps one copy.
 */
export function documentKey(pathname: string): string {
  return shellScreenFor(pathname)?.path ?? pathname;
}

/**
 * index.html (the built one, `template`) with the page in it: its title and description, and its
 * markup in a container of its own before the app's empty #root: a visitor's page, or a signed-in
 * screen's shell. Null for any other path (the app renders it in the browser).
 */
export async function renderDocument(template: string, pathname: string, config: RuntimeConfig): Promise<string | null> {
  const shellOf = shellScreenFor(pathname)?.key;
  if (!shellOf && !PRERENDERED_PATHS.includes(pathname)) return null;
  (globalThis as { __PORTAL_CONFIG__?: unknown }).__PORTAL_CONFIG__ = config;
  const rendered = shellOf ? await renderShell(shellOf, config) : await renderBody(pathname);
  if (rendered === null) return null;
  const meta = shellOf ? { title: paths[shellOf].title, description: null } : await pageMeta(pathname);
  const containerId = shellOf ? SIGNED_IN_SHELL_ID : PRERENDERED_ID;
  let html = template.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitle(meta.title, config.provider.name))}</title>`);
  if (meta.description !== null) {
    html = html.replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(meta.description)}$2`);
  }
  const { styles, markup } = hoistStyles(rendered);
  return html
    .replace('</head>', `${styles}</head>`)
    .replace('<div id="root"></div>', `<div id="${containerId}">${markup}</div><div id="root"></div>`);
}
