import { apiClient } from './api-client';
import { keptFile } from './offline/kept-files';

/**
 * GET /api/uploads/:id with the session's token, then hand the file to the browser as a download.
 * A photo of a project kept offline comes from its kept copy (uploads never change), so it opens
 * without a connection (docs/offline.md, "Projects kept on the device").
 */
export async function downloadUpload(upload: { id: string; filename: string }): Promise<void> {
  const path = `/api/uploads/${encodeURIComponent(upload.id)}`;
  const kept = await keptFile(path).catch(() => null);
  const blob = kept ?? (await apiClient.download(path));
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = upload.filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has been handled: revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
