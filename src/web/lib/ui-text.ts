/** Interface wording shared by several screens (the spec's words where it has them). */
export const PASSWORD_HINT = 'Min 8 characters, with uppercase, lowercase, and numbers';
