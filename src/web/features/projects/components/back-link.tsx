import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.js';
import { paths } from '#web/lib/paths.js';

/** 'Back to projects', at the top of the add and edit screens. */
export function BackToProjects() {
  return (
    <Link to={paths.admin.projects} className={buttonClasses('ghost', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden />
      Back to projects
    </Link>
  );
}
