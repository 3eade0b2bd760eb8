import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, jsonSecurityHeaders, securityHeaders } from "./security-headers";

describe("security headers", () => {
  it("allow scripts only with the request's nonce, never inline or eval in production", () => {
    const csp = contentSecurityPolicy({ nonce: "abc123", https: false, development: false });
    const script = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(script).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("add HSTS and upgrade-insecure-requests only over HTTPS, and eval only in development", () => {
    expect(securityHeaders({ nonce: "n", https: false, development: false })["strict-transport-security"]).toBeUndefined();
    const https = securityHeaders({ nonce: "n", https: true, development: false });
    expect(https["strict-transport-security"]).toContain("max-age=");
    expect(https["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ nonce: "n", https: false, development: true })).toContain("'unsafe-eval'");
  });

  it("refuse framing and sniffing everywhere", () => {
    const headers = securityHeaders({ nonce: "n", https: false, development: false });
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("let a JSON answer the proxy does not see load nothing, and still refuse framing and sniffing", () => {
    const headers = jsonSecurityHeaders();
    expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-content-type-options"]).toBe("nosniff");
  });
});
