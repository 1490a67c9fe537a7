import { useEffect } from 'react';
import { markPageShown } from '@/lib/first-page-shown';

/**
 * Shown when the app itself failed. Plain elements and inline styles: it may render outside the
 * Chakra provider.
 */
export function ErrorFallback({ error }: { error?: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  // A page, though not the one asked for: what waits for a page to show goes on (it sets no title).
  useEffect(markPageShown, []);
  return (
    <main role="alert" style={{ maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem', fontFamily: 'inherit' }}>
      <h1 style={{ fontSize: '1.5rem', fontWeight: 600 }}>Something went wrong</h1>
      <p>The page could not be shown. Reload to try again; your data on the server is safe.</p>
      {detail && <p style={{ opacity: 0.7 }}>{detail}</p>}
      <button type="button" onClick={() => window.location.reload()} style={{ marginTop: '1rem', padding: '0.5rem 1rem' }}>
        Reload
      </button>
    </main>
  );
}
