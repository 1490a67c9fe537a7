#!/usr/bin/env node
// Interaction to next paint on the signed-in screens (docs/performance.md, Signed-in screens):
// budget under 200 ms per interaction at a 4x CPU slowdown (DevTools' Emulation.setCPUThrottlingRate,
// Lighthouse's mobile factor), at Lighthouse's phone viewport (412 x 823; BENCH_VIEWPORT=desktop
// for 1280 x 800). Interactions are real clicks and keys through Playwright once the screen has
// its data; each one's figure is the longest Event Timing entry of that interaction
// (PerformanceObserver, type 'event', durationThreshold 16: from the input to the next paint).
// Interactions: opening the bar's Dashboard menu (every screen; on a phone the bar folds its menus
// into "Open menu", which is what a phone user opens); on /projects opening the Status filter
// (on a phone, the Filters drawer first) and a row's page; on the project page the Inspections
// tab; on /deficiency-tracking a card's actions (its photos and history, its Send warning
// confirmation). The median of BENCH_RUNS loads (3 unless set); BENCH_PAGES as in
// bench/screens.mjs. Exits 1 when one is over budget.
/* global window, document -- the functions given to the page run there */
import { inpVerdict, interactionDuration, verdictLine } from './budgets.mjs';
import { launchChromium, signInThroughDialog, startAppServer, waitForHealth } from './bench-support.mjs';
import { resolveScreenPath, SCREENS, selectScreens, waitForScreen } from './screens.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4398);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const VIEWPORT = process.env.BENCH_VIEWPORT === 'desktop' ? { width: 1280, height: 800 } : { width: 412, height: 823 };

/** In the page, before its scripts: keeps every Event Timing entry of 16 ms or more. */
function recordEvents() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__events.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The first visible element of several locators (a control the phone layout folds away). */
const visibleOf = (...locators) => locators.reduce((all, locator) => all.or(locator)).filter({ visible: true }).first();

const closeWithEscape = (tab) => tab.keyboard.press('Escape');
const PROJECT_PAGE = SCREENS.find((screen) => screen.path.startsWith('/projects/{'));

const BAR_MENU = {
  name: 'bar menu',
  act: async (tab) => {
    // A client's bar has no Dashboard menu: its first menu then.
    await visibleOf(
      tab.getByRole('button', { name: /^Dashboard/ }),
      tab.getByRole('button', { name: /^Open menu/ }),
      tab.locator('header button[aria-haspopup="menu"]'),
    ).click();
    await tab.getByRole('menu').or(tab.getByRole('dialog')).first().waitFor();
  },
  undo: closeWithEscape,
};

/** Each screen's interactions after the bar menu, by path (the project page by its prefix). */
const INTERACTIONS = {
  '/projects': [
    {
      name: 'Filters drawer',
      phoneOnly: true,
      act: async (tab) => {
        await tab.getByRole('button', { name: /^Filters/ }).click();
        await tab.getByRole('dialog', { name: 'Filters' }).waitFor();
      },
    },
    {
      name: 'Status filter',
      act: (tab) => visibleOf(tab.getByLabel('Status', { exact: true })).click(),
      undo: async (tab) => {
        await closeWithEscape(tab);
        if (await tab.getByRole('dialog', { name: 'Filters' }).isVisible()) await closeWithEscape(tab);
      },
    },
    {
      name: "a row's page",
      act: async (tab) => {
        await tab.locator('main').getByRole('link', { name: /^[A-Z]{2}-\d{2}-\d{4}$/ }).first().click();
        await tab.waitForURL(/\/projects\/[A-Z]{2}-/);
        await waitForScreen(tab, PROJECT_PAGE);
      },
    },
  ],
  '/projects/': [
    {
      name: 'Inspections tab',
      act: async (tab) => {
        const inspections = tab.getByRole('tab', { name: 'Inspections', exact: true });
        await inspections.click();
        await tab.getByRole('tabpanel', { name: 'Inspections' }).waitFor();
      },
    },
  ],
  '/deficiency-tracking': [
    {
      name: "a card's photos and history",
      act: async (tab) => {
        const button = tab.getByRole('list', { name: 'Deficiencies' }).getByRole('button', { name: 'Photos and history' }).first();
        await button.click();
        await tab.locator('[aria-expanded="true"]', { hasText: 'Photos and history' }).first().waitFor();
      },
    },
    {
      name: "a card's Send warning",
      act: async (tab) => {
        await tab.getByRole('list', { name: 'Deficiencies' }).getByRole('button', { name: 'Send warning' }).first().click();
        await tab.getByRole('alertdialog').waitFor();
      },
      undo: closeWithEscape,
    },
  ],
};

const interactionsOf = (path) => {
  const own = INTERACTIONS[path] ?? (path.startsWith('/projects/') ? INTERACTIONS['/projects/'] : []);
  return [BAR_MENU, ...own.filter((interaction) => !interaction.phoneOnly || VIEWPORT.width < 768)];
};

/** One load of the screen at the slowdown; returns each interaction's duration (0 when under 16 ms). */
async function measureLoad(context, screen, path, interactions) {
  const tab = await context.newPage();
  await tab.addInitScript(recordEvents);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await tab.goto(BASE + path);
    await waitForScreen(tab, screen);
    await tab.waitForTimeout(1_000);
    const durations = [];
    for (const interaction of interactions) {
      await tab.evaluate(() => (window.__events = []));
      await interaction.act(tab);
      // Entries arrive after the next paint; two frames and a moment later they are all in.
      await tab.waitForTimeout(1_000);
      durations.push(interactionDuration(await tab.evaluate(() => window.__events)));
      await interaction.undo?.(tab);
      await tab.waitForTimeout(300);
      await tab.evaluate(() => document.activeElement?.blur?.());
    }
    return durations;
  } finally {
    await tab.close();
  }
}

const { server, stop: stopServer } = await startAppServer(PORT);

let failed = false;
try {
  await waitForHealth(BASE, server);
  const browser = await launchChromium();
  console.log(`Interaction to next paint, ${VIEWPORT.width} x ${VIEWPORT.height}, Chromium at ${CPU_SLOWDOWN}x CPU slowdown, median of ${RUNS} loads:`);
  let context;
  let signedIn;
  for (const screen of selectScreens(SCREENS)) {
    if (signedIn !== screen.account) {
      await context?.close();
      context = await browser.newContext({ viewport: VIEWPORT });
      const signInTab = await context.newPage();
      await signInThroughDialog(signInTab, BASE, screen.account);
      await signInTab.close();
      signedIn = screen.account;
    }
    const path = await resolveScreenPath(BASE, screen.path);
    const interactions = interactionsOf(path);
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      // Once more after a failed load (a timeout on the busy shared machine); twice is a real failure.
      runs.push(await measureLoad(context, screen, path, interactions).catch(() => measureLoad(context, screen, path, interactions)));
    }
    const verdicts = interactions.map((interaction, index) => inpVerdict(interaction.name, runs.map((durations) => durations[index])));
    console.log(verdictLine(`${path} [${screen.label}]`, verdicts));
    failed ||= verdicts.some((verdict) => !verdict.ok);
  }
  await browser.close();
} finally {
  stopServer();
}
process.exit(failed ? 1 : 0);
