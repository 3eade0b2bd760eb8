/**
 * How wrong passwords lock sign-in, as numbers (docs/security.md states them; the tests check
 * them). Counted per account (every address together), per account and network address, and per
 * known browser of an account, never for all sign-ins together. Each lock lasts twice the one
 * before, so guessing slows to a handful a day. Pure.
 */
export const SIGN_IN_POLICY = {
  /** Wrong passwords from one address (or one known browser) before the first lock. */
  perAddress: 5,
  /** Wrong passwords from all addresses together before the account is locked for them all. */
  perAccount: 20,
  /** The first lock; each further wrong password doubles it ... */
  firstLockMinutes: 1,
  /** ... up to this. */
  longestLockMinutes: 60,
  /** A count with no wrong password for this long starts again from zero. */
  forgetAfterHours: 24,
} as const;

/** How long `failures` wrong passwords lock a key that allows `allowed` before locking (0: not locked). */
export function lockMinutes(failures: number, allowed: number): number {
  if (failures < allowed) return 0;
  return Math.min(SIGN_IN_POLICY.longestLockMinutes, SIGN_IN_POLICY.firstLockMinutes * 2 ** (failures - allowed));
}
