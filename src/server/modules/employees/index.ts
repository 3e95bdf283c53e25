/**
 * People on the books: records, lists and search, imports, joining and leaving.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { employeeImportRoutes } from './employee-import.routes.js';
export { employeeCounts } from './employees.figures.js';
export {
  employedOn,
  employeeSearch,
  isWorkingHere,
  listActiveDepartmentEmployees,
  listEmployees,
} from './employees.queries.js';
export { employeesRoutes } from './employees.routes.js';
export { getEmployeeProfile } from './employees.service.js';
export { labelsOf, peopleDirectory } from './kept-directory.js';
export { directoryPage } from './people-directory.js';
