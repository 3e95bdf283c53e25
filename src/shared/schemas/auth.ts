import { z } from 'zod';
import { ROLES } from '../roles.js';
import { MSG } from '../messages.js';
import { isStrongPassword } from '../password.js';
import { TEXT_MSG } from '../messages/text.js';
import { isOneLine } from '../text.js';
import { lineText } from './common.js';

const email = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(254, MSG.invalidEmail)
  .pipe(z.email({ error: MSG.invalidEmail }))
  .transform((value) => value.toLowerCase());

/** A new password (an existing one is checked as it was set: sign-in takes any). */
const strongPassword = z
  .string({ error: MSG.passwordRequired })
  .refine(isStrongPassword, { message: MSG.weakPassword })
  .refine(isOneLine, { message: TEXT_MSG.oneLine('Passwords') });

export const loginSchema = z.object({
  email,
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(1024),
  remember: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  name: lineText('Names', { error: MSG.nameRequired }).min(1, MSG.nameRequired).max(120),
  email,
  password: strongPassword,
});
export type SignupInput = z.infer<typeof signupSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'The reset token is missing.').max(200),
  password: strongPassword,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(1024),
  newPassword: strongPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(1024),
  email: z
    .email({ error: MSG.invalidEmail })
    .max(254)
    .transform((value) => value.trim().toLowerCase()),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const sessionUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  profileImage: z.string().nullable(),
  meta: z.object({
    lastLoginIp: z.string().nullable(),
    lastLoginDevice: z.string().nullable(),
    lastLoginAt: z.string().nullable(),
  }),
  employee: z
    .object({
      _id: z.string(),
      employeeId: z.string(),
      department: z.object({ _id: z.string(), dep_name: z.string() }).nullable(),
    })
    .nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: sessionUserSchema,
});

export const sessionInfoSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
