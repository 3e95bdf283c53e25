import { startFirstScreen } from './app/first-screens.js';
import { paths } from './lib/paths.js';
import { startSessionCheck } from './lib/session-requests.js';
import { applyTheme } from './lib/theme.js';
import './styles.css';

/*
 * The page's first script, a few kB without React, so that it runs as soon as it arrives: the
 * theme, the session check and — on the address of a screen a cold load often lands on — that
 * screen's code and first requests (app/first-screens.ts), while React and the app are still on
 * their way. React and the code that draws the page (app/start.tsx) are preloaded by the page
 * itself (scripts/vite/preload-start.ts); the app's code starts here too, except on the login
 * screen, which loads it when the user starts signing in (docs/performance.md, "Browser").
 */

// Before the first paint, so a dark theme does not flash light.
applyTheme();
startSessionCheck();
startFirstScreen(window.location);
if (window.location.pathname !== paths.login) void import('./app/app.js').catch(() => undefined);
void import('./app/start.js').then(({ start }) => start());
