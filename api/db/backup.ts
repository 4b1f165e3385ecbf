import fs from "node:fs/promises"

import { pgliteDir } from "./bootstrap"
import { type DatabaseHandle, openDatabase } from "./client"

// A backup of the embedded database is PGlite's own dump of its data directory (a gzipped tar), taken by
// the process that has it open, so it can be taken while the shop serves: the dump waits for the query
// in progress and holds the next ones meanwhile. Beside it go the shop's stored files (DATA_DIR/files:
// product pictures, export files), which live outside the database with the embedded one. A PostgreSQL
// database is backed up with PostgreSQL's own tools (README, "Backup and restore").

/** What a backup folder holds. */
export const BACKUP_DATABASE_FILE = "database.tar.gz"
export const BACKUP_FILES_FOLDER = "files"

/** The embedded database's data directory as a gzipped tar, from the process that has it open. */
export async function dumpEmbeddedDatabase(handle: DatabaseHandle): Promise<Buffer> {
  if (handle.kind !== "pglite") throw new Error("only the embedded database is dumped this way")
  // the pages changed in memory go to the files first, so that the copy opens without replaying the log
  await handle.execRaw("checkpoint")
  const client = (handle.db as unknown as { $client: { dumpDataDir(compression: "gzip"): Promise<Blob> } })
    .$client
  return Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer())
}

/** Unpacks a dump into DATA_DIR/pglite, which must not exist yet; opening it once checks it. */
export async function restoreEmbeddedDatabase(dataDir: string, dump: Buffer): Promise<void> {
  const handle = await openDatabase({
    dataDir: pgliteDir(dataDir),
    loadDataDir: new Blob([new Uint8Array(dump)]),
  })
  await handle.close()
}

/** Copies the stored files folder, when there is one (file storage in the database has none). */
export async function copyStoredFiles(from: string, to: string): Promise<number> {
  const exists = await fs.stat(from).catch(() => null)
  if (!exists?.isDirectory()) return 0
  await fs.cp(from, to, { recursive: true, errorOnExist: true, force: false, preserveTimestamps: true })
  const entries = await fs.readdir(to, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).length
}
