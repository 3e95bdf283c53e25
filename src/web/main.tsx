import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startDashboardData } from './app/early-dashboard.js';
import { AppLoadError, LoginEntry, type OpenApp } from './app/login-entry.js';
import { paths } from './lib/paths.js';
import { startSessionCheck } from './lib/session-requests.js';
import { applyTheme } from './lib/theme.js';
import './styles.css';

/*
 * The page's first script, kept small: React, the theme, the session check and the login screen.
 * The app (router, query client, every other screen) is a chunk of its own, loaded at once for
 * any other address and, on the login screen, when the user starts signing in. The session check
 * starts here, before the app's code arrives, and so does a dashboard's data.
 */

// Before the first paint, so a dark theme does not flash light.
applyTheme();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);
const session = startSessionCheck();

const loadApp = () => import('./app/app.js');

/** When the app's code cannot be fetched (offline, or a deploy replaced it): say so, offer a reload. */
function showLoadError() {
  root.render(<AppLoadError />);
}

const openApp: OpenApp = (to, how, user) => {
  loadApp().then(({ renderApp }) => {
    if (to !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history[how === 'push' ? 'pushState' : 'replaceState'](null, '', to);
    }
    renderApp(root, user);
  }, showLoadError);
};

if (window.location.pathname === paths.login) {
  root.render(
    <StrictMode>
      <LoginEntry session={session} openApp={openApp} preloadApp={() => void loadApp().catch(() => undefined)} />
    </StrictMode>,
  );
} else {
  startDashboardData(window.location.pathname);
  loadApp().then(({ renderApp }) => renderApp(root), showLoadError);
}
