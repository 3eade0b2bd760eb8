import { readDatabaseHealth } from "@/lib/data-access/database-health";
import { jsonSecurityHeaders } from "@/lib/http/security-headers";

export const dynamic = "force-dynamic";

/**
 * 200 with status "ok" when the database answers and has every migration, 503 otherwise.
 * proxy.ts does not run for this route (see its matcher), so the answer carries the security
 * headers of a JSON answer itself.
 */
export async function GET() {
  const health = await readDatabaseHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "cache-control": "no-store", ...jsonSecurityHeaders() },
  });
}
