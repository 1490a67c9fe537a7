import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import { adoptProviderTimeZone } from '@/lib/provider-day';
import type { BusinessSettings, BusinessSettingsUpdateInput } from '@/shared/schemas/business-settings';
import { useApiMutation } from '../use-api-mutation';
import { BUSINESS_SETTINGS_ENDPOINT, businessSettingsKeys } from './keys';

/** The fee, travel, invoice and time zone settings (Admin), with the version a save is based on. */
export const businessSettingsQueryOptions = () =>
  queryOptions({
    queryKey: businessSettingsKeys.all,
    queryFn: ({ signal }) =>
      apiClient.get(BUSINESS_SETTINGS_ENDPOINT, { signal, schema: answerSchema('business-settings', 'businessSettingsSchema') }),
    meta: { errorMessage: 'Could not load the business settings' },
  });

export const useBusinessSettings = () => useQuery(businessSettingsQueryOptions());

/**
 * Save every business setting at the version the form loaded. A 409 (saved elsewhere meanwhile)
 * reloads the stored settings; the form shows the message and starts again from them.
 */
export function useSaveBusinessSettings() {
  return useApiMutation<BusinessSettings, BusinessSettingsUpdateInput>({
    mutationFn: (body) => apiClient.put(BUSINESS_SETTINGS_ENDPOINT, body, { schema: answerSchema('business-settings', 'businessSettingsSchema') }),
    onSuccess: (settings, _body, client) => {
      client.setQueryData(businessSettingsKeys.all, settings);
      adoptProviderTimeZone(settings.provider_time_zone);
    },
    invalidatesOnError: () => [businessSettingsKeys.all],
  });
}
