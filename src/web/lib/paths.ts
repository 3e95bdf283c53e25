/** The client paths live in src/shared/paths.ts (mailed links use them too); the web imports them from here. */
export { ownPaths, paths, teamCalendarPath, type OwnPaths } from '#shared/paths.js';
