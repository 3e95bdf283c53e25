import type { ChangeEvent, ReactNode } from 'react';
import { IMPORT_MSG } from '#shared/messages/import.js';
import { TextField } from './ui/field.js';
import { StatusBadge } from './ui/status-badge.js';

export interface ChosenFile {
  fileName: string;
  file: Blob;
}

/** The form an import sends: the file in `file` (CSV or XLSX, read by the server), and other fields. */
export function importFormOf(chosen: ChosenFile, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', chosen.file, chosen.fileName);
  return form;
}

/**
 * The file input of an import: takes the chosen file (refusing one over `kilobytes`) and hands
 * it on; the server reads it and checks every row. Choosing the same file again, once fixed,
 * reads it again.
 */
export function ImportFileField({
  label,
  accept,
  kilobytes,
  hint,
  error,
  onChosen,
  onError,
}: {
  label: string;
  accept: string;
  kilobytes: number;
  hint: ReactNode;
  error?: string | null | undefined;
  onChosen: (file: ChosenFile) => void;
  onError: (message: string | null) => void;
}) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    onError(null);
    if (!file) return;
    if (file.size > kilobytes * 1024) return onError(IMPORT_MSG.fileTooLarge(kilobytes));
    // A copy, so a file changed on disk after it was chosen is sent as it was checked.
    file.arrayBuffer().then(
      (bytes) => onChosen({ fileName: file.name, file: new Blob([bytes], { type: file.type }) }),
      () => onError(IMPORT_MSG.readFailed),
    );
  };
  return (
    <TextField
      label={label}
      type="file"
      accept={accept}
      hint={hint}
      error={error ?? undefined}
      onChange={choose}
      className="py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-700 dark:file:bg-slate-800 dark:file:text-slate-200"
    />
  );
}

/** A previewed row's check: 'OK', or 'Error' with the row's message. */
export function RowCheck({ error }: { error: string | null }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <StatusBadge tone={error ? 'red' : 'green'}>{error ? 'Error' : 'OK'}</StatusBadge>
      {error ? <span className="text-red-700 dark:text-red-300">{error}</span> : null}
    </div>
  );
}
