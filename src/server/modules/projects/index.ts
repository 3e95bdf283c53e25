/**
 * Projects and their tasks.
 *
 * The module's public face: other modules and the app import only this file (eslint/modules.js).
 */
export { runningProjects } from './projects.figures.js';
export { projectsRoutes } from './projects.routes.js';
export { countWorkingTasks, listRunningProjects } from './projects.service.js';
