/**
 * Salary structures: dated revisions of a person's pay components (issue 29).
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { inForce, revisionsOf, type Revision } from './structures.queries.js';
export { salaryStructureRoutes } from './structures.routes.js';
