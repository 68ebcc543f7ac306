import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** The whole client; `router` when main.tsx made it first (to wait for its route chunks). */
export function App({ router: given }: { router?: ReturnType<typeof createAppRouter> }) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
