import { Skeleton } from '@chakra-ui/react';
import { useAuth } from '@/lib/auth/use-auth';
import { useLoadedAfterRender } from '@/lib/use-loaded-after-render';
import { can } from '@/shared/auth/permissions';
import { SettingsSection } from './settings-section';

// Below the fold: the addresses, copy buttons and reset load once the page shows.
const loadCalendarFeedDetails = () => import('./calendar-feed-details');

function CalendarFeedLoader() {
  const loaded = useLoadedAfterRender(loadCalendarFeedDetails);
  return loaded ? <loaded.CalendarFeedDetails /> : <Skeleton height="16" />;
}

/** A private calendar subscription (docs/architecture.md, Calendar feeds): inspectors, Admins and clients. */
export function CalendarSection() {
  const { role } = useAuth();
  if (!can(role, 'calendarFeed')) return null;
  const what = role === 'Admin' ? "the team's inspections" : role === 'Client' ? "your company's inspections" : 'your inspections';
  return (
    <SettingsSection title="Calendar" description={`Subscribe to ${what} in the calendar app you already use (Google, Apple, Outlook). It updates itself when a visit moves or is cancelled.`}>
      <CalendarFeedLoader />
    </SettingsSection>
  );
}
