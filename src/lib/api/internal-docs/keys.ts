/**
 * The staff's internal how-to pages (src/content), loaded once per topic from the bundle, not from
 * the API: their query keys still come from one factory, as every query key does
 * (docs/architecture.md, "Browser data: one folder per API resource").
 */
export const internalDocKeys = {
  all: ['internal-doc'] as const,
  topic: (topic: string) => [...internalDocKeys.all, topic] as const,
};
