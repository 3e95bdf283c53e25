import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { ROLE_HOME } from '#shared/roles.js';
import { buttonClasses } from '../../components/ui/button.js';
import { paths } from '../../lib/paths.js';
import { useSession } from '../../lib/session.js';

export function NotFoundPage() {
  const { user } = useSession();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 text-center dark:bg-slate-950">
      <title>Page not found · EMS Panel</title>
      <span className="mb-6 flex size-14 items-center justify-center rounded-full bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300">
        <Compass className="size-7" aria-hidden />
      </span>
      <p className="text-sm font-semibold text-indigo-600 dark:text-indigo-400">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Page not found</h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-400">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to={user ? ROLE_HOME[user.role] : paths.login} className={buttonClasses('primary', 'md', 'mt-8')}>
        {user ? 'Go to your dashboard' : 'Go to login'}
      </Link>
    </main>
  );
}
