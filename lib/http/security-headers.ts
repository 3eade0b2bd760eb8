/**
 * The security headers of every page and API answer (set by proxy.ts). Pure, so the policy is
 * unit-tested: a nonce-based Content-Security-Policy for scripts (no 'unsafe-inline' for
 * scripts; Next puts the nonce on its own), framing refused, no MIME sniffing, a strict
 * referrer policy, powerful features off, and HSTS only where the request came over HTTPS.
 */
export type SecurityHeaderOptions = { nonce: string; https: boolean; development: boolean };

export function contentSecurityPolicy({ nonce, https, development }: SecurityHeaderOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    // Style attributes (React's style={...}) need 'unsafe-inline'; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(options),
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "cross-origin-opener-policy": "same-origin",
    ...(options.https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/**
 * The headers of a JSON answer that proxy.ts does not see (/api/health): nothing in it may run
 * or load anything, so its policy allows nothing; HSTS comes with the pages' answers.
 */
export function jsonSecurityHeaders(): Record<string, string> {
  return {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-opener-policy": "same-origin",
  };
}
