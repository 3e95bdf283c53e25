/**
 * Profile photos: stored, resized and served.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { imageName, storeProfileImage } from './images.service.js';
export { uploadsRoutes } from './uploads.routes.js';
