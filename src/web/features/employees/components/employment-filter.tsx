import type { EmploymentStatus } from '#shared/list-columns.js';
import { Segmented } from '#web/components/ui/segmented.js';

const CHOICES = [
  { value: 'active', text: 'Working here' },
  { value: 'former', text: 'Left' },
  { value: 'all', text: 'Everyone' },
] as const satisfies readonly { value: EmploymentStatus; text: string }[];

/** Which people a list shows: those working here (the default), those who left, or everyone. */
export function EmploymentFilter({
  value,
  onChange,
}: {
  value: EmploymentStatus;
  onChange: (status: EmploymentStatus) => void;
}) {
  return <Segmented label="Show people" value={value} onChange={onChange} choices={CHOICES} />;
}
