import { useState } from 'react';
import { MAIL_MSG } from '#shared/messages/mail.js';
import { Checkbox } from '#web/components/ui/field.js';
import { errorText } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useMailPreference, useSetMailPreference } from '../api/mail-preference.js';

/** Whether leave requests, decisions and announcements are mailed as well as shown in the bell. */
export function MailPreference() {
  const preference = useMailPreference();
  const save = useSetMailPreference();
  // Set in the click's own handler: a controlled checkbox whose new value arrived a render later
  // (the mutation's pending state) was put back by React first, and flickered.
  const [asked, setAsked] = useState<boolean | null>(null);
  const checked = asked ?? preference.data?.mailNotifications ?? true;
  return (
    <div className="space-y-2">
      <Checkbox
        label="Email me about leave and announcements"
        checked={checked}
        disabled={preference.isPending || save.isPending}
        onChange={async (event) => {
          setAsked(event.target.checked);
          try {
            toast.success((await save.mutateAsync(event.target.checked)).message);
          } catch (error) {
            toast.error(errorText(error, MAIL_MSG.preferenceFailed));
          } finally {
            setAsked(null);
          }
        }}
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The bell shows them either way. Password reset links are always mailed.
      </p>
    </div>
  );
}
