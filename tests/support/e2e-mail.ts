import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { E2E_MAIL_DIR } from './e2e-env';

/**
 * Reads the .eml files the server writes to MAIL_DIR (nodemailer's stream transport: a real
 * RFC 822 message, usually multipart/alternative with quoted-printable text and HTML parts).
 * A small MIME reader is enough here: headers (folded, RFC 2047 encoded words), multipart bodies,
 * and the quoted-printable / base64 / 7bit / 8bit transfer encodings.
 */

export interface MailMessage {
  file: string;
  /** Modification time of the .eml file (ms since epoch). */
  mtimeMs: number;
  /** Header names lower-cased; a repeated header keeps its first value. */
  headers: Record<string, string>;
  subject: string;
  /** Bare addresses from the To header, lower-cased. */
  to: string[];
  /** The X-PaintQA-Mail-Type header, e.g. 'auth.recovery'. */
  type: string | null;
  text: string;
  html: string;
}

/** Decode a quoted-printable body (RFC 2045 6.7) to bytes. */
export function decodeQuotedPrintable(input: string): Buffer {
  // Soft line breaks: '=' at the end of an encoded line (trailing whitespace allowed before it).
  const joined = input.replace(/=[ \t]*\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const char = joined[i]!;
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      const code = char.charCodeAt(0);
      if (code < 0x80) bytes.push(code);
      else bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBytes(bytes: Buffer, charset: string | undefined): string {
  const label = (charset ?? 'utf-8').toLowerCase();
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

/** Decode RFC 2047 encoded words (=?charset?Q|B?text?=) in a header value. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1') // whitespace between words is dropped
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintable(text.replace(/_/g, ' '));
      return decodeBytes(bytes, charset);
    });
}

function splitHeaderBlock(raw: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Record<string, string> = {};
  // Unfold continuation lines, then split into name: value.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!(name in headers)) headers[name] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** `text/plain; charset=utf-8; boundary="x"` -> { value: 'text/plain', params: { charset, boundary } } */
function parseHeaderParams(value: string | undefined): { value: string; params: Record<string, string> } {
  if (!value) return { value: '', params: {} };
  const [first, ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const part of rest) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const key = part.slice(0, eq).trim().toLowerCase();
    let val = part.slice(eq + 1).trim();
    if (val.startsWith('"') && val.endsWith('"')) val = val.slice(1, -1);
    params[key] = val;
  }
  return { value: first!.trim().toLowerCase(), params };
}

function decodeBody(body: string, headers: Record<string, string>): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').trim().toLowerCase();
  const { params } = parseHeaderParams(headers['content-type']);
  if (encoding === 'quoted-printable') return decodeBytes(decodeQuotedPrintable(body), params.charset);
  if (encoding === 'base64') return decodeBytes(Buffer.from(body.replace(/\s+/g, ''), 'base64'), params.charset);
  return body;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Collect the text/plain and text/html parts (first of each) of an entity, recursively. */
function collectParts(raw: string, out: { text: string | null; html: string | null }): void {
  const { headers, body } = splitHeaderBlock(raw);
  const contentType = parseHeaderParams(headers['content-type'] ?? 'text/plain');
  if (contentType.value.startsWith('multipart/') && contentType.params.boundary) {
    const delimiter = new RegExp(`^--${escapeRegExp(contentType.params.boundary)}(--)?[ \\t]*\\r?$`, 'm');
    const pieces = body.split(delimiter);
    // split() with a capture group interleaves the '--' markers; drop the preamble (first piece)
    // and everything after the closing delimiter.
    for (let i = 1; i < pieces.length; i += 2) {
      const closing = pieces[i] === '--';
      const part = pieces[i + 1];
      if (closing || part === undefined) break;
      collectParts(part.replace(/^\r?\n/, '').replace(/\r?\n$/, ''), out);
    }
    return;
  }
  if (/attachment/i.test(headers['content-disposition'] ?? '')) return;
  if (contentType.value === 'text/plain' && out.text === null) out.text = decodeBody(body, headers);
  else if (contentType.value === 'text/html' && out.html === null) out.html = decodeBody(body, headers);
}

/** The PDF attachments of a raw .eml by file name (nodemailer writes them base64, named by `name=`). */
export function pdfAttachments(raw: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (const match of raw.matchAll(/Content-Type: application\/pdf; name="?([^"\r\n]+)"?\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)) {
    found.set(match[1]!, Buffer.from(match[2]!.replace(/\s+/g, ''), 'base64'));
  }
  return found;
}

/** Parse one .eml message. */
export function parseEml(raw: string, file = '', mtimeMs = 0): MailMessage {
  const { headers } = splitHeaderBlock(raw);
  const parts: { text: string | null; html: string | null } = { text: null, html: null };
  collectParts(raw, parts);
  const toHeader = decodeEncodedWords(headers.to ?? '');
  const to = [...toHeader.matchAll(/[^\s<>,;:"]+@[^\s<>,;:"]+/g)].map((m) => m[0].toLowerCase());
  return {
    file,
    mtimeMs,
    headers,
    subject: decodeEncodedWords(headers.subject ?? ''),
    to,
    type: headers['x-paintqa-mail-type'] ?? null,
    text: parts.text ?? '',
    html: parts.html ?? '',
  };
}

function decodeHtmlEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every http(s) link of a message, in order: the plain-text part first, then the HTML hrefs. */
export function extractLinks(mail: Pick<MailMessage, 'text' | 'html'>): string[] {
  const links: string[] = [];
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"'`]+/g)) {
    links.push(match[0].replace(/[.,;:!?)\]]+$/, ''));
  }
  for (const match of mail.html.matchAll(/href\s*=\s*(["'])(.*?)\1/gis)) {
    const href = decodeHtmlEntities(match[2]!.trim());
    if (/^https?:\/\//i.test(href)) links.push(href);
  }
  return [...new Set(links)];
}

/** Read every .eml in a folder (missing folder: none). */
export async function readMailbox(mailDir = E2E_MAIL_DIR): Promise<MailMessage[]> {
  let names: string[];
  try {
    names = (await readdir(mailDir)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const messages = await Promise.all(
    names.map(async (name) => {
      const file = join(mailDir, name);
      const [raw, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
      return parseEml(raw, file, info.mtimeMs);
    }),
  );
  // Newest first: by modification time, then by file name (which starts with an ISO time stamp).
  return messages.sort((a, b) => b.mtimeMs - a.mtimeMs || b.file.localeCompare(a.file));
}

export interface WaitForEmailOptions {
  /** Only mail written at or after this time (ms since epoch), e.g. Date.now() before the action. */
  since?: number;
  /** Only this X-PaintQA-Mail-Type, e.g. 'auth.recovery'. */
  type?: string;
  timeoutMs?: number;
  mailDir?: string;
}

/** Wait for the newest e-mail to `to` (case-insensitive) and return it parsed. */
export async function waitForEmail(to: string, options: WaitForEmailOptions = {}): Promise<MailMessage> {
  const { since = 0, type, timeoutMs = 15_000, mailDir = E2E_MAIL_DIR } = options;
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMailbox(mailDir)).find(
      (mail) => mail.to.includes(address) && mail.mtimeMs >= since && (!type || mail.type === type),
    );
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `No e-mail${type ? ` of type ${type}` : ''} to ${to} in ${mailDir} within ${timeoutMs} ms` +
          (since ? ` (written after ${new Date(since).toISOString()})` : ''),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Wait for the newest e-mail to `to` and return its first link (matching `match`, when given). */
export async function waitForEmailLink(
  to: string,
  options: WaitForEmailOptions & { match?: RegExp } = {},
): Promise<string> {
  const mail = await waitForEmail(to, options);
  const links = extractLinks(mail);
  const link = options.match ? links.find((candidate) => options.match!.test(candidate)) : links[0];
  if (!link) {
    throw new Error(
      `E-mail ${mail.file} ("${mail.subject}") has no link${options.match ? ` matching ${options.match}` : ''}; ` +
        `links: ${links.length ? links.join(', ') : 'none'}`,
    );
  }
  return link;
}
