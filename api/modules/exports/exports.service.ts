import { and, desc, eq, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm"

import {
  type ExportFile,
  type ExportGenerationState,
  type ExportOptions,
  type ExportSettings,
  ExportSettingsAttributesSchema,
  type ExportSettingsInput,
} from "#contract/exports"
import type { Locale } from "#contract/locales"

import type { Db } from "../../db/client"
import type { JobQueue } from "../../lib/jobs"
import { STALLED_AFTER_SECONDS } from "./export-generate"
import { brusselsDay, nextBrusselsMidnight, nextOccurrence, nextSlot } from "./export-schedule"
import { exportFiles, exportSettings } from "./exports.schema"

// The partner's export settings and files (EXPORT-2 to EXPORT-4). Every
// query names the partner, so another partner's file is never found (404), not refused.

type SettingsRow = typeof exportSettings.$inferSelect
export type ExportFileRow = typeof exportFiles.$inferSelect

/** the files a listing shows (the latest) */
export const LISTED_FILES = 30

const optionsOf = (row: SettingsRow): ExportOptions => ({
  brands: row.brands,
  file_type: row.fileType,
  delimiter: row.delimiter,
  lang: row.lang as Locale,
  include_old: row.includeOld,
  products: row.products,
  items: row.items,
})

async function settingsRow(db: Db, clientId: number): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(exportSettings).where(eq(exportSettings.clientId, clientId))
  return row
}

/** The saved settings, or the defaults (in the caller's language) until the partner saves some. */
export async function readSettings(db: Db, clientId: number, locale: Locale): Promise<ExportSettings> {
  const row = await settingsRow(db, clientId)
  if (!row) {
    return {
      ...ExportSettingsAttributesSchema.parse({ lang: locale }),
      next_send_date: null,
      last_generation_date: await lastGenerationDate(db, clientId),
    }
  }
  return settingsAttributes(row, await lastGenerationDate(db, clientId))
}

const settingsAttributes = (row: SettingsRow, lastGenerated: string | null): ExportSettings => ({
  ...optionsOf(row),
  frequency: row.frequency,
  send_hour: row.sendHour,
  next_send_date: row.nextSendAt?.toISOString() ?? null,
  last_generation_date: lastGenerated,
})

/**
 * The last ready file is the one source of the date: a file asked for before any settings were saved
 * has no settings row to stamp, and the page must not say "never" beside it.
 */
async function lastGenerationDate(db: Db, clientId: number) {
  const [row] = await db
    .select({ readyAt: exportFiles.readyAt })
    .from(exportFiles)
    .where(and(eq(exportFiles.clientId, clientId), eq(exportFiles.status, "ready")))
    .orderBy(desc(exportFiles.readyAt))
    .limit(1)
  return row?.readyAt?.toISOString() ?? null
}

/**
 * Saves the settings (EXPORT-6): a frequency other than none schedules the next file at the next
 * send_hour in Brussels (kept when neither the frequency nor the hour changed); none cancels it.
 */
export async function saveSettings(
  db: Db,
  clientId: number,
  input: ExportSettingsInput,
  now = new Date(),
): Promise<ExportSettings> {
  const value = ExportSettingsAttributesSchema.parse(input)
  const previous = await settingsRow(db, clientId)
  const unchanged =
    previous?.nextSendAt &&
    previous.nextSendAt > now &&
    previous.frequency === value.frequency &&
    previous.sendHour === value.send_hour
  const nextSendAt =
    value.frequency === "none" ? null : unchanged ? previous.nextSendAt : nextOccurrence(value.send_hour, now)
  const columns = {
    brands: [...new Set(value.brands)].sort((a, b) => a - b),
    fileType: value.file_type,
    delimiter: value.delimiter,
    lang: value.lang,
    includeOld: value.include_old,
    products: value.products,
    items: value.items,
    frequency: value.frequency,
    sendHour: value.send_hour,
    nextSendAt,
    updatedAt: now,
  }
  const [row] = await db
    .insert(exportSettings)
    .values({ clientId, ...columns })
    .onConflictDoUpdate({ target: exportSettings.clientId, set: columns })
    .returning()
  return settingsAttributes(row!, await lastGenerationDate(db, clientId))
}

/** The options a generate call's query leaves out come from the saved settings (or the defaults). */
export async function defaultOptions(db: Db, clientId: number, locale: Locale): Promise<ExportOptions> {
  const row = await settingsRow(db, clientId)
  return row ? { ...optionsOf(row), lang: locale } : ExportSettingsAttributesSchema.parse({ lang: locale })
}

/** The file's name: what it lists and the Brussels day, e.g. products-2026-11-25.csv. */
export const exportFileName = (options: ExportOptions, day: string) =>
  `${options.items === "spare_parts" ? "spare-parts" : "products"}-${day}.${options.file_type}`

/**
 * Records a file the partner asks for. The database's unique index decides once per Brussels day
 * (EXPORT-3), so two processes cannot both accept a second one: null when today's is already taken.
 */
export async function insertManualFile(db: Db, clientId: number, options: ExportOptions, now = new Date()) {
  const day = brusselsDay(now)
  const [row] = await db
    .insert(exportFiles)
    .values({ clientId, name: exportFileName(options, day), options, source: "manual", day, createdAt: now })
    .onConflictDoNothing()
    .returning()
  return row ?? null
}

/** Today's manual file (not a failed one): what a second "generate" the same day is about. */
export async function todaysManualFile(db: Db, clientId: number, now = new Date()) {
  const [row] = await db
    .select()
    .from(exportFiles)
    .where(
      and(
        eq(exportFiles.clientId, clientId),
        eq(exportFiles.source, "manual"),
        eq(exportFiles.day, brusselsDay(now)),
        ne(exportFiles.status, "failed"),
      ),
    )
    .limit(1)
  return row ?? null
}

