import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalSystem } from '@/app/theme';

/**
 * The portal's Chakra system carries only the recipes of the components the app uses (see
 * src/app/theme.ts); a component whose recipe is missing renders unstyled. Every Chakra export
 * imported under src/ must be listed here with the recipes it needs ([] for recipe-free layout
 * primitives and helpers), so a new component fails this test until its recipe is added.
 */
const RECIPES_OF: Record<string, { recipes?: string[]; slotRecipes?: string[] }> = {
  // Layout and typography primitives, helpers and providers: no recipe.
  Box: {},
  // An img with base styles, no recipe.
  Image: {},
  Center: {},
  chakra: {},
  // The Combobox's collection and context: helpers, no recipe of their own.
  createListCollection: {},
  useComboboxContext: {},
  // The tabs' context, read by the scrolling tab list: no recipe of its own.
  useTabsContext: {},
  // A card that is one link: patterns, no recipe.
  LinkBox: {},
  LinkOverlay: {},
  ChakraProvider: {},
  createSystem: {},
  createToaster: {},
  CreateToasterProps: {},
  // Prop types of components listed below: no recipe of their own.
  ButtonProps: {},
  IconButtonProps: {},
  TableScrollAreaProps: {},
  defaultBaseConfig: {},
  defineConfig: {},
  Flex: {},
  Grid: {},
  GridItem: {},
  HStack: {},
  Portal: {},
  SimpleGrid: {},
  Stack: {},
  Text: {},
  VisuallyHidden: {},
  VStack: {},
  // Components with a recipe.
  Alert: { slotRecipes: ['alert'] },
  Badge: { recipes: ['badge'] },
  Breadcrumb: { slotRecipes: ['breadcrumb'] },
  Button: { recipes: ['button'] },
  Card: { slotRecipes: ['card'] },
  CloseButton: { recipes: ['button'] },
  Code: { recipes: ['code'] },
  Combobox: { slotRecipes: ['combobox'] },
  DataList: { slotRecipes: ['dataList'] },
  Container: { recipes: ['container'] },
  Dialog: { slotRecipes: ['dialog'] },
  Drawer: { slotRecipes: ['drawer'] },
  EmptyState: { slotRecipes: ['emptyState'] },
  Field: { slotRecipes: ['field'] },
  Fieldset: { slotRecipes: ['fieldset'] },
  Heading: { recipes: ['heading'] },
  Highlight: { recipes: ['mark'] },
  IconButton: { recipes: ['button'] },
  Input: { recipes: ['input'] },
  InputGroup: { recipes: ['inputAddon'] },
  Link: { recipes: ['link'] },
  List: { slotRecipes: ['list'] },
  Tabs: { slotRecipes: ['tabs'] },
  Menu: { slotRecipes: ['menu'] },
  NativeSelect: { slotRecipes: ['nativeSelect'] },
  Popover: { slotRecipes: ['popover'] },
  RadioGroup: { slotRecipes: ['radioGroup'] },
  Separator: { recipes: ['separator'] },
  Skeleton: { recipes: ['skeleton'] },
  Stat: { slotRecipes: ['stat'] },
  SkeletonText: { recipes: ['skeleton'] },
  Spinner: { recipes: ['spinner'] },
  Progress: { slotRecipes: ['progress'] },
  Table: { slotRecipes: ['table'] },
  Textarea: { recipes: ['textarea'] },
  Toast: { slotRecipes: ['toast'] },
  Toaster: {},
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'server' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The names imported from '@chakra-ui/react' anywhere under src/ (not the server). */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(join(process.cwd(), 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
        if (name) names.add(name);
      }
    }
  }
  return names;
}

describe("the Chakra system's recipes", () => {
  const imported = [...importedChakraNames()].sort();

  it('finds the imports', () => {
    expect(imported).toEqual(expect.arrayContaining(['Box', 'Button', 'Dialog', 'Menu']));
  });

  it.each(imported)('%s is known and has its recipes', (name) => {
    const needs = RECIPES_OF[name];
    expect(needs, `${name}: add it to RECIPES_OF (and its recipe to src/app/theme.ts)`).toBeDefined();
    for (const key of needs?.recipes ?? []) expect(portalSystem().isRecipe(key), `recipe ${key}`).toBe(true);
    for (const key of needs?.slotRecipes ?? []) expect(portalSystem().isSlotRecipe(key), `slot recipe ${key}`).toBe(true);
  });
});
