import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AuthApiError } from '@supabase/supabase-js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLog } from '../../../src/server/db/schema';
import { drainOutbox, startTestServer, type TestServer } from '../../support/server';
import { supabaseFor, uniqueEmail } from '../../support/supabase';

const PASSWORD = 'first-secret-1';

/** Decode a quoted-printable or base64 MIME part body. */
function decodePart(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The text/plain part of an .eml file written by the mailer (multipart/alternative or single part). */
function plainText(eml: string): string {
  const boundary = eml.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  const parts = boundary ? eml.split(`--${boundary}`).slice(1, -1) : [eml];
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    const headers = part.slice(0, split);
    if (boundary && !/content-type:\s*text\/plain/i.test(headers)) continue;
    return decodePart(headers, part.slice(split).trim());
  }
  throw new Error('no text/plain part in the e-mail');
}

/** The e-mails of one type sent to one address, oldest first, as decoded plain text. */
async function mailsTo(server: TestServer, type: string, to: string): Promise<string[]> {
  await drainOutbox(server.app);
  const files = (await readdir(server.mailDir)).filter((name) => name.includes(`-${type}-`)).sort();
  const texts: string[] = [];
  for (const file of files) {
    const eml = await readFile(join(server.mailDir, file), 'utf8');
    if (new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(eml)) texts.push(plainText(eml));
  }
  return texts;
}

/** The verify link in the newest e-mail of a type to an address. */
async function linkIn(server: TestServer, type: string, to: string): Promise<URL> {
  const texts = await mailsTo(server, type, to);
  expect(texts.length).toBeGreaterThan(0);
  const link = texts.at(-1)!.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
  expect(link).toBeTruthy();
  return new URL(link!);
}

/** Follow an e-mail link like a browser's first hop: the 303 and the hash parameters it carries. */
async function follow(link: URL) {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  return { location, hash: new URLSearchParams(location.hash.slice(1)) };
}

/**
 * The e-mail flows with confirmation on (AUTH_AUTOCONFIRM=false): sign-up confirmation and password
 * recovery through the links in the .eml files the mailer writes, driven by supabase-js.
 */
