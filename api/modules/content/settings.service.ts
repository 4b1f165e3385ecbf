import { eq, sql } from "drizzle-orm"
import { z } from "zod"

import type { Database } from "../../db/client"
import { settings } from "./content.schema"

export interface MaintenanceSetting {
  enabled: boolean
  /** when the Partners zone is expected back (ISO date-time), if known */
  until: string | null
}

export interface SettingsValues {
  maintenance: MaintenanceSetting
  registration_only: boolean
  /** MODE-3: '1' means login is switched off for users */
  deactivate_login_for_users: "0" | "1"
  vat_rate: number
  company_contact: Record<string, unknown> | null
}

export const DEFAULT_SETTINGS: SettingsValues = {
  maintenance: { enabled: false, until: null },
  registration_only: false,
  deactivate_login_for_users: "0",
  vat_rate: 21,
  company_contact: null,
}

// Stored values are read through a schema, so that a value written by another tool (or a jsonb string
// that a driver hands back as a number) can never make the settings call fail.
const StoredSettings = z.object({
  maintenance: z
    .object({ enabled: z.boolean(), until: z.string().nullable() })
    .catch(DEFAULT_SETTINGS.maintenance),
  registration_only: z.boolean().catch(false),
  deactivate_login_for_users: z
    .unknown()
    .transform((value): "0" | "1" => (String(value) === "1" ? "1" : "0")),
  vat_rate: z.coerce.number().catch(21),
  company_contact: z.record(z.string(), z.unknown()).nullable().catch(null),
})

export async function readSettings(db: Database): Promise<SettingsValues> {
  const rows = await db.select().from(settings)
  const values: Record<string, unknown> = { ...DEFAULT_SETTINGS }
  for (const row of rows) if (row.key in DEFAULT_SETTINGS) values[row.key] = row.value
  return StoredSettings.parse(values)
}

export async function writeSetting<K extends keyof SettingsValues>(
  db: Database,
  key: K,
  value: SettingsValues[K],
) {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } })
}

export async function deleteSetting(db: Database, key: keyof SettingsValues) {
  await db.delete(settings).where(eq(settings.key, key))
}
