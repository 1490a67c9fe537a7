import { apiClient } from './api-client';

/** GET /api/uploads/:id with the session's token, then hand the file to the browser as a download. */
export async function downloadUpload(upload: { id: string; filename: string }): Promise<void> {
  const blob = await apiClient.download(`/api/uploads/${upload.id}`);
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
