import { randomUUID } from "node:crypto"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"

import { and, eq, inArray, isNull, lt, or } from "drizzle-orm"

import type { Database } from "../../db/client"
import type { Logger } from "../../lib/log"
import type { Mailer } from "../../lib/mailer"
import type { FileStorage } from "../../lib/storage"
import { clients } from "../accounts/accounts.schema"
import { countLines, type ExportPartner, readBatch } from "./export-items"
import { ATTACH_LIMIT_BYTES, exportReadyMail } from "./export-mails"
import { createExportWriter } from "./export-writer"
import { exportFiles, EXPORTS_PREFIX, exportSettings } from "./exports.schema"

// The "export.generate" job: one file, streamed from the database to a temporary file in constant memory
// (keyset batches in, a write stream out), then put into the file storage (api/lib/storage.ts: every
// server process can serve it), its progress in its row for the export page, then the
// partner's mail. A failed try is recorded and thrown, so the queue tries again with back-off; after the
// last try the file is failed and the page says to contact the administrator (EXPORT-4).

/** tries after the first failure (the queue's retryLimit for export.generate) */
export const EXPORT_RETRY_LIMIT = 2

/** how often a try making a file says it is alive (its row's heartbeat_at) */
export const HEARTBEAT_SECONDS = 10
/**
 * A file being made whose try has not said so for this long was cut off (its process killed, the machine
 * gone): another try may take it over (requeueStalledExports, and this job's own retry). Three missed
 * heartbeats: a busy process is slow, not dead.
 */
export const STALLED_AFTER_SECONDS = 30

/** thrown inside a try that another try took the file from: it stops without writing anything more */
class ClaimLost extends Error {}

export const XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
export const CSV_MEDIA_TYPE = "text/csv; charset=utf-8"

type ExportFile = typeof exportFiles.$inferSelect

export interface GenerateDependencies {
  db: Database
  storage: FileStorage
  mailer: Mailer
  publicUrl: string
  log: Logger
}

/** The key in the file storage: exports/<clientId>/<fileId>.<ext>. */
export const storageKeyOf = (clientId: number, fileId: string, ext: string) =>
  path.posix.join(EXPORTS_PREFIX, String(clientId), `${fileId}.${ext}`)

export async function generateExportFile(
  { db, storage, mailer, publicUrl, log }: GenerateDependencies,
  fileId: string,
  { retryCount = 0 }: { retryCount?: number } = {},
) {
  const [file] = await db.select().from(exportFiles).where(eq(exportFiles.id, fileId))
  // the row is gone (the partner's account was removed): nothing to make
  if (!file) return
  if (file.status === "ready") return
  const [client] = await db.select().from(clients).where(eq(clients.id, file.clientId))
  if (!client) {
    await db
      .update(exportFiles)
      .set({ status: "failed", error: "no such partner" })
      .where(eq(exportFiles.id, fileId))
    return
  }
  const partner: ExportPartner = {
    currency: client.currency,
    discountBasisPoints: client.discountBasisPoints,
  }
  const options = file.options
  const key = storageKeyOf(file.clientId, file.id, options.file_type)
  // written locally first (the writers stream to a file), then stored whole under its key
  const temporary = path.join(os.tmpdir(), `export-${file.id}.${process.pid}.part`)

  const mine = await claimFile(db, fileId)
  if (!mine) return
  const heartbeat = startHeartbeat(db, mine)

  let written = 0
  let size = 0
  try {
    written = await writeLines(db, { options, partner, temporary, mine }, heartbeat)
    heartbeat.stillMine()
    size = (await storage.putFile(key, temporary)).size
    await fs.rm(temporary, { force: true })
    const readyAt = new Date()
    // ready only while still this try's: a try that was taken over leaves the file to the other
    const ready = await db
      .update(exportFiles)
      .set({ status: "ready", progress: 100, rows: written, sizeBytes: size, storageKey: key, readyAt })
      .where(mine)
      .returning({ id: exportFiles.id })
    if (ready.length === 0) throw new ClaimLost()
    await db
      .update(exportSettings)
      .set({ lastGeneratedAt: readyAt })
      .where(eq(exportSettings.clientId, file.clientId))
    log.info("export file ready", { fileId, clientId: file.clientId, rows: written, size })
  } catch (error) {
    await fs.rm(temporary, { force: true })
    if (error instanceof ClaimLost) {
      // another try makes the file (and mails it): nothing of this one stays
      log.warn("export file taken over by another try", { fileId })
      return
    }
    const last = retryCount >= EXPORT_RETRY_LIMIT
    const message = error instanceof Error ? error.message : String(error)
    // until the last try the file stays queued (the once-a-day index still counts it); then it fails
    await db
      .update(exportFiles)
      .set({ status: last ? "failed" : "queued", progress: 0, error: message.slice(0, 1000), claim: null })
      .where(mine)
    log.error("export file failed", { fileId, retryCount, error: message })
    throw error
  } finally {
    heartbeat.stop()
  }

  await mailReadyFile({ storage, mailer, publicUrl, log }, { file, client, key, size, rows: written })
}

