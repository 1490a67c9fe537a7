import { readFileSync } from 'node:fs';

/*
 * The provider's logo on every PDF (PROVIDER_LOGO_FILE, docs/production.md "Provider settings").
 * Checked once at start-up and read once per process: every report embeds the same bytes.
 */

export type LogoFormat = 'PNG' | 'JPEG';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image format from the file's first bytes (the name's extension proves nothing), or null. */
export function sniffLogoFormat(bytes: Uint8Array): LogoFormat | null {
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return 'PNG';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'JPEG';
  return null;
}

const cache = new Map<string, Buffer>();

/** The logo's bytes, read on first use and kept; throws when the file is missing. */
export function providerLogoBytes(path: string): Buffer {
  let bytes = cache.get(path);
  if (!bytes) {
    bytes = readFileSync(path);
    cache.set(path, bytes);
  }
  return bytes;
}

/** Why PROVIDER_LOGO_FILE cannot be used, or null when it is a readable PNG or JPEG. */
export function providerLogoProblem(path: string): string | null {
  let bytes: Buffer;
  try {
    bytes = providerLogoBytes(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? `no such file: ${path}` : `cannot read ${path} (${code ?? String(error)})`;
  }
  return sniffLogoFormat(bytes) ? null : `${path} is not a PNG or JPEG image`;
}
