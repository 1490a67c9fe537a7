import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/** The app; `router` when the caller created it already (src/boot/start-app.tsx waits for it to be ready). */
export function App({ router: givenRouter }: { router?: ReturnType<typeof createAppRouter> }) {
  const [router] = useState(() => givenRouter ?? createAppRouter());
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
