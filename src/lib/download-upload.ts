import { apiClient } from './api-client';
import { keptFile } from './offline/kept-files';

/** A file of the API as a Blob: a kept copy when the project is kept offline, else fetched. */
export async function fetchApiFile(path: string): Promise<Blob> {
  const kept = await keptFile(path).catch(() => null);
  return kept ?? (await apiClient.download(path));
}

/** Hand a file of the API (an upload, a report's PDF) to the browser as a download named `filename`. */
export async function downloadApiFile(path: string, filename: string): Promise<void> {
  const url = URL.createObjectURL(await fetchApiFile(path));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has been handled: revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/**
 * GET /api/uploads/:id with the session's token, then hand the file to the browser as a download.
 * A photo of a project kept offline comes from its kept copy (uploads never change), so it opens
 * without a connection (docs/offline.md, "Projects kept on the device").
 */
export function downloadUpload(upload: { id: string; filename: string }): Promise<void> {
  return downloadApiFile(`/api/uploads/${encodeURIComponent(upload.id)}`, upload.filename);
}
