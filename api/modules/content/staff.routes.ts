import { timingSafeEqual } from "node:crypto"

import { Hono } from "hono"
import { z } from "zod"

import type { ApiEnv } from "../../lib/context"
import { ApiError, ValidationError } from "../../lib/errors"
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
    const given = Buffer.from(c.req.header("x-staff-key") ?? "")
    const expected = Buffer.from(staffKey ?? "")
    if (!staffKey || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(404, "not_found", "Not found")
    }
    const parsed = SettingCommandSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) throw ValidationError.fromZod(parsed.error)
    const settings = await applySettingCommand(c.get("db"), parsed.data)
    // this process's next page shows the switch even before the database's notification arrives
    settingsMemo(c.get("handle")).forget()
    return c.json({ data: settings })
  })
  return routes
}

export type StaffSettingCommand = z.infer<typeof SettingCommandSchema>
