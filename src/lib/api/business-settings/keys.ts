/** The business settings API (Admin): fees, travel and invoices. */
export const BUSINESS_SETTINGS_ENDPOINT = '/api/settings/business';

export const businessSettingsKeys = { all: ['business-settings'] as const };
