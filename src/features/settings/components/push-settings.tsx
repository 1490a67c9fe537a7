import { Button, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { usePushDevices, usePushPreferences, useRemovePushDevice, useSavePushPreferences, useSendTestPush, useSubscribeThisDevice } from '@/lib/api/push/push';
import { pushSupport } from '@/lib/pwa/push-device';
import { formatDate } from '@/shared/format/date';
import type { PushPreferences } from '@/shared/schemas/push';
import { PUSH_EVENT_LABELS, type PushEvent } from '@/shared/schemas/push-values';

const IOS_NOTE =
  'On iPhone and iPad, notifications need the installed app: in Safari tap Share, then "Add to Home Screen", open the portal from its icon and turn them on there.';

const errorText = (error: Error | null) => error && <Text role="alert" fontSize="sm" color="fg.error">{error.message}</Text>;

/** This device's switch, the devices that receive pushes, a test, the events and quiet hours. */
export function PushSettings() {
  const support = pushSupport();
  const devices = usePushDevices();
  const subscribe = useSubscribeThisDevice();
  const remove = useRemovePushDevice();
  const test = useSendTestPush();
  const list = devices.data?.devices ?? [];
  const thisEndpoint = devices.data?.thisEndpoint ?? null;
  const thisDeviceOn = list.some((device) => device.endpoint === thisEndpoint);
  return (
    <Stack gap="5">
      {support === 'ios-not-installed' && <Text fontSize="sm">{IOS_NOTE}</Text>}
      {support === 'unsupported' && <Text fontSize="sm">This browser cannot receive push notifications.</Text>}
      {support === 'supported' && !thisDeviceOn && (
        <Stack gap="1" alignItems="flex-start">
          <Button size="sm" onClick={() => subscribe.mutate()} loading={subscribe.isPending}>
            Turn on for this device
          </Button>
          {errorText(subscribe.error)}
        </Stack>
      )}
      <Stack gap="2">
        <Text fontWeight="semibold" fontSize="sm" id="push-devices">
          Devices that receive notifications
        </Text>
        {list.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">No device yet.</Text>
        ) : (
          <chakra.ul aria-labelledby="push-devices" listStyleType="none" display="grid" gap="2">
            {list.map((device) => {
              const mine = device.endpoint === thisEndpoint;
              return (
                <chakra.li key={device.id} display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="2" borderWidth="1px" borderRadius="l2" p="2">
                  <Text fontSize="sm">
                    {device.device_label}
                    {mine ? ' (this device)' : ''}
                    <chakra.span display="block" color="fg.muted">Added {formatDate(device.created_at)}</chakra.span>
                  </Text>
                  <Button size="xs" variant="outline" aria-label={`Remove ${device.device_label}${mine ? ' (this device)' : ''}`} disabled={remove.isPending} onClick={() => remove.mutate({ id: device.id, thisDevice: mine })}>
                    Remove
                  </Button>
                </chakra.li>
              );
            })}
          </chakra.ul>
        )}
        {errorText(remove.error)}
      </Stack>
      <Stack gap="1" alignItems="flex-start">
        <Button size="sm" variant="outline" disabled={list.length === 0} loading={test.isPending} onClick={() => test.mutate()}>
          Send a test notification
        </Button>
        {test.isSuccess && <Text role="status" fontSize="sm">Test notification queued for {test.data.queued} device{test.data.queued === 1 ? '' : 's'}.</Text>}
        {errorText(test.error)}
      </Stack>
      <PushPreferencesForm />
    </Stack>
  );
}

function PushPreferencesForm() {
  const prefs = usePushPreferences();
  if (!prefs.data) return null;
  return <PreferencesForm key={JSON.stringify(prefs.data)} saved={prefs.data} />;
}

function PreferencesForm({ saved }: { saved: PushPreferences }) {
  const save = useSavePushPreferences();
  const [events, setEvents] = useState(saved.events);
  const [quiet, setQuiet] = useState(saved.quiet_hours !== null);
  const [starts, setStarts] = useState(saved.quiet_hours?.starts ?? '22:00');
  const [ends, setEnds] = useState(saved.quiet_hours?.ends ?? '07:00');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ events, quiet_hours: quiet ? { starts, ends } : null });
  };
  return (
    <chakra.form onSubmit={submit} display="grid" gap="3">
      <chakra.fieldset display="grid" gap="2">
        <chakra.legend fontWeight="semibold" fontSize="sm" mb="1">Notify me when</chakra.legend>
        {(Object.keys(events) as PushEvent[]).map((key) => (
          <chakra.label key={key} display="flex" alignItems="center" gap="2" fontSize="sm">
            <input type="checkbox" checked={events[key] ?? true} onChange={(change) => setEvents({ ...events, [key]: change.currentTarget.checked })} />
            {PUSH_EVENT_LABELS[key]}
          </chakra.label>
        ))}
      </chakra.fieldset>
      <chakra.fieldset display="grid" gap="2">
        <chakra.legend fontWeight="semibold" fontSize="sm" mb="1">Quiet hours</chakra.legend>
        <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm">
          <input type="checkbox" checked={quiet} onChange={(change) => setQuiet(change.currentTarget.checked)} />
          Hold notifications during quiet hours (the office&apos;s time zone)
        </chakra.label>
        {quiet && (
          <HStack gap="3" flexWrap="wrap">
            <chakra.label fontSize="sm" display="grid" gap="1">
              From
              <Input type="time" size="sm" width="32" value={starts} required onChange={(change) => setStarts(change.currentTarget.value)} />
            </chakra.label>
            <chakra.label fontSize="sm" display="grid" gap="1">
              Until
              <Input type="time" size="sm" width="32" value={ends} required onChange={(change) => setEnds(change.currentTarget.value)} />
            </chakra.label>
          </HStack>
        )}
      </chakra.fieldset>
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" size="sm" loading={save.isPending}>
          Save notification preferences
        </Button>
        {save.isSuccess && <Text role="status" fontSize="sm">Saved.</Text>}
      </HStack>
      {errorText(save.error)}
    </chakra.form>
  );
}
