import { NextResponse } from "next/server";
import { readDatabaseHealth } from "@/lib/data-access/database-health";

export const dynamic = "force-dynamic";

/** 200 with status "ok" when the database answers and has every migration, 503 otherwise. */
export async function GET() {
  const health = await readDatabaseHealth();
  return NextResponse.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
