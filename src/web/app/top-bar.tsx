import { Menu } from 'lucide-react';
import type { Ref } from 'react';
import type { SessionUser } from '#shared/schemas/auth.js';
import { NotificationBell } from '../features/notifications/components/notification-bell.js';
import { Avatar } from '../components/ui/avatar.js';

/** 'Welcome {name}', the notification bell and the profile photo. */
export function TopBar({
  user,
  onOpenMenu,
  menuOpen,
  menuButtonRef,
  onMenuIntent,
}: {
  user: SessionUser;
  onOpenMenu: () => void;
  menuOpen: boolean;
  menuButtonRef: Ref<HTMLButtonElement>;
  /** The pointer or focus reached the menu button: a moment to fetch the drawer's code. */
  onMenuIntent: () => void;
}) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6 dark:border-slate-800 dark:bg-slate-900/90">
      <button
        ref={menuButtonRef}
        type="button"
        onClick={onOpenMenu}
        onPointerEnter={onMenuIntent}
        onFocus={onMenuIntent}
        className="-ml-1 rounded-md p-2 text-slate-600 hover:bg-slate-100 lg:hidden dark:text-slate-300 dark:hover:bg-slate-800"
        aria-label="Open menu"
        aria-expanded={menuOpen}
        aria-controls="sidebar-drawer"
      >
        <Menu className="size-5" aria-hidden />
      </button>
      <p className="min-w-0 flex-1 truncate text-sm font-medium text-slate-700 sm:text-base dark:text-slate-200">
        Welcome {user.name}
      </p>
      <NotificationBell role={user.role} />
      <Avatar name={user.name} image={user.profileImage} />
    </header>
  );
}
