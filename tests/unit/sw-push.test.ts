import { describe, expect, it, vi } from 'vitest';
import { openPushLink, parsePushNotice, safeLink } from '../../sw/push';

describe('the service worker push handlers', () => {
  it('reads the title and link of a push, and never links outside the app', () => {
    expect(parsePushNotice(JSON.stringify({ title: 'New message', link: '/mailbox?thread=1' }))).toEqual({ title: 'New message', link: '/mailbox?thread=1' });
    expect(parsePushNotice('not json')).toEqual({ title: 'PaintQA', link: '/home' });
    expect(parsePushNotice(null)).toEqual({ title: 'PaintQA', link: '/home' });
    for (const link of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 42]) expect(safeLink(link)).toBe('/home');
  });

  it('focuses and navigates an open window of the app, or opens one', async () => {
    const navigate = vi.fn();
    const open = { url: 'https://portal.example/home', focus: vi.fn(async () => open), navigate };
    const clients = { matchAll: vi.fn(async () => [open]), openWindow: vi.fn() };
    await openPushLink(clients , 'https://portal.example', '/projects/P-1');
    expect(navigate).toHaveBeenCalledWith('https://portal.example/projects/P-1');
    expect(clients.openWindow).not.toHaveBeenCalled();
    clients.matchAll.mockResolvedValue([]);
    await openPushLink(clients , 'https://portal.example', '/mailbox');
    expect(clients.openWindow).toHaveBeenCalledWith('https://portal.example/mailbox');
  });
});
