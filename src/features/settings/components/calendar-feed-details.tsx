import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { useCalendarFeed, useResetCalendarFeed } from '@/lib/api/calendar/calendar';
import { formatDate } from '@/shared/format/date';
import type { CalendarFeedLinks } from '@/shared/schemas/calendar';

/** One address, read-only and selectable, with its Copy button. */
function CopyableAddress({ label, value }: { label: string; value: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify({ variant: 'success', title: `${label} copied` });
    } catch {
      input.current?.select();
      notify({ variant: 'destructive', title: 'Could not copy', description: 'The address is selected: copy it with your device’s Copy command.' });
    }
  };
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <HStack w="full" gap="2">
        <Input id={id} ref={input} value={value} readOnly fontFamily="mono" fontSize="xs" minW="0" flex="1" onFocus={(event) => event.currentTarget.select()} />
        <Button variant="outline" flexShrink={0} onClick={() => void copy()} aria-label={`Copy ${label.toLowerCase()}`}>
          Copy
        </Button>
      </HStack>
    </Field.Root>
  );
}

function FeedLinks({ links }: { links: CalendarFeedLinks }) {
  return (
    <Stack gap="3">
      <Text fontSize="sm">Copy your address now: for your security it is shown only this once. Anyone with it can read the calendar.</Text>
      <CopyableAddress label="Calendar address (https)" value={links.https_url} />
      <CopyableAddress label="Subscription address (webcal)" value={links.webcal_url} />
      <Button asChild alignSelf="flex-start">
        <a href={links.webcal_url}>Subscribe</a>
      </Button>
    </Stack>
  );
}

/** The user's feed: make its address, copy or subscribe to it, reset it (the old address then stops working). */
export function CalendarFeedDetails() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [asking, setAsking] = useState(false);
  const links = reset.data;
  const active = Boolean(links) || feed.data?.active === true;
  const makeNew = () => reset.mutate(undefined, { onSettled: () => setAsking(false) });

  return (
    <Stack gap="4">
      {links ? (
        <FeedLinks links={links} />
      ) : feed.data?.active ? (
        <Text fontSize="sm">
          Your calendar address was made on {formatDate(feed.data.created_at)}. It is shown only when made: to subscribe on another calendar, reset it and copy the new one.
        </Text>
      ) : feed.data ? (
        <Text fontSize="sm">You have no calendar address yet.</Text>
      ) : null}
      {active ? (
        <Button variant="outline" alignSelf="flex-start" onClick={() => setAsking(true)}>
          Reset address
        </Button>
      ) : (
        <Button alignSelf="flex-start" loading={reset.isPending} disabled={!feed.data} onClick={makeNew}>
          Make my calendar address
        </Button>
      )}
      <LazyConfirmDialog
        open={asking}
        title="Reset the calendar address?"
        question="Calendars subscribed with the current address stop updating. You will get a new address to subscribe with."
        confirmLabel="Reset address"
        colorPalette="red"
        loading={reset.isPending}
        onConfirm={makeNew}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
