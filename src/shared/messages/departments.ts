/** Department messages of the API and the screens; apart from the zod schemas, so screens that only show them load no zod. */
export const DEPARTMENT_MSG = {
  requiredTitle: 'All fields required',
  required: 'Please enter department name and select a manager.',
  added: 'Department added',
  updated: 'Department updated',
  deleted: 'Department deleted successfully',
  addFailedTitle: 'Failed to add department',
  updateFailed: 'Failed to update department',
  somethingWrong: 'Something went wrong!',
  nameTaken: 'A department with this name already exists.',
  notFound: 'Department not found.',
  managerUnknown: 'The selected manager does not exist or is not a manager.',
  managerBusy: 'This manager already manages another department.',
  countFailed: 'Failed to fetch department count',
} as const;

const counted = (n: number, word: string) => (n ? `${n} ${word}${n === 1 ? '' : 's'}` : '');

/**
 * Why a department cannot be deleted yet, or null when it can: people other than its manager
 * (who stays, without a department), former employees kept in its history, or projects still
 * belong to it. The server refuses with this text and the screen shows it before asking.
 */
export function departmentDeleteBlocker(department: {
  dep_name: string;
  employeeCount: number;
  formerCount: number;
  projectCount: number;
  manager: unknown;
}): string | null {
  const parts = [
    counted(department.employeeCount - (department.manager ? 1 : 0), 'employee'),
    counted(department.formerCount, 'former employee'),
    counted(department.projectCount, 'project'),
  ].filter(Boolean);
  if (!parts.length) return null;
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `${department.dep_name} still has ${list}. Move or remove them before deleting the department.`;
}
