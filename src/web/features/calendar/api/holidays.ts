import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarApi } from '#shared/api/calendar.js';
import type { HolidayInput } from '#shared/schemas/calendar.js';
import { call, callQuery, invalidateAreas } from '#web/lib/call.js';
import type { ChosenFile } from '#web/components/import-file.js';

/** The public holidays of a year, by day. */
export function useHolidays(year: number) {
  return useQuery({ ...callQuery(calendarApi.holidays, { query: { year } }), placeholderData: keepPreviousData });
}

/** A change of holidays changes the lists, the attendance report's 'Not marked' days and the audit trail. */
function useHolidayChange<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateAreas(queryClient, 'Calendar', 'Attendance', 'Audit') });
}

/** Adds a holiday, or (with an id) changes one. */
export function useSaveHoliday() {
  return useHolidayChange(({ id, body }: { id: string | null; body: HolidayInput }) =>
    id ? call(calendarApi.updateHoliday, { params: { id }, body }) : call(calendarApi.addHoliday, { body }),
  );
}

export function useDeleteHoliday() {
  return useHolidayChange((id: string) => call(calendarApi.deleteHoliday, { params: { id } }));
}

/** Reads a holiday file on the server: every row with its error or none; nothing is saved. */
export function usePreviewImport(year: number) {
  return useMutation({
    mutationFn: async (chosen: ChosenFile) =>
      call(calendarApi.previewImport, { body: { year, fileName: chosen.fileName, text: await chosen.file.text() } }),
  });
}

export function useImportHolidays(year: number) {
  return useHolidayChange(async (chosen: ChosenFile) =>
    call(calendarApi.importHolidays, { body: { year, fileName: chosen.fileName, text: await chosen.file.text() } }),
  );
}
