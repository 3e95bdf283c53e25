import { Link } from 'react-router';
import { paths } from '#web/lib/paths.js';
import { linkClasses } from './auth-layout.js';

/** The 'Back to login' link under a signed-out card. */
export function BackToLogin({ className }: { className?: string }) {
  return (
    <Link to={paths.login} className={className ? `${className} ${linkClasses}` : linkClasses}>
      Back to login
    </Link>
  );
}
