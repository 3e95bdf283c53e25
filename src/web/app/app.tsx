import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { SessionUser } from '#shared/schemas/auth.js';
import { createQueryClient, sessionQueryKey } from '../lib/query-client.js';
import { SessionProvider } from '../lib/session.js';
import { forgetSessionCheck } from '../lib/session-requests.js';
import { createRoutes } from '../routes.js';

/**
 * The app: query client, session and the data router, for every screen but a cold visit to the
 * login screen (main.tsx). `user`, when given, is the session the login entry already knows (a
 * sign-in just made, or a check already answered), so it is not asked again.
 */
export function renderApp(root: Root, user?: SessionUser | null) {
  const queryClient = createQueryClient();
  if (user !== undefined) {
    forgetSessionCheck();
    queryClient.setQueryData(sessionQueryKey, user);
  }
  const router = createBrowserRouter(createRoutes(queryClient));
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
