import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorScreen } from '../components/ui/error-screen.js';
import { paths } from '../lib/paths.js';
import { startSessionCheck } from '../lib/session-requests.js';
import type { OpenApp } from './login-entry.js';
import { screenCode } from './screen-code.js';

const loadApp = () => import('./app.js');

/**
 * Draws the page, once React has arrived (main.tsx loads this beside the screen's code): on a
 * cold visit to /login the login screen alone, without the app (router, query client, every
 * other screen); anywhere else the app. The login screen hands the page to the app when the
 * user has signed in, or at once when the session check finds someone signed in already.
 */
export function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  const session = startSessionCheck();

  /** When the app's code cannot be fetched (offline, or a deploy replaced it): say so, offer a reload. */
  const showLoadError = () => root.render(<ErrorScreen />);

  const openApp: OpenApp = (to, how, user) => {
    loadApp().then(({ renderApp }) => {
      if (to !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
        window.history[how === 'push' ? 'pushState' : 'replaceState'](null, '', to);
      }
      renderApp(root, user);
    }, showLoadError);
  };

  if (window.location.pathname === paths.login) {
    screenCode.login().then(({ LoginEntry }) => {
      root.render(
        <StrictMode>
          <LoginEntry session={session} openApp={openApp} preloadApp={() => void loadApp().catch(() => undefined)} />
        </StrictMode>,
      );
    }, showLoadError);
  } else {
    loadApp().then(({ renderApp }) => renderApp(root), showLoadError);
  }
}
