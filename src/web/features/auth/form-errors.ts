// Moved to lib/ so every feature's forms can use it; this re-export keeps older imports working.
export { applyFieldErrors } from '../../lib/form-errors.js';
