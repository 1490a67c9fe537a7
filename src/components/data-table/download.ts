/**
 * Save text as a file in the browser (an object URL and a temporary link). CSV gets a UTF-8 byte
 * order mark so spreadsheet programs read accents and dashes correctly.
 */
export function downloadTextFile(filename: string, text: string, mimeType = 'text/csv;charset=utf-8'): void {
  const bom = mimeType.startsWith('text/csv') ? '\uFEFF' : '';
  downloadBlob(filename, new Blob([bom, text], { type: mimeType }));
}

/** Save a blob (e.g. a fetched PDF) as a file in the browser. */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** "projects" -> "projects.csv"; a name already ending in .csv is kept. */
export function csvFilename(name: string): string {
  const base = name.trim() || 'export';
  return /\.csv$/i.test(base) ? base : `${base}.csv`;
}

/** "projects" -> "projects-2026-11-26.csv", on the provider's day; its code loads with the export, not the page (docs/startup.md). */
export async function datedCsvFilename(name: string): Promise<string> {
  const { providerToday } = await import('@/lib/provider-day');
  return csvFilename(`${name}-${providerToday()}`);
}
