import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { stashFile, uploadStashedFile } from '@/lib/offline/stashed-files';

/** A stashed file is uploaded with `captured_offline=true` only when it was chosen offline or waited in the queue. */
describe('stashed files captured offline', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.restoreAllMocks();
  });

  const photo = () => new File([new Uint8Array([1, 2, 3])], 'wall.png', { type: 'image/png' });
  /** The `captured_offline` parameter of each PUT the spy saw (null when absent). */
  const flagsOf = (put: { mock: { calls: unknown[][] } }) => put.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('captured_offline'));
  const sentUrls = () => {
    const put = vi.spyOn(apiClient, 'put').mockResolvedValue(undefined);
    return () => flagsOf(put);
  };

  it('sends no flag for a file chosen and uploaded online', async () => {
    const flags = sentUrls();
    await uploadStashedFile('inspection_photo', await stashFile('user-1', photo()));
    expect(flags()).toEqual([null]);
  });

  it('flags a file chosen while offline', async () => {
    onlineManager.setOnline(false);
    const stashed = await stashFile('user-1', photo());
    onlineManager.setOnline(true);
    const flags = sentUrls();
    await uploadStashedFile('inspection_photo', stashed);
    expect(flags()).toEqual(['true']);
  });

  it('flags the retry of a file whose first upload found no connection', async () => {
    const stashed = await stashFile('user-1', photo());
    const put = vi.spyOn(apiClient, 'put').mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(undefined);
    await expect(uploadStashedFile('inspection_photo', stashed)).rejects.toThrow('Failed to fetch');
    await uploadStashedFile('inspection_photo', stashed);
    expect(flagsOf(put)).toEqual([null, 'true']);
  });

  it('does not flag the retry of an upload the server answered', async () => {
    const refused = await stashFile('user-1', photo());
    const again = vi.spyOn(apiClient, 'put').mockRejectedValueOnce(new Error('The file type is not accepted')).mockResolvedValueOnce(undefined);
    await expect(uploadStashedFile('inspection_photo', refused)).rejects.toThrow();
    await uploadStashedFile('inspection_photo', refused);
    expect(flagsOf(again)).toEqual([null, null]);
  });
});
