import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeeImportApi } from '#shared/api/employee-import.js';
import { pathOf, queryStringOf } from '#shared/api/endpoint.js';
import { importFormOf, type ChosenFile } from '#web/components/import-file.js';
import { apiRequest } from '#web/lib/api-client.js';
import { call } from '#web/lib/call.js';
import { saveFile } from '#web/lib/save-file.js';
import { refreshAfterPersonChange } from './keys.js';

/** The empty file to fill in (the session cookie authenticates the download). */
export const importTemplateUrl = (format: 'csv' | 'xlsx') =>
  pathOf(employeeImportApi.template.path) + queryStringOf({ format });

/** Every row of the file checked with Add Employee's rules; nothing is saved. */
export function usePreviewEmployeeImport() {
  return useMutation({
    mutationFn: (chosen: ChosenFile) => call(employeeImportApi.preview, { body: importFormOf(chosen) }),
  });
}

/** Every row saved, or none; the answer holds the set-password links when no mail is set up. */
export function useImportEmployees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chosen: ChosenFile) => call(employeeImportApi.commit, { body: importFormOf(chosen) }),
    onSuccess: () => refreshAfterPersonChange(queryClient),
  });
}

/** The file's rows with an Error column, as CSV, offered as a download. */
export function useDownloadImportReport() {
  return useMutation({
    mutationFn: async (chosen: ChosenFile) => {
      const report = await apiRequest<Blob>(pathOf(employeeImportApi.report.path), {
        method: 'POST',
        body: importFormOf(chosen),
        as: 'blob',
      });
      saveFile(report, `${chosen.fileName.replace(/\.(csv|xlsx)$/i, '')} - errors.csv`);
    },
  });
}
