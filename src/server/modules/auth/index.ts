/**
 * Sign-in, sign-up, password resets, invitations and who is signed in.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { activeUsers } from './auth.figures.js';
export { authRoutes } from './auth.routes.js';
export { invite } from './invitations.js';
