/**
 * The outgoing mail the admin reads and retries.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { mailRoutes } from './mail.routes.js';
