/**
 * Attendance marks and the attendance report.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { attendanceRoutes } from './attendance.routes.js';
export { countPresent } from './attendance.service.js';
