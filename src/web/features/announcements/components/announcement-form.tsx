import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '#web/lib/toast.js';
import type { z } from 'zod';
import { ANNOUNCEMENT_MSG } from '#shared/messages/announcements.js';
import { ANNOUNCEMENT_MESSAGE_MAX } from '#shared/schemas/announcements.js';
import { Button } from '#web/components/ui/button.js';
import { SelectField, TextareaField } from '#web/components/ui/field.js';
import { Card } from '#web/components/ui/page.js';
import { isApiError, NETWORK_ERROR } from '#web/lib/api-client.js';

export interface AnnouncementFormValues {
  message: string;
  type: string;
  selectedEmployee?: string | null | undefined;
}

/** What either sender's shared schema turns the form into. */
interface AnnouncementOutput {
  message: string;
  type: string;
  selectedEmployee?: string | null | undefined;
}

const FIELDS = ['message', 'type', 'selectedEmployee'] as const;

export interface PickerProps {
  value: string;
  onChange: (id: string) => void;
  error: string | undefined;
}

/**
 * The announcement form of both senders: message, type and, for 'selected', one employee.
 * Validation comes from the shared schema (the server's own wording); server messages land on their field.
 */
export function AnnouncementForm<Output extends AnnouncementOutput>({
  title,
  description,
  schema,
  typeOptions,
  renderPicker,
  send,
  failMessage,
}: {
  title: string;
  description: string;
  schema: z.ZodType<Output, AnnouncementFormValues>;
  typeOptions: readonly { value: string; label: string }[];
  renderPicker: (props: PickerProps) => ReactNode;
  send: (input: Output) => Promise<{ message: string }>;
  failMessage: string;
}) {
  const headingId = useId();
  const defaults: AnnouncementFormValues = { message: '', type: typeOptions[0]?.value ?? '', selectedEmployee: '' };
  const form = useForm<AnnouncementFormValues, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('type');
  const length = form.watch('message').length;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const result = await send(input);
      toast.success(result.message || ANNOUNCEMENT_MSG.sent);
      form.reset({ ...defaults, type: input.type });
    } catch (error) {
      const onField = FIELDS.filter((field) => isApiError(error) && error.messageFor(field));
      onField.forEach((field) => form.setError(field, { message: isApiError(error) ? error.messageFor(field) : '' }));
      if (onField.length) return;
      if (isApiError(error) && error.status !== NETWORK_ERROR && error.status < 500) {
        toast.error(failMessage, { description: error.message });
      } else {
        toast.error(ANNOUNCEMENT_MSG.somethingWrong);
      }
    }
  });

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        <TextareaField
          label="Message"
          placeholder="Write your announcement…"
          rows={5}
          hint={`${length} / ${ANNOUNCEMENT_MESSAGE_MAX} characters`}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <SelectField
          label="Send to"
          options={typeOptions}
          error={errors.type?.message}
          {...form.register('type', { onChange: () => form.clearErrors('selectedEmployee') })}
        />
        {type === 'selected' ? (
          <Controller
            control={form.control}
            name="selectedEmployee"
            render={({ field, fieldState }) => (
              <>
                {renderPicker({ value: field.value ?? '', onChange: field.onChange, error: fieldState.error?.message })}
              </>
            )}
          />
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting}>
            <Send className="size-4" aria-hidden />
            Send Announcement
          </Button>
        </div>
      </form>
    </Card>
  );
}
