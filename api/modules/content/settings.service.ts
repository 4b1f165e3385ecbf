import { eq, sql } from "drizzle-orm"
import type { Database } from "../../db/client"
import { settings } from "../../db/schema"

export interface MaintenanceSetting {
  enabled: boolean
  /** when the Partners zone is expected back (ISO date-time), if known */
  until: string | null
}

export interface SettingsValues {
  maintenance: MaintenanceSetting
  registration_only: boolean
  /** spec §3: '1' means login is switched off for users */
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

export async function readSettings(db: Database): Promise<SettingsValues> {
  const rows = await db.select().from(settings)
  const values: Record<string, unknown> = { ...DEFAULT_SETTINGS }
  for (const row of rows) if (row.key in DEFAULT_SETTINGS) values[row.key] = row.value
  return values as unknown as SettingsValues
}

export async function writeSetting<K extends keyof SettingsValues>(db: Database, key: K, value: SettingsValues[K]) {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } })
}

export async function deleteSetting(db: Database, key: keyof SettingsValues) {
  await db.delete(settings).where(eq(settings.key, key))
}
