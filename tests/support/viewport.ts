import { vi } from 'vitest';
import { PHONE_MEDIA_QUERY } from '@/lib/use-media-query';

/**
 * Pretend the viewport is phone-sized (or not) for the media queries the app asks (jsdom has no
 * layout: by default every query answers false, a desktop). Undo with `vi.restoreAllMocks()`.
 */
export function viewportIsPhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: phone && query === PHONE_MEDIA_QUERY, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );
}
