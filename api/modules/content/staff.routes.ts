import { Hono } from "hono"
import { z } from "zod"

import { dumpEmbeddedDatabase } from "../../db/backup"
import type { ApiEnv } from "../../lib/context"
import { ApiError, ValidationError } from "../../lib/errors"
import { requireStaffKey } from "../../lib/staff-key"
import { applySettingCommand, SettingCommandSchema } from "./settings.commands"
import { settingsMemo } from "./settings-memo"

/**
 * The running server's door for `npm run staff` when the embedded database is in use: one PGlite data
 * directory can only be opened by one process, so the command line sends its command here instead.
 * Guarded by a key kept in DATA_DIR (only someone with access to the server's files can use it); not part
 * of the public API document.
 */
export function staffRoutes(staffKey: string | undefined) {
  const routes = new Hono<ApiEnv>()
  routes.post("/internal/staff/settings", async (c) => {
    requireStaffKey(c.req.header("x-staff-key"), staffKey)
    const parsed = SettingCommandSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) throw ValidationError.fromZod(parsed.error)
    const settings = await applySettingCommand(c.get("db"), parsed.data)
    // this process's next page shows the switch even before the database's notification arrives
    settingsMemo(c.get("handle")).forget()
    return c.json({ data: settings })
  })
  // `npm run db:backup` while the shop runs: only this process can read the embedded database
  routes.get("/internal/staff/backup", async (c) => {
    requireStaffKey(c.req.header("x-staff-key"), staffKey)
    const handle = c.get("handle")
    if (handle.kind !== "pglite")
      throw new ApiError(409, "conflict", "The database is PostgreSQL: back it up with pg_dump.")
    const dump = await dumpEmbeddedDatabase(handle)
    return c.body(new Uint8Array(dump), 200, {
      "content-type": "application/gzip",
      "cache-control": "no-store",
    })
  })
  return routes
}

export type StaffSettingCommand = z.infer<typeof SettingCommandSchema>
