import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, importJWK, jwtVerify, type JWTPayload } from 'jose';

/** A browser's side of a push subscription: its P-256 key pair and auth secret (RFC 8291). */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, publicKey, auth, json: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } };
}
export type BrowserKeys = ReturnType<typeof browserKeys>;

/** Decrypt an aes128gcm push message body (RFC 8188 framing, RFC 8291 keys) with the browser's keys. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdhSecret = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  // The last record ends with the delimiter 0x02 before its padding.
  if (padded[end] !== 2) throw new Error(`bad padding delimiter ${padded[end]}`);
  return padded.subarray(0, end).toString('utf8');
}

/** Verify the `Authorization: vapid t=<jwt>, k=<key>` header against the expected public key and audience. */
export async function verifyVapid(header: string | undefined, publicKey: string, audience: string): Promise<JWTPayload> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, token, key] = match;
  if (key !== publicKey) throw new Error('k is not the server public key');
  const raw = Buffer.from(key!, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') };
  const { payload } = await jwtVerify(token!, await importJWK(jwk, 'ES256'), { algorithms: ['ES256'], audience });
  return { ...decodeJwt(token!), ...payload };
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A local stand-in for a push service: records each POST and answers `status(path)` (201 by default). */
export async function startPushService(status: (path: string) => number = () => 201) {
  const received: ReceivedPush[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = status(req.url ?? '');
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
