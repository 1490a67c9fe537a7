import type { SessionResponse } from './tokens';

/**
 * Where an e-mail link may send the browser (with tokens in the hash): only a page of the portal
 * itself. Anything else, relative paths resolved against the portal, falls back to its home page,
 * so a crafted redirect_to can never carry a session to another origin.
 */
export function safeRedirect(value: string | null | undefined, publicUrl: string): string {
  const home = new URL(publicUrl);
  if (!value) return home.href;
  try {
    const target = new URL(value, home);
    if (target.origin !== home.origin) return home.href;
    return target.href;
  } catch {
    return home.href;
  }
}

/** The link in a confirmation or recovery e-mail: GET /auth/v1/verify on this server. */
export function verifyLink(authUrl: string, token: string, type: 'signup' | 'recovery', redirectTo: string): string {
  const url = new URL(`${authUrl}/verify`);
  url.searchParams.set('token', token);
  url.searchParams.set('type', type);
  url.searchParams.set('redirect_to', redirectTo);
  return url.href;
}

function withHash(target: string, params: Record<string, string | number>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  return url.href;
}

/** Implicit-flow redirect that supabase-js `detectSessionInUrl` turns into a session. */
export function sessionRedirect(target: string, session: SessionResponse, type: string): string {
  return withHash(target, {
    access_token: session.access_token,
    expires_at: session.expires_at,
    expires_in: session.expires_in,
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type,
  });
}

/** GoTrue's answer to a bad or expired link (supabase-js raises AuthImplicitGrantRedirectError). */
export function linkErrorRedirect(target: string): string {
  return withHash(target, {
    error: 'access_denied',
    error_code: 'otp_expired',
    error_description: 'Email link is invalid or has expired',
  });
}
