import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSupabase } from '@/lib/supabase';
import type { AuthModalProps } from './auth-modal';

/** The dialog and its forms (react-hook-form, zod schemas) are a chunk of their own. */
const loadAuthModal = () => import('./auth-modal');
const AuthModal = lazy(async () => ({ default: (await loadAuthModal()).AuthModal }));

/**
 * The auth modal, loaded the first time it opens (the landing page does not need its forms to
 * render), and kept mounted from then on so it can animate out. Opening it also loads
 * supabase-js, which every one of its forms calls.
 */
export function LazyAuthModal(props: AuthModalProps) {
  const opened = props.view !== null;
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);

  useEffect(() => {
    if (opened) void loadSupabase().catch((error: unknown) => console.error('Could not load the auth client', error));
  }, [opened]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal {...props} />
    </Suspense>
  );
}
