export * from './enums.js';
export * from './accounts.js';
export * from './people.js';
export * from './work.js';
export * from './time.js';
export * from './comms.js';
export * from './audit.js';
export * from './leave-policy.js';
