import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  dataListSlotRecipe,
  progressSlotRecipe,
  tabsSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  markRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { SAFE_AREA, SAFE_AREA_VARIABLES } from '@/components/layout/safe-area';

/** The page font: a system sans-serif stack. */
export const SANS_SERIF_STACK =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/**
 * The portal's Chakra system. Chakra's `_dark` condition is `.dark &`: it follows the `dark`
 * class on <html>, which index.html's inline script applies before first paint (from
 * localStorage 'theme', light by default) and src/components/ui/color-mode.ts keeps in step.
 * No next-themes: the class is the single source of truth, so the two never disagree.
 *
 * WCAG AA (4.5:1 for text): a few of Chakra's default semantic colours fall short in the light
 * theme and are darkened here (ratios against white):
 * - fg.error red.500 (3.8) -> red.700 #991919 (8.4); fg.warning orange.600 (3.6) -> orange.700
 *   (8.0); fg.success green.600 (3.3) -> green.700 #116932 (6.9);
 * - green.solid green.600 under white text (3.3) -> green.700 (6.9), used by success toasts.
 * The dark-theme values (300/400 shades on #09090B) already pass.
 */
const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: SANS_SERIF_STACK },
        body: { value: SANS_SERIF_STACK },
      },
    },
    semanticTokens: {
      colors: {
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        green: {
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } },
        },
      },
    },
  },
  globalCss: {
    // The insets of an installed app drawn edge to edge (src/components/layout/safe-area.ts): the
    // page keeps clear of a side notch in landscape; the header and footer pad the top and bottom.
    ':root': SAFE_AREA_VARIABLES,
    'html, body': { fontFamily: 'body', bg: 'bg', color: 'fg' },
    body: { paddingLeft: SAFE_AREA.left, paddingRight: SAFE_AREA.right },
  },
});

/**
 * Chakra's default theme (tokens, semantic tokens, text, layer and animation styles, global CSS)
 * with only the recipes of the components this app uses: `defaultConfig` carries all ~90 of
 * them, a third of Chakra's weight in the entry chunk (Chakra's "Bundle Optimization" guide).
 * A component whose recipe is missing renders unstyled: tests/unit/theme-recipes.test.ts checks
 * every Chakra component imported under src/ against this list.
 */
export const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      mark: markRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The system, made on first use: making it resolves every token (tens of milliseconds on a
 * phone), so the app's start makes it in a task of its own (src/boot/start-app.tsx), not while
 * its modules load.
 */
export function portalSystem() {
  system ??= createSystem(defaultBaseConfig, themeConfig, config);
  return system;
}
