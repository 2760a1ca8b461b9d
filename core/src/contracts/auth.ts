/** Auth and user contracts (platform-spec §3, §7). */
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { AUTH_MESSAGES } from '../content/auth-messages';

/** Least to most trusted: players; creators (build and manage their own rooms and agents); admins (everything). */
export const ROLES = ['user', 'creator', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Whether a role may use the creation routes (the wizard, agents, the scene editor): creators and admins. */
export const canCreate = (role: Role): boolean => role === 'creator' || role === 'admin';

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: RoleSchema,
  admin: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const UserWithCountsSchema = UserSchema.extend({
  agents_count: z.number().int(),
  puzzles_count: z.number().int(),
  game_sessions_count: z.number().int(),
});
export type UserWithCounts = z.infer<typeof UserWithCountsSchema>;

/** GET /api/v1/users?limit=&cursor=: newest first; `next_cursor` is null on the last page. */
export interface UserListResponse {
  status: 'success';
  users: UserWithCounts[];
  next_cursor: string | null;
}

const email = z
  .string({ required_error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .email(AUTH_MESSAGES.invalidEmail)
  .max(254);
const password = z
  .string({ required_error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(128);
/** A password being set: the same rule on the sign-up form (before any call) and on the server. */
const newPassword = password.min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort(MIN_PASSWORD_LENGTH));

export const LoginRequestSchema = z.object({
  user: z.object({ email, password }, { required_error: 'user is required' }),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const SignupRequestSchema = z.object({
  user: z
    .object(
      {
        email,
        password: newPassword,
        password_confirmation: z.string({ required_error: 'Password confirmation is required' }),
      },
      { required_error: 'user is required' },
    )
    .refine((u) => u.password === u.password_confirmation, {
      message: AUTH_MESSAGES.passwordsDoNotMatch,
      path: ['password_confirmation'],
    }),
});
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

/** The `status` envelope of login, signup and current_user. */
export interface AuthEnvelope {
  status: { code: number; message: string; data?: { user: User } };
}
