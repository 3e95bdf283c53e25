import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';

/** Spec §5: at least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password)
  );
}
