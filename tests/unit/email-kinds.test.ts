import { describe, expect, it } from 'vitest';
import { EMAIL_KIND_LABELS, emailKindLabel } from '@/shared/email-kinds';

describe('e-mail kind names', () => {
  it('names the kinds the portal sends', () => {
    expect(emailKindLabel('message.new')).toBe('New message');
    expect(emailKindLabel('auth.signup')).toBe('Account confirmation');
    expect(emailKindLabel('deficiency.reminder')).toBe('Deficiency reminder');
  });

  it('gives every kind a name of words, never its key', () => {
    for (const [kind, label] of Object.entries(EMAIL_KIND_LABELS)) {
      expect(label, kind).not.toMatch(/[._]/);
      expect(label.charAt(0), kind).toMatch(/[A-Z]/);
    }
  });

  it('reads an unknown key as words, and leaves anything else as it is', () => {
    expect(emailKindLabel('invoice.overdue_notice')).toBe('Invoice overdue notice');
    expect(emailKindLabel('legacy-kind')).toBe('Legacy kind');
    expect(emailKindLabel('=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
  });
});
