/** What the account pages and routes accept: one place for forms, routes and tests. */
import { z } from "zod";

export const MIN_PASSWORD = 10;
export const MAX_PASSWORD = 128;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "An e-mail address has at most 254 characters.")
  .pipe(z.email("Enter an e-mail address such as name@example.com."));
const password = z.string().min(MIN_PASSWORD, `A password has at least ${MIN_PASSWORD} characters.`).max(MAX_PASSWORD, `A password has at most ${MAX_PASSWORD} characters.`);

export const signUpSchema = z.strictObject({
  email,
  password,
  name: z.string().trim().max(80, "A name has at most 80 characters.").optional(),
});

export const signInSchema = z.strictObject({
  email,
  // Any length is checked against the hash; the limit only bounds the work.
  password: z.string().min(1, "Enter your password.").max(MAX_PASSWORD, `A password has at most ${MAX_PASSWORD} characters.`),
});

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, "Enter your current password.").max(MAX_PASSWORD),
  newPassword: password,
});

export const confirmPasswordSchema = z.strictObject({
  password: z.string().min(1, "Enter your password to confirm.").max(MAX_PASSWORD),
});

export const revokeSessionSchema = z.strictObject({ sessionId: z.string().min(1).max(100) });

export const forgotPasswordSchema = z.strictObject({ email });

export const resetPasswordSchema = z.strictObject({
  token: z.string().min(1, "The link is incomplete; open it again from the mail.").max(200),
  newPassword: password,
});