describe('embedded auth: e-mail links (confirmation on)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ listen: true, env: { AUTH_AUTOCONFIRM: 'false' } });
  });
  afterAll(() => server.close());

  it('sign-up returns the user without a session; the e-mailed link confirms it and signs in', async () => {
    const email = uniqueEmail('confirm');
    const client = supabaseFor(server);
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { first_name: 'Grace' }, emailRedirectTo: `${server.url}/welcome` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, email_confirmed_at: null, user_metadata: { first_name: 'Grace' } });

    const early = await supabaseFor(server).auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error).toBeInstanceOf(AuthApiError);
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });

    const link = await linkIn(server, 'auth.signup', email);
    expect(link.origin + link.pathname).toBe(`${server.config.publicUrl}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    const { location, hash } = await follow(link);
    expect(location.origin + location.pathname).toBe(`${server.url}/welcome`);
    expect(hash.get('type')).toBe('signup');
    expect(hash.get('token_type')).toBe('bearer');
    expect(Number(hash.get('expires_in'))).toBe(server.config.JWT_EXPIRY);
    expect(Number(hash.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    const session = await client.auth.setSession({
      access_token: hash.get('access_token')!,
      refresh_token: hash.get('refresh_token')!,
    });
    expect(session.error).toBeNull();
    expect(session.data.user).toMatchObject({ email });
    expect(session.data.user!.email_confirmed_at).toBeTruthy();

    // The link works once; the second visit gets GoTrue's otp_expired error in the hash.
    const again = await follow(link);
    expect(again.hash.get('error')).toBe('access_denied');
    expect(again.hash.get('error_code')).toBe('otp_expired');
    expect(again.hash.get('access_token')).toBeNull();

    const signedIn = await supabaseFor(server).auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();

    await drainOutbox(server.app);
    const logged = await server.app.db
      .select()
      .from(emailLog)
      .where(and(eq(emailLog.recipient, email), eq(emailLog.type, 'auth.signup')));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ status: 'sent' });
  });

  it('does not reveal a registered address: a look-alike user, no e-mail', async () => {
    const email = uniqueEmail('taken');
    await supabaseFor(server).auth.signUp({ email, password: PASSWORD });
    const { location, hash } = await follow(await linkIn(server, 'auth.signup', email));
    expect(location.href).toContain('#');
    expect(hash.get('access_token')).toBeTruthy();

    const { data, error } = await supabaseFor(server).auth.signUp({ email, password: 'another-pass' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user!.identities).toEqual([]);
    expect(await mailsTo(server, 'auth.signup', email)).toHaveLength(1);
  });

  it('never redirects a link to another origin', async () => {
    const email = uniqueEmail('redirect');
    await supabaseFor(server).auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: 'https://evil.example/steal' } });
    const link = await linkIn(server, 'auth.signup', email);
    expect(link.searchParams.get('redirect_to')).toBe(`${server.config.publicUrl}/`);
    link.searchParams.set('redirect_to', 'https://evil.example/steal');
    const { location, hash } = await follow(link);
    expect(location.origin).toBe(server.config.publicUrl);
    expect(hash.get('access_token')).toBeTruthy();
  });

  it('recovers a password through the e-mailed link, then updateUser sets the new one', async () => {
    const email = uniqueEmail('recover');
    await supabaseFor(server).auth.signUp({ email, password: PASSWORD });
    await follow(await linkIn(server, 'auth.signup', email));

    const client = supabaseFor(server);
    const sent = await client.auth.resetPasswordForEmail(email, { redirectTo: `${server.url}/reset-success` });
    expect(sent).toEqual({ data: {}, error: null });

    const link = await linkIn(server, 'auth.recovery', email);
    expect(link.searchParams.get('type')).toBe('recovery');
    const { location, hash } = await follow(link);
    expect(location.pathname).toBe('/reset-success');
    expect(hash.get('type')).toBe('recovery');

    const session = await client.auth.setSession({
      access_token: hash.get('access_token')!,
      refresh_token: hash.get('refresh_token')!,
    });
    expect(session.error).toBeNull();
    const updated = await client.auth.updateUser({ password: 'recovered-pass-2' });
    expect(updated.error).toBeNull();

    const oldOne = await supabaseFor(server).auth.signInWithPassword({ email, password: PASSWORD });
    expect(oldOne.error).toMatchObject({ code: 'invalid_credentials' });
    const newOne = await supabaseFor(server).auth.signInWithPassword({ email, password: 'recovered-pass-2' });
    expect(newOne.error).toBeNull();

    // The used link is dead.
    expect((await follow(link)).hash.get('error_code')).toBe('otp_expired');
    await drainOutbox(server.app);
    const logged = await server.app.db
      .select()
      .from(emailLog)
      .where(and(eq(emailLog.recipient, email), eq(emailLog.type, 'auth.recovery')));
    expect(logged).toHaveLength(1);
  });

  it('answers recovery for an unknown address the same way, without sending anything', async () => {
    const email = uniqueEmail('ghost');
    const sent = await supabaseFor(server).auth.resetPasswordForEmail(email, { redirectTo: `${server.url}/reset-success` });
    expect(sent).toEqual({ data: {}, error: null });
    expect(await mailsTo(server, 'auth.recovery', email)).toHaveLength(0);
    expect(await server.app.db.select().from(emailLog).where(eq(emailLog.recipient, email))).toHaveLength(0);
  });

  it('turns a forged or mistyped link into the otp_expired error redirect', async () => {
    const link = new URL(`${server.url}/auth/v1/verify`);
    link.searchParams.set('token', 'forged-token');
    link.searchParams.set('type', 'recovery');
    link.searchParams.set('redirect_to', `${server.url}/reset-success`);
    const { location, hash } = await follow(link);
    expect(location.pathname).toBe('/reset-success');
    expect(hash.get('error')).toBe('access_denied');
    expect(hash.get('error_code')).toBe('otp_expired');
    expect(hash.get('error_description')).toBeTruthy();
  });
});
