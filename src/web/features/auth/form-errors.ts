/** Moved to lib/ so every feature's forms share it; kept here for existing imports. */
export { applyFieldErrors } from '../../lib/form-errors.js';
