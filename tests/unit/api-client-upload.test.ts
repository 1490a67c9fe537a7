import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '@/lib/api-client';

/**
 * apiClient.upload (the Files tab's bar, docs/decisions/0028-project-files-soft-delete-and-upload-progress.md):
 * an XMLHttpRequest stand-in that reports progress and answers as told.
 */
class FakeXhr {
  static last: FakeXhr;
  static answer: { status: number; body: string } | 'network' = { status: 201, body: '{"data":{"id":"u1"}}' };
  headers: Record<string, string> = {};
  method = '';
  url = '';
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.upload.onprogress?.({ loaded: body.size / 2, total: body.size, lengthComputable: true });
    const answer = FakeXhr.answer;
    if (answer === 'network') {
      this.onerror?.();
      return;
    }
    this.status = answer.status;
    this.responseText = answer.body;
    this.onload?.();
  }
}

const client = () => createApiClient({ baseUrl: 'http://api.test', getAccessToken: async () => 'access-1' });
const file = new Blob([new Uint8Array(100)], { type: 'image/png' });

describe('apiClient.upload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('PUTs the bytes with the token and type, reporting progress up to the whole file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 201, body: '{"data":{"id":"u1"}}' };
    const progress = vi.fn();
    await expect(client().upload('/api/uploads/u1?kind=project_file', file, progress)).resolves.toEqual({ data: { id: 'u1' } });
    expect(FakeXhr.last).toMatchObject({ method: 'PUT', url: 'http://api.test/api/uploads/u1?kind=project_file', headers: { Authorization: 'Bearer access-1', 'Content-Type': 'image/png' } });
    expect(progress.mock.calls).toEqual([
      [50, 100],
      [100, 100],
    ]);
  });

  it('rejects a refusal with the ApiError of the one error shape, and no connection with a TypeError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 415, body: JSON.stringify({ error: 'File type not accepted', message: 'Use PDF', code: 'unsupported_file_type' }) };
    const refused = await client().upload('/api/uploads/u2', file, () => {}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 415 });
    FakeXhr.answer = 'network';
    const offline = await client().upload('/api/uploads/u3', file, () => {}).catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(TypeError);
    expect(offline).not.toBeInstanceOf(ApiError);
  });
});
