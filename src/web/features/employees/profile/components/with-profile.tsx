import type { ReactNode } from 'react';
import { MSG } from '#shared/messages.js';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import { Alert } from '#web/components/ui/alert.js';
import { PageHeader } from '#web/components/ui/page.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { useEmployeeProfile, type EmployeeProfile } from '../../api/get-employee.js';
import { errorText } from '#web/lib/api-client.js';

/** Loads a person's profile (user or employee id) and shows the loading and error states. */
export function WithProfile({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: (profile: EmployeeProfile) => ReactNode;
}) {
  const profile = useEmployeeProfile(id);
  if (profile.isPending) {
    return (
      <>
        <PageHeader title={title} />
        <div className="flex justify-center py-16 text-indigo-600">
          <Spinner className="size-8" label="Loading profile" />
        </div>
      </>
    );
  }
  if (profile.isError) {
    return (
      <>
        <PageHeader title={title} />
        <Alert title={EMPLOYEE_MSG.loadFailed}>{errorText(profile.error, MSG.unexpected)}</Alert>
      </>
    );
  }
  return children(profile.data);
}
