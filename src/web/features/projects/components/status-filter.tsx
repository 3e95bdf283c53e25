import { Segmented } from '#web/components/ui/segmented.js';
import { STATUS_LABELS, WORK_STATUSES, type WorkStatus } from '../status.js';

/** 'All', 'Pending', 'In Progress', 'Completed' as a row of toggle buttons. */
export function StatusFilter<S extends WorkStatus>({
  value,
  onChange,
  label = 'Filter by status',
}: {
  value: S | null;
  onChange: (status: S | null) => void;
  label?: string;
}) {
  return (
    <Segmented
      label={label}
      value={value}
      onChange={onChange}
      choices={[
        { value: null, text: 'All' },
        ...WORK_STATUSES.map((status) => ({ value: status as S, text: STATUS_LABELS[status] })),
      ]}
    />
  );
}
