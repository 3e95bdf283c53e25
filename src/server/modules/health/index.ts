/**
 * The health check.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { healthRoutes } from './health.routes.js';
