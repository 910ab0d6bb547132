import { z } from '../zod.ts';

/** The ways to sign in besides the password, for the login page (static, so it asks). */
export const SignInOptionsSchema = z
  .object({
    google: z.boolean().meta({ description: 'Sign in with Google is configured (GOOGLE_CLIENT_ID and _SECRET)' }),
  })
  .meta({ id: 'SignInOptions' });
export type SignInOptions = z.infer<typeof SignInOptionsSchema>;
