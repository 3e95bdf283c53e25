import { Building2, LogOut, Settings, X, type LucideIcon } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import type { Role } from '#shared/roles.js';
import { paths } from '../lib/paths.js';
import { useUser } from '../lib/session.js';
import { cn } from '../components/ui/cn.js';
import { SIDEBARS } from './nav.js';

const itemClasses = (active: boolean) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-400',
    active ? 'bg-indigo-600 text-white shadow-sm' : 'text-slate-300 hover:bg-slate-800 hover:text-white',
  );

function SidebarLink({
  to,
  label,
  icon: Icon,
  end,
  also = [],
  onNavigate,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean | undefined;
  also?: readonly string[] | undefined;
  onNavigate?: (() => void) | undefined;
}) {
  const { pathname } = useLocation();
  const alsoActive = also.some((prefix) => pathname.startsWith(prefix));
  return (
    <NavLink
      to={to}
      end={end ?? false}
      className={({ isActive }) => itemClasses(isActive || alsoActive)}
      aria-current={alsoActive ? 'page' : undefined}
      onClick={onNavigate}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {label}
    </NavLink>
  );
}

/** The role's sidebar: title, links, and the Settings / Logout footer (§2). */
export function Sidebar({
  role,
  onLogout,
  onNavigate,
  onClose,
  loggingOut,
}: {
  role: Role;
  onLogout: () => void;
  onNavigate?: () => void;
  /** Present on phones, where the sidebar is a drawer. */
  onClose?: () => void;
  loggingOut: boolean;
}) {
  const { title, links } = SIDEBARS[role];
  const hasRecord = useUser().employee !== null;
  const shown = links.filter((link) => !link.ownRecord || hasRecord);
  return (
    <div className="flex h-full flex-col bg-slate-900 text-slate-100 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800">
      <div className="flex h-16 items-center justify-between gap-2 border-b border-slate-800 px-5">
        <div className="flex items-center gap-2.5">
          <span className="flex size-8 items-center justify-center rounded-lg bg-indigo-600 text-white">
            <Building2 className="size-4" aria-hidden />
          </span>
          <span className="text-lg font-semibold tracking-tight">{title}</span>
        </div>
        {onClose ? (
          <button
            type="button"
            onClick={onClose}
            className="rounded-md p-1.5 text-slate-400 hover:bg-slate-800 hover:text-white"
            aria-label="Close menu"
          >
            <X className="size-5" aria-hidden />
          </button>
        ) : null}
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {shown.map(({ ownRecord: _own, ...link }) => (
            <li key={link.to}>
              <SidebarLink {...link} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-slate-800 px-3 py-4">
        <SidebarLink to={paths.settings} label="Settings" icon={Settings} onNavigate={onNavigate} />
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          className={cn(itemClasses(false), 'w-full disabled:opacity-60')}
        >
          <LogOut className="size-4 shrink-0" aria-hidden />
          Logout
        </button>
      </div>
    </div>
  );
}
