import type { BadgeTone } from '#web/components/ui/status-badge.js';
import type { AttendanceStatus } from '../api/attendance-day.js';

export const ATTENDANCE_TONES: Record<AttendanceStatus, BadgeTone> = {
  Present: 'green',
  Absent: 'red',
  Sick: 'amber',
  Leave: 'sky',
};
