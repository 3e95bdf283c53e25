import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CALENDAR_MSG } from '#shared/messages/calendar.js';
import { holidayInputSchema, type HolidayInput, type HolidayJson } from '#shared/schemas/calendar.js';
import { Button } from '#web/components/ui/button.js';
import { TextField } from '#web/components/ui/field.js';
import { Modal } from '#web/components/ui/modal.js';
import { errorText } from '#web/lib/api-client.js';
import { applyFieldErrors } from '#web/lib/form-errors.js';
import { toast } from '#web/lib/toast.js';
import { useSaveHoliday } from '../api/holidays.js';

type HolidayValues = z.input<typeof holidayInputSchema>;
const FIELDS = ['day', 'name'] as const;

/** What the form edits: a new holiday (its day suggested in the year shown) or an existing one. */
export type HolidayTarget = { kind: 'new'; year: number } | { kind: 'edit'; holiday: HolidayJson } | null;

const valuesOf = (target: HolidayTarget): HolidayValues =>
  target?.kind === 'edit' ? { day: target.holiday.day, name: target.holiday.name } : { day: '', name: '' };

/** 'Add holiday' / 'Edit holiday': a day and a name; a day that already has a holiday is refused on its field. */
export function HolidayFormModal({ target, onClose }: { target: HolidayTarget; onClose: () => void }) {
  const save = useSaveHoliday();
  const form = useForm<HolidayValues, unknown, HolidayInput>({
    resolver: zodResolver(holidayInputSchema),
    defaultValues: valuesOf(target),
  });
  useEffect(() => form.reset(valuesOf(target)), [target, form]);
  const { errors, isSubmitting } = form.formState;
  const editing = target?.kind === 'edit' ? target.holiday : null;

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await save.mutateAsync({ id: editing?._id ?? null, body });
      toast.success(result.message);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, FIELDS)) {
        toast.error(CALENDAR_MSG.saveFailed, { description: errorText(error, CALENDAR_MSG.saveFailed) });
      }
    }
  });

  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => (!open && !isSubmitting ? onClose() : undefined)}
      title={editing ? 'Edit holiday' : 'Add holiday'}
      description="A public holiday is not a working day: leave over it does not count it."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Day"
          type="date"
          min={target?.kind === 'new' ? `${target.year}-01-01` : undefined}
          max={target?.kind === 'new' ? `${target.year}-12-31` : undefined}
          error={errors.day?.message}
          {...form.register('day')}
        />
        <TextField
          label="Name"
          autoComplete="off"
          placeholder="For example: Victory Day"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {editing ? 'Save holiday' : 'Add holiday'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
