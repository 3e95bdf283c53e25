import { useMemo, useState, type ReactNode } from 'react';
import { IMPORT_MSG } from '#shared/messages/import.js';
import { errorText } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useClientPaging } from '#web/lib/use-client-paging.js';
import { ImportFileField, type ChosenFile } from './import-file.js';
import { Alert } from './ui/alert.js';
import { Button } from './ui/button.js';
import { DataTable, type Column } from './ui/data-table.js';
import { Modal } from './ui/modal.js';
import { Segmented } from './ui/segmented.js';

/** The part of a react-query mutation the modal drives. */
interface Step<Answer> {
  mutate: (file: ChosenFile, options: { onSuccess?: (answer: Answer) => void; onError?: (e: Error) => void }) => void;
  reset: () => void;
  data?: Answer | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
}

export type PreviewRow<Row> = Row & { key: number };

export interface ImportModalProps<
  Row extends { error: string | null },
  Preview extends { rows: Row[]; errors: number },
  Saved extends { message: string } = { message: string },
> {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  file: { label: string; accept: string; kilobytes: number; limits: string };
  /** Checks the file on the server: every row with its error or none; nothing saved. */
  preview: Step<{ result: Preview }>;
  /** Saves every row or none; its answer's message is the toast. */
  commit: Step<Saved>;
  /** After the save, the dialog closed: what the answer holds besides its message (links shown once). */
  onCommitted?: (answer: Saved) => void;
  /** More to ask before saving (a reason): false keeps the dialog open. */
  confirm?: () => boolean;
  /** Whether this preview may be saved (besides having no row with an error). */
  ready: (preview: Preview) => boolean;
  commitLabel: (preview: Preview | undefined) => string;
  summary: (preview: Preview, file: ChosenFile) => ReactNode;
  table: { caption: string; columns: Column<PreviewRow<Row>>[]; empty: string };
  failedTitle: string;
  /** Fields between the file and the preview (the reason of a change). */
  children?: ReactNode;
  onReset?: () => void;
}

/**
 * An import: a file is chosen, checked on the server row by row and shown; the save button stays
 * off until no row has an error, and then saves every row or none. Every import of the app is
 * this dialog with its own columns and wording.
 */
export function ImportModal<
  Row extends { error: string | null },
  Preview extends { rows: Row[]; errors: number },
  Saved extends { message: string } = { message: string },
>(props: ImportModalProps<Row, Preview, Saved>) {
  const { preview, commit } = props;
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const result = preview.data?.result;
  const shown = useMemo(() => {
    const keyed = (result?.rows ?? []).map((row, key) => ({ ...row, key }));
    return onlyErrors ? keyed.filter((row) => row.error) : keyed;
  }, [result, onlyErrors]);
  const pages = useClientPaging(shown);
  const clear = () => {
    preview.reset();
    commit.reset();
    setChosen(null);
    setFileError(null);
    setOnlyErrors(false);
    pages.reset();
  };
  const close = () => {
    clear();
    props.onReset?.();
    props.onClose();
  };
  const choose = (file: ChosenFile) => {
    clear();
    setChosen(file);
    preview.mutate(file, { onError: (failure) => setFileError(errorText(failure, IMPORT_MSG.readFailed)) });
  };
  const fail = (message: string | null) => {
    if (message !== null) clear();
    setFileError(message);
  };

  const ready = Boolean(chosen && result && !result.errors && props.ready(result));
  const save = () => {
    if (!chosen || (props.confirm && !props.confirm())) return;
    commit.mutate(chosen, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        close();
        props.onCommitted?.(answer);
      },
    });
  };

  return (
    <Modal
      open={props.open}
      onOpenChange={(next) => (!next && !commit.isPending ? close() : undefined)}
      title={props.title}
      description={props.description}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={commit.isPending}>
            Cancel
          </Button>
          <Button onClick={save} disabled={!ready} loading={commit.isPending}>
            {props.commitLabel(ready ? result : undefined)}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <ImportFileField
          label={props.file.label}
          accept={props.file.accept}
          kilobytes={props.file.kilobytes}
          hint={chosen ? `Checked: ${chosen.fileName}` : props.file.limits}
          error={fileError}
          onChosen={choose}
          onError={fail}
        />
        {props.children}
        {commit.isError ? <Alert title={props.failedTitle}>{errorText(commit.error, props.failedTitle)}</Alert> : null}
        {result && chosen ? (
          <>
            {props.summary(result, chosen)}
            {result.errors ? (
              <Segmented
                label="Rows shown"
                value={onlyErrors}
                onChange={(next) => {
                  setOnlyErrors(next);
                  pages.reset();
                }}
                choices={[
                  { value: false, text: `All rows (${result.rows.length.toLocaleString('en-US')})` },
                  { value: true, text: `With errors (${result.errors.toLocaleString('en-US')})` },
                ]}
              />
            ) : null}
            <DataTable
              caption={props.table.caption}
              columns={props.table.columns}
              rows={pages.rows}
              rowKey={(row) => String(row.key)}
              empty={props.table.empty}
              paging={shown.length > pages.paging.pageSize ? pages.paging : undefined}
              scroll
            />
          </>
        ) : preview.isPending ? (
          <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
            Checking the file…
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
