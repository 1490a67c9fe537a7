import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '@/components/ui/toaster';

/**
 * "Add to calendar (.ics)": the visit as an iCalendar file any calendar app opens
 * (docs/architecture.md, Calendar feeds). `area` picks the staff or the client download.
 */
export function AddToCalendarButton({ visit, area, name }: { visit: { id: string; project_code: string }; area: 'staff' | 'client'; name: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // Loaded on the click: the lists that show the button do not carry the download code.
      const { downloadVisitCalendar } = await import('@/lib/api/calendar/visit-calendar');
      await downloadVisitCalendar(visit, area);
    } catch (error) {
      notify({ variant: 'destructive', title: 'Could not download the visit', description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  };
  return (
    // Wraps instead of sticking out of a narrow row (text zoomed to 200 % on a phone).
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      onClick={() => void download()}
      aria-label={`Add to calendar (.ics): ${name}`}
      whiteSpace="normal"
      height="auto"
      minH="8"
      py="1"
      minW="0"
      maxW="full"
      flexShrink={1}
      textAlign="start"
    >
      Add to calendar (.ics)
    </Button>
  );
}
