/**
 * Sign-in accounts: disable and enable, sign out everywhere, change a role (admin).
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { accountsRoutes } from './accounts.routes.js';
export { assertLinkable } from './accounts.service.js';
