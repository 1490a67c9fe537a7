// Types of screens.mjs for the unit test that imports it (the project type-checks TypeScript only).
export interface Screen {
  path: string;
  label: string;
  account: { role: string; email: string; password: string; home: string };
}
export const SCREENS: Screen[];
export function selectScreens(screens: Screen[], filter?: string): Screen[];
export function median(values: number[]): number;
