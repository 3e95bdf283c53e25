import { useState } from 'react';
import { paths } from '../../lib/paths.js';
import { initialsOf } from '../../lib/format.js';
import { cn } from './cn.js';

/** A profile photo from /uploads, or the person's initials when there is none. */
export function Avatar({
  name,
  image,
  className,
}: {
  name: string;
  image: string | null | undefined;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const base = cn('size-9 shrink-0 rounded-full', className);
  if (image && failed !== image) {
    return (
      <img
        src={paths.upload(image)}
        alt={name}
        className={cn(base, 'object-cover ring-1 ring-slate-200 dark:ring-slate-700')}
        onError={() => setFailed(image)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={cn(
        base,
        'inline-flex items-center justify-center bg-indigo-100 text-sm font-semibold text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-200',
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
