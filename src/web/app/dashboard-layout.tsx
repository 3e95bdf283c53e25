import { lazy, Suspense, useRef, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { paths } from '../lib/paths.js';
import { useSession, useUser } from '../lib/session.js';
import { Sidebar } from './sidebar.js';
import { TopBar } from './top-bar.js';

const loadDrawer = () => import('./menu-drawer.js');
// The phone menu's drawer (and with it the dialog library) loads when it is opened, or when the
// pointer or focus reaches its button.
const MenuDrawer = lazy(async () => ({ default: (await loadDrawer()).MenuDrawer }));
const preloadDrawer = () => void loadDrawer().catch(() => undefined);

/**
 * The signed-in frame: a fixed 64-unit sidebar for the user's role, the top bar and
 * the content area. On phones the sidebar becomes a drawer behind the menu button.
 */
export function DashboardLayout() {
  const user = useUser();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const navigated = useRef(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  const logout = async () => {
    setLoggingOut(true);
    await signOut();
    navigate(paths.login, { replace: true });
  };

  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 lg:block" aria-label="Sidebar">
        <Sidebar role={user.role} onLogout={logout} loggingOut={loggingOut} />
      </aside>

      {menuOpen ? (
        <Suspense fallback={null}>
          <MenuDrawer
            onClose={() => setMenuOpen(false)}
            focusOnClose={() => {
              // After following a link the new page's content takes focus; otherwise the menu button.
              if (!navigated.current) return menuButton.current;
              navigated.current = false;
              return document.getElementById('main-content');
            }}
          >
            <Sidebar
              role={user.role}
              onLogout={logout}
              loggingOut={loggingOut}
              onNavigate={() => {
                navigated.current = true;
                setMenuOpen(false);
              }}
              onClose={() => setMenuOpen(false)}
            />
          </MenuDrawer>
        </Suspense>
      ) : null}

      <div className="lg:pl-64">
        <TopBar
          user={user}
          menuOpen={menuOpen}
          onOpenMenu={() => setMenuOpen(true)}
          menuButtonRef={menuButton}
          onMenuIntent={preloadDrawer}
        />
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