/**
 * This try takes the file: when it waits (or failed), or when the try making it stopped saying it is
 * alive. One statement, so two tries (a retry, a take-over) never make the same file at once; a file
 * another try is making, alive, is left to it. Answers the condition that matches the file only while it
 * is still this try's, or null when the file was not taken.
 */
async function claimFile(db: Database, fileId: string) {
  const claim = randomUUID()
  const now = new Date()
  const [taken] = await db
    .update(exportFiles)
    .set({ status: "generating", progress: 0, error: null, claim, heartbeatAt: now })
    .where(
      and(
        eq(exportFiles.id, fileId),
        or(
          // failed: staff queued its job again (npm run staff -- jobs retry)
          inArray(exportFiles.status, ["queued", "failed"]),
          and(
            eq(exportFiles.status, "generating"),
            or(
              isNull(exportFiles.heartbeatAt),
              lt(exportFiles.heartbeatAt, new Date(now.getTime() - STALLED_AFTER_SECONDS * 1000)),
            ),
          ),
        ),
      ),
    )
    .returning({ id: exportFiles.id })
  if (!taken) return null
  return and(eq(exportFiles.id, fileId), eq(exportFiles.claim, claim))!
}

type Mine = NonNullable<Awaited<ReturnType<typeof claimFile>>>

interface Heartbeat {
  /** throws ClaimLost once the file was taken over */
  stillMine: () => void
  /** the file's row no longer answers to this try */
  lose: () => void
  stop: () => void
}

/**
 * The heartbeat, apart from the batches (a slow batch is not a dead try); it also learns when the file
 * was taken over, and this try then stops at its next step.
 */
function startHeartbeat(db: Database, mine: Mine): Heartbeat {
  let lost = false
  const beating = setInterval(() => {
    void db
      .update(exportFiles)
      .set({ heartbeatAt: new Date() })
      .where(mine)
      .returning({ id: exportFiles.id })
      .then(
        (rows) => {
          if (rows.length === 0) lost = true
        },
        // the database away for a moment: the next beat tries again
        () => undefined,
      )
  }, HEARTBEAT_SECONDS * 1000)
  beating.unref()
  return {
    stillMine: () => {
      if (lost) throw new ClaimLost()
    },
    lose: () => {
      lost = true
    },
    stop: () => clearInterval(beating),
  }
}

/**
 * Streams the file's lines into the temporary file, one keyset batch at a time (constant memory), its
 * progress in its row as it goes. Answers how many lines were written.
 */
async function writeLines(
  db: Database,
  {
    options,
    partner,
    temporary,
    mine,
  }: { options: ExportFile["options"]; partner: ExportPartner; temporary: string; mine: Mine },
  heartbeat: Heartbeat,
) {
  const total = await countLines(db, options, partner)
  const writer = await createExportWriter(options, temporary)
  let written = 0
  let lastProgress = 0
  try {
    let afterId: string | null = null
    for (;;) {
      heartbeat.stillMine()
      const lines = await readBatch(db, options, partner, afterId)
      if (lines.length === 0) break
      await writer.write(lines)
      written += lines.length
      afterId = lines.at(-1)!.id
      // the page reads this; 100 only once the file is in place
      const progress = Math.min(99, Math.floor((written / Math.max(total, 1)) * 100))
      if (progress !== lastProgress) {
        lastProgress = progress
        const moved = await db
          .update(exportFiles)
          .set({ progress, heartbeatAt: new Date() })
          .where(mine)
          .returning({ id: exportFiles.id })
        if (moved.length === 0) heartbeat.lose()
      }
    }
    await writer.close()
  } catch (error) {
    await writer.abort()
    throw error
  }
  return written
}

/** The file is made whatever becomes of its mail: a failed mail is logged, not retried (as order mails). */
async function mailReadyFile(
  { storage, mailer, publicUrl, log }: Omit<GenerateDependencies, "db">,
  {
    file,
    client,
    key,
    size,
    rows,
  }: { file: ExportFile; client: typeof clients.$inferSelect; key: string; size: number; rows: number },
) {
  try {
    // read back from the storage, as any process would: what is attached is what the download serves
    const content = size <= ATTACH_LIMIT_BYTES ? await storage.readBytes(key) : null
    await mailer.send(
      exportReadyMail({
        to: client,
        publicUrl,
        fileId: file.id,
        fileName: file.name,
        rows,
        scheduled: file.source === "scheduled",
        attachment: content
          ? {
              filename: file.name,
              content,
              contentType: file.options.file_type === "xlsx" ? XLSX_MEDIA_TYPE : CSV_MEDIA_TYPE,
            }
          : null,
      }),
    )
  } catch (error) {
    log.error("export mail failed", { fileId: file.id, error: String(error) })
  }
}
