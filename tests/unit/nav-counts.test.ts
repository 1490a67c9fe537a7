import { describe, expect, it } from 'vitest';
import { badgeText, labelWithCount, textWithCount } from '../../src/components/layout/nav/count-badge';
import { foldedCount } from '../../src/components/layout/nav/mobile-nav';
import type { NavModel } from '../../src/components/layout/nav/nav-types';

describe('the counts of the navigation bar', () => {
  it('a badge name holds the badge text, so it contains what is seen (WCAG 2.5.3)', () => {
    expect(labelWithCount('Dashboard', 12, 'pending review')).toBe('Dashboard, 12 pending review');
    expect(labelWithCount('Pending invoices', 117, 'pending')).toBe(`Pending invoices, ${badgeText(117)} pending`);
    expect(badgeText(117)).toBe('99+');
    expect(labelWithCount('Mailbox', 0, 'unread')).toBe('Mailbox');
  });

  it('the mobile menu says the exact count in words', () => {
    expect(textWithCount('Pending invoices', 117, 'pending')).toBe('Pending invoices, 117 pending');
    expect(textWithCount('Mailbox', undefined, 'unread')).toBe('Mailbox');
  });

  it('the menu button sums only the slots the role has', () => {
    const slots = { mailbox: { href: '/mailbox' }, deficiencyAlerts: null, pendingInvoices: null, notifications: null };
    const model = { badges: slots } as unknown as NavModel;
    const data = { unreadMessages: 2, deficiencyCount: 5, notifications: { items: [], unreadCount: 4, markRead: () => {} } };
    expect(foldedCount(model, data)).toBe(2);
    const admin = { badges: { ...slots, deficiencyAlerts: { href: '/d' }, notifications: {} } } as unknown as NavModel;
    expect(foldedCount(admin, { ...data, pendingInvoices: [{ invoice_id: 1, project_code: 'P' }] })).toBe(11);
  });
});
