import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import {
  decodeEncodedWords,
  decodeQuotedPrintable,
  extractLinks,
  parseEml,
  waitForEmail,
  waitForEmailLink,
} from '../support/e2e-mail';

// The e-mail reader the auth specs depend on, checked against messages built by the same
// nodemailer transport the server uses (no browser needed).

const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

async function render(message: SendMailOptions): Promise<string> {
  const info = await transport.sendMail({ from: 'PaintQA Services <no-reply@paintqa.example>', ...message });
  return (info.message as Buffer).toString('utf8');
}

// A link longer than the 76-character line limit, with '=' and '&' that quoted-printable escapes.
const longLink =
  'http://localhost:4173/auth/v1/verify?token=' +
  'a1B2c3D4e5F6g7H8i9J0'.repeat(6) +
  '&type=recovery&redirect_to=' +
  encodeURIComponent('http://localhost:4173/reset-success');

test.describe('e-mail reader', () => {
  test('decodes quoted-printable: escapes, soft line breaks and UTF-8', () => {
    expect(decodeQuotedPrintable('a=3Db').toString()).toBe('a=b');
    expect(decodeQuotedPrintable('caf=C3=A9 na=C3=AFve').toString()).toBe('café naïve');
    expect(decodeQuotedPrintable('one long=\nline=  \r\ncontinued').toString()).toBe('one longlinecontinued');
    expect(decodeQuotedPrintable('hard\nbreak').toString()).toBe('hard\nbreak');
    expect(decodeQuotedPrintable('not hex =ZZ').toString()).toBe('not hex =ZZ');
  });

  test('decodes RFC 2047 encoded words', () => {
    expect(decodeEncodedWords('=?UTF-8?Q?R=C3=A9initialiser_le?= =?UTF-8?Q?_mot?=')).toBe('Réinitialiser le mot');
    expect(decodeEncodedWords('=?utf-8?B?w4lsw6hu?=')).toBe('Élèn');
    expect(decodeEncodedWords('plain')).toBe('plain');
  });

  test('reads text and HTML parts of a multipart nodemailer message', async () => {
    const raw = await render({
      to: 'Dana Doe <Dana@Example.com>',
      subject: 'Réinitialisez your password — PaintQA',
      text: `Hello Dana, café time.\n\nReset your password: ${longLink}\n\nIgnore this e-mail otherwise.`,
      html: `<p>Hello Dana,</p><p><a href="${longLink.replace(/&/g, '&amp;')}">Reset password</a></p>`,
      headers: { 'X-PaintQA-Mail-Type': 'auth.recovery' },
    });
    // The transport really did wrap and escape the link.
    expect(raw).toMatch(/quoted-printable/i);
    expect(raw).not.toContain(longLink);

    const mail = parseEml(raw);
    expect(mail.to).toEqual(['dana@example.com']);
    expect(mail.type).toBe('auth.recovery');
    expect(mail.subject).toBe('Réinitialisez your password — PaintQA');
    expect(mail.text).toContain('café time');
    expect(mail.text).toContain(longLink);
    expect(mail.html).toContain('Reset password');
    expect(extractLinks(mail)).toEqual([longLink]);
  });

  test('reads a text-only and a base64 message', async () => {
    const plain = parseEml(await render({ to: 'x@example.com', subject: 'Hi', text: `Go to ${longLink}.` }));
    expect(extractLinks(plain)).toEqual([longLink]);

    const base64 = parseEml(
      await render({ to: 'y@example.com', subject: 'Hi', text: `日本語 ${longLink}`, textEncoding: 'base64' }),
    );
    expect(base64.text).toContain('日本語');
    expect(extractLinks(base64)).toEqual([longLink]);
  });

  test('waits for the newest matching .eml in a folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'paintqa-mail-helper-'));
    try {
      const write = async (name: string, message: SendMailOptions, ageMs: number) => {
        const file = join(dir, name);
        writeFileSync(file, await render(message));
        const when = new Date(Date.now() - ageMs);
        utimesSync(file, when, when);
      };
      await write('1-old.eml', { to: 'erin@example.com', subject: 'old', text: 'http://localhost/old' }, 60_000);
      await write('2-other.eml', { to: 'someone@example.com', subject: 'other', text: 'http://localhost/other' }, 0);
      await write('3-new.eml', { to: 'Erin@Example.com', subject: 'new', text: 'http://localhost/new?a=1&b=2' }, 1_000);

      expect((await waitForEmail('erin@example.com', { mailDir: dir })).subject).toBe('new');
      expect(await waitForEmailLink('ERIN@example.com', { mailDir: dir })).toBe('http://localhost/new?a=1&b=2');
      await expect(
        waitForEmail('erin@example.com', { mailDir: dir, since: Date.now() + 1_000, timeoutMs: 300 }),
      ).rejects.toThrow(/No e-mail to erin@example.com/);
      await expect(waitForEmailLink('erin@example.com', { mailDir: dir, match: /verify/ })).rejects.toThrow(
        /no link matching/,
      );

      // A message that arrives while waiting is picked up.
      const pending = waitForEmail('late@example.com', { mailDir: dir, timeoutMs: 5_000 });
      setTimeout(() => void write('4-late.eml', { to: 'late@example.com', subject: 'late', text: 'x' }, 0), 300);
      expect((await pending).subject).toBe('late');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('an absent mail folder is an empty mailbox, not a crash', async () => {
    await expect(
      waitForEmail('nobody@example.com', { mailDir: join(tmpdir(), 'paintqa-no-such-dir'), timeoutMs: 250 }),
    ).rejects.toThrow(/No e-mail/);
  });
});
