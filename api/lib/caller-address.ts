import { getConnInfo } from "@hono/node-server/conninfo"
import type { Context } from "hono"

import type { ApiEnv } from "./context"

/**
 * The caller's address for throttling: the first X-Forwarded-For entry (server.ts sets it to the real
 * address for every request, overwriting what a caller sent; the web shop passes its visitor's), else
 * the connection's own address.
 */
export function callerAddress(c: Context<ApiEnv>): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim()
  if (forwarded) return forwarded
  try {
    return getConnInfo(c).remote.address ?? "unknown"
  } catch {
    return "unknown"
  }
}
