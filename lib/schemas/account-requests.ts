/** What the account pages and routes accept: one place for forms, routes and tests. */
import { z } from "zod";
import { schemaMessage } from "../errors/schema-text";
import { MAX_PASSWORD, MIN_PASSWORD } from "./password-limits";

export { MAX_PASSWORD, MIN_PASSWORD };

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, schemaMessage("error.schema.emailTooLong"))
  .pipe(z.email(schemaMessage("error.schema.emailInvalid")));
const password = z.string().min(MIN_PASSWORD, schemaMessage("error.schema.passwordTooShort", { min: MIN_PASSWORD })).max(MAX_PASSWORD, schemaMessage("error.schema.passwordTooLong", { max: MAX_PASSWORD }));

export const signUpSchema = z.strictObject({
  email,
  password,
  name: z.string().trim().max(80, schemaMessage("error.schema.nameTooLong")).optional(),
});

export const signInSchema = z.strictObject({
  email,
  // Any length is checked against the hash; the limit only bounds the work.
  password: z.string().min(1, schemaMessage("error.schema.passwordMissing")).max(MAX_PASSWORD, schemaMessage("error.schema.passwordTooLong", { max: MAX_PASSWORD })),
});

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, schemaMessage("error.schema.currentPasswordMissing")).max(MAX_PASSWORD),
  newPassword: password,
});

export const changeEmailSchema = z.strictObject({
  newEmail: email,
  password: z.string().min(1, schemaMessage("error.schema.currentPasswordMissing")).max(MAX_PASSWORD),
});

export const confirmPasswordSchema = z.strictObject({
  password: z.string().min(1, schemaMessage("error.schema.confirmPasswordMissing")).max(MAX_PASSWORD),
});

export const revokeSessionSchema = z.strictObject({ sessionId: z.string().min(1).max(100) });

export const forgotPasswordSchema = z.strictObject({ email });

export const resetPasswordSchema = z.strictObject({
  token: z.string().min(1, schemaMessage("error.schema.linkIncomplete")).max(200),
  newPassword: password,
});

/** WebAuthn's binary fields travel base64url-encoded (@simplewebauthn/browser's JSON form). */
const base64url = z.string().max(16_384).regex(/^[A-Za-z0-9_-]*$/, "not base64url");
const credentialBase = {
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.record(z.string().max(64), z.unknown()).refine((value) => Object.keys(value).length <= 16, schemaMessage("error.schema.tooManyExtensions")),
};

/** A new passkey from the browser (navigator.credentials.create, as JSON). */
export const addPasskeySchema = z.strictObject({
  name: z.string().trim().max(60, schemaMessage("error.schema.passkeyNameTooLong")).optional(),
  response: z.strictObject({
    ...credentialBase,
    response: z.strictObject({
      clientDataJSON: base64url,
      attestationObject: base64url,
      authenticatorData: base64url.optional(),
      publicKey: base64url.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      transports: z.array(z.string().max(32)).max(10).optional(),
    }),
  }),
});

/** A passkey's signature from the browser (navigator.credentials.get, as JSON). */
export const passkeySignInSchema = z.strictObject({
  response: z.strictObject({
    ...credentialBase,
    response: z.strictObject({
      clientDataJSON: base64url,
      authenticatorData: base64url,
      signature: base64url,
      userHandle: base64url.optional(),
    }),
  }),
});
