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
