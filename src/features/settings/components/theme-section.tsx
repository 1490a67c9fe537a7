import { Skeleton } from '@chakra-ui/react';
import { useLoadedAfterRender } from '@/lib/use-loaded-after-render';
import { SettingsSection } from './settings-section';

// Below the fold: the radio group (and its state machine) loads once the page shows (the
// route budget of docs/performance.md); the section's heading and text are there from the start.
const loadThemeChoice = () => import('./theme-choice');

/** Light or dark, the same choice as the navigation bar's switch (kept in this browser). */
export function ThemeSection() {
  const loaded = useLoadedAfterRender(loadThemeChoice);
  return (
    <SettingsSection title="Theme" description="How the portal looks in this browser.">
      {loaded ? <loaded.ThemeChoice /> : <Skeleton height="6" width="40" />}
    </SettingsSection>
  );
}