/** the files being made whose try stopped saying it is alive (export-generate.ts) */
const stalled = (now: Date) =>
  and(
    eq(exportFiles.status, "generating"),
    or(
      isNull(exportFiles.heartbeatAt),
      lt(exportFiles.heartbeatAt, new Date(now.getTime() - STALLED_AFTER_SECONDS * 1000)),
    ),
  )

/**
 * Files whose making was cut off (the process killed mid-file) go back in the queue, each with a job of its
 * own: the first try that takes it makes it from the start, and a try that comes back to life finds it
 * taken and stops (export-generate.ts), so the file is made once and mailed once. One statement per file
 * claims it, so several processes running this at once queue it once. `clientId`: only that partner's.
 */
export async function requeueStalledExports(db: Db, jobs: JobQueue, now = new Date(), clientId?: number) {
  const requeued = await db
    .update(exportFiles)
    .set({ status: "queued", claim: null, progress: 0 })
    .where(and(stalled(now), ...(clientId === undefined ? [] : [eq(exportFiles.clientId, clientId)])))
    .returning({ id: exportFiles.id })
  for (const { id } of requeued) await sendGenerateJob(jobs, id)
  return requeued.map(({ id }) => id)
}

/** Seconds until the next Brussels day, when a new manual file may be asked for. */
export const secondsUntilTomorrow = (now = new Date()) =>
  Math.max(1, Math.ceil((nextBrusselsMidnight(now).getTime() - now.getTime()) / 1000))

export function fileResource(row: ExportFileRow): ExportFile {
  return {
    type: "export-files",
    id: row.id,
    attributes: {
      name: row.name,
      date: row.createdAt.toISOString(),
      filters: row.options,
      status: row.status,
      progress: row.progress,
      source: row.source,
      rows: row.rows,
      size: row.sizeBytes,
      ready_at: row.readyAt?.toISOString() ?? null,
    },
  }
}

export async function listFiles(db: Db, clientId: number) {
  return db
    .select()
    .from(exportFiles)
    .where(eq(exportFiles.clientId, clientId))
    .orderBy(desc(exportFiles.createdAt), desc(exportFiles.id))
    .limit(LISTED_FILES)
}

/** One of the partner's files, or null (another partner's file is not theirs to know of). */
export async function findFile(db: Db, clientId: number, id: string) {
  const [row] = await db
    .select()
    .from(exportFiles)
    .where(and(eq(exportFiles.clientId, clientId), eq(exportFiles.id, id)))
  return row ?? null
}

/**
 * What the export page shows (EXPORT-4): a file being made (the oldest still queued or generating, or
 * else today's manual one) with its progress, and whether the partner may generate today.
 */
export async function generationState(
  db: Db,
  clientId: number,
  now = new Date(),
): Promise<ExportGenerationState> {
  const day = brusselsDay(now)
  const [running] = await db
    .select()
    .from(exportFiles)
    .where(and(eq(exportFiles.clientId, clientId), inArray(exportFiles.status, ["queued", "generating"])))
    .orderBy(exportFiles.createdAt)
    .limit(1)
  const [today] = await db
    .select()
    .from(exportFiles)
    .where(
      and(eq(exportFiles.clientId, clientId), eq(exportFiles.source, "manual"), eq(exportFiles.day, day)),
    )
    .orderBy(desc(exportFiles.createdAt))
    .limit(1)
  const file = running ?? today ?? null
  return {
    is_generating: !!running,
    file_id: file?.id ?? null,
    status: file?.status ?? null,
    progress: file?.progress ?? 0,
    // a failed file does not count towards the day (the unique index leaves it out)
    can_generate: !today || today.status === "failed",
    next_generation_date: nextBrusselsMidnight(now).toISOString(),
  }
}

/**
 * The job that makes one file. A second run of it (a retry after a crash) makes the file again or, once
 * it is ready, does nothing (export-generate.ts), so no singleton key is needed.
 */
export const sendGenerateJob = (jobs: JobQueue, fileId: string) => jobs.send("export.generate", { fileId })

/**
 * The schedule's tick (every minute, and by hand in tests with a chosen `now`): for each partner whose
 * next send date has come, a scheduled file is recorded and queued, and the next send date moves to
 * the next slot in the same statement that claims it, so two ticks (or two processes) never make the
 * same slot twice.
 */
export async function dispatchDueExports(db: Db, jobs: JobQueue, now = new Date()) {
  const due = await db
    .select()
    .from(exportSettings)
    .where(and(lte(exportSettings.nextSendAt, now), sql`${exportSettings.frequency} <> 'none'`))
  const queued: string[] = []
  for (const settings of due) {
    const slot = settings.nextSendAt!
    // the query leaves "none" out already; this tells the types
    if (settings.frequency === "none") continue
    const next = nextSlot(settings.frequency, settings.sendHour, slot, now)
    // claim the slot: only the tick that moves next_send_at from this very slot goes on
    const claimed = await db
      .update(exportSettings)
      .set({ nextSendAt: next })
      .where(and(eq(exportSettings.clientId, settings.clientId), eq(exportSettings.nextSendAt, slot)))
      .returning({ clientId: exportSettings.clientId })
    if (claimed.length === 0) continue
    const options = optionsOf(settings)
    const day = brusselsDay(slot)
    const [file] = await db
      .insert(exportFiles)
      .values({
        clientId: settings.clientId,
        name: exportFileName(options, day),
        options,
        source: "scheduled",
        day,
        createdAt: now,
      })
      .returning()
    await sendGenerateJob(jobs, file!.id)
    queued.push(file!.id)
  }
  return queued
}
