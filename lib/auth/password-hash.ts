/**
 * Passwords are hashed with argon2id (@node-rs/argon2), with OWASP's recommended cost: 19 MiB
 * of memory, 2 passes, 1 lane. Verification takes the parameters from the stored hash, so they
 * can be raised later without locking anyone out.
 */
import "server-only";
import { hash, verify } from "@node-rs/argon2";

// algorithm 2 is Argon2id (a const enum in the library's types, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  // A hash in another format (or none) is a failed sign-in, never an error page.
  if (!stored.startsWith("$argon2id$")) return false;
  return verify(stored, password).catch(() => false);
}
