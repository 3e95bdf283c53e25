import type { ReactNode } from 'react';
import type { ReasonState } from '#web/lib/use-reason.js';
import { TextareaField } from './ui/field.js';

/** The required reason of a correction, deletion or decision (see `useReason`). */
export function ReasonField({
  reason,
  label = 'Reason',
  hint,
  placeholder,
}: {
  reason: ReasonState;
  label?: string;
  hint?: ReactNode;
  placeholder?: string;
}) {
  return <TextareaField label={label} rows={2} hint={hint} placeholder={placeholder} {...reason.field} />;
}
