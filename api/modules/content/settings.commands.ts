import { z } from "zod"

import type { Database } from "../../db/client"
import { readSettings, writeSetting } from "./settings.service"

// What staff can switch without a restart (MODE-1 to MODE-3).
export const SettingCommandSchema = z.discriminatedUnion("key", [
  z.object({
    key: z.literal("maintenance"),
    value: z.enum(["on", "off"]),
    until: z.iso.datetime({ offset: true, local: true }).optional(),
  }),
  z.object({ key: z.literal("registration_only"), value: z.enum(["on", "off"]) }),
  z.object({ key: z.literal("deactivate_login_for_users"), value: z.enum(["1", "0"]) }),
])
export type SettingCommand = z.infer<typeof SettingCommandSchema>

export async function applySettingCommand(db: Database, command: SettingCommand) {
  switch (command.key) {
    case "maintenance":
      await writeSetting(db, "maintenance", {
        enabled: command.value === "on",
        until: command.value === "on" && command.until ? new Date(command.until).toISOString() : null,
      })
      break
    case "registration_only":
      await writeSetting(db, "registration_only", command.value === "on")
      break
    case "deactivate_login_for_users":
      await writeSetting(db, "deactivate_login_for_users", command.value)
      break
  }
  return readSettings(db)
}
