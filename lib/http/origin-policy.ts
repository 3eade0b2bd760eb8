/** The origin policy from the environment (see docs/security.md). Pure: takes the env. */
import { normalizeOrigin, type OriginPolicy } from "./origin-check";

const TRUE_VALUES = new Set(["1", "true", "yes", "on"]);

/**
 * MUSTER_PUBLIC_ORIGIN is one origin or several separated by commas, e.g.
 * `https://muster.example.org`. A wrong value is a configuration error, not a reason to fall
 * back silently to a weaker check.
 */
/** The environment, or the part of it a test passes. */
export type OriginEnv = Readonly<Record<string, string | undefined>>;

export function readOriginPolicy(env: OriginEnv = process.env): OriginPolicy {
  const publicOrigins = (env.MUSTER_PUBLIC_ORIGIN ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => {
      const origin = normalizeOrigin(value);
      const url = origin ? new URL(value) : null;
      if (!origin || !url || (url.pathname !== "/" && url.pathname !== "") || url.search || url.hash || url.username) {
        throw new Error(`MUSTER_PUBLIC_ORIGIN has "${value}", which is not an origin; write scheme, host and port only, e.g. https://muster.example.org`);
      }
      return origin;
    });
  const allowCookieWithoutOrigin = TRUE_VALUES.has((env.MUSTER_ALLOW_NO_ORIGIN ?? "").trim().toLowerCase());
  return { publicOrigins, allowCookieWithoutOrigin };
}
