import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { subscribeThisDevice, unsubscribeThisDevice, currentPushSubscription } from '@/lib/pwa/push-device';
import type { PushDevice, PushPreferences } from '@/shared/schemas/push';
import { useApiMutation } from '../use-api-mutation';
import { PUSH_ENDPOINT, pushKeys } from './keys';

export const pushDevicesQueryOptions = () =>
  queryOptions({
    queryKey: pushKeys.devices(),
    queryFn: async ({ signal }) => {
      const [devices, own] = await Promise.all([apiClient.get<{ data: PushDevice[] }>(`${PUSH_ENDPOINT}/subscriptions`, { signal }), currentPushSubscription().catch(() => null)]);
      return { devices: devices.data, thisEndpoint: own?.endpoint ?? null };
    },
    meta: { errorMessage: 'Could not load your devices' },
  });
export const usePushDevices = () => useQuery(pushDevicesQueryOptions());

export const usePushPreferences = () =>
  useQuery(
    queryOptions({
      queryKey: pushKeys.preferences(),
      queryFn: ({ signal }) => apiClient.get<PushPreferences>(`${PUSH_ENDPOINT}/preferences`, { signal }),
      meta: { errorMessage: 'Could not load your push preferences' },
    }),
  );

/** Turn push on for this browser: permission (asked here, on the click), subscription, then the server keeps it. */
export function useSubscribeThisDevice() {
  return useApiMutation<PushDevice, void>({
    mutationFn: async () => {
      const { public_key: publicKey } = await apiClient.get<{ public_key: string }>(`${PUSH_ENDPOINT}/public-key`);
      return apiClient.post<PushDevice>(`${PUSH_ENDPOINT}/subscriptions`, await subscribeThisDevice(publicKey));
    },
    invalidates: () => [pushKeys.devices()],
  });
}

/** Remove a device; removing this browser's also drops its subscription here. */
export function useRemovePushDevice() {
  return useApiMutation<unknown, { id: string; thisDevice: boolean }>({
    mutationFn: async ({ id, thisDevice }) => {
      await apiClient.delete(`${PUSH_ENDPOINT}/subscriptions/${id}`);
      if (thisDevice) await unsubscribeThisDevice().catch(() => undefined);
      return null;
    },
    invalidates: () => [pushKeys.devices()],
  });
}

export function useSendTestPush() {
  return useApiMutation<{ queued: number }, void>({
    mutationFn: (_variables, write) => apiClient.post(`${PUSH_ENDPOINT}/test`, undefined, { idempotencyKey: write.idempotencyKey }),
  });
}

export function useSavePushPreferences() {
  return useApiMutation<PushPreferences, PushPreferences>({
    mutationFn: (body, write) => apiClient.put(`${PUSH_ENDPOINT}/preferences`, body, { idempotencyKey: write.idempotencyKey }),
    invalidates: () => [pushKeys.preferences()],
  });
}
