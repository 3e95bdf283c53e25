import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './button.js';

/** A list's 'Add …' link, styled as the primary button with a plus. */
export function AddLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses('primary', 'md', 'shrink-0')}>
      <Plus className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
