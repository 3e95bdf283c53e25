import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOpenerState } from '../../lib/return-to.js';
import { buttonClasses } from './button.js';

/** A list's 'Add …' link, styled as the primary button with a plus; the form returns here after saving. */
export function AddLink({ to, children }: { to: string; children: ReactNode }) {
  const opener = useOpenerState();
  return (
    <Link to={to} state={opener} className={buttonClasses('primary', 'md', 'shrink-0')}>
      <Plus className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
