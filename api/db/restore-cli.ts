// npm run db:restore -- FOLDER: a backup made by `npm run db:backup` into DATA_DIR, which must not hold a
// database yet (a new DATA_DIR, or the old one's pglite folder moved aside). Then `npm start` serves it.
import fs from "node:fs/promises"
import path from "node:path"

import { DataDirBusyError, lockDataDir } from "../lib/data-dir-lock"
import { keepNewFilesPrivate } from "../lib/data-dir-permissions"
import { filesDirOf } from "../lib/storage"
import { BACKUP_DATABASE_FILE, BACKUP_FILES_FOLDER, copyStoredFiles, restoreEmbeddedDatabase } from "./backup"
import { backupCommandStart, fail } from "./backup-command"
import { pgliteDir } from "./bootstrap"

const { folder: source, env } = backupCommandStart({
  usage: "Usage: npm run db:restore -- FOLDER   (made by npm run db:backup; into a new DATA_DIR)",
  withPostgres:
    "The shop's database is PostgreSQL (DATABASE_URL): restore it with pg_restore (README, Backup and restore).",
})
const dump = await fs
  .readFile(path.join(source, BACKUP_DATABASE_FILE))
  .catch(() => fail(`${source} holds no ${BACKUP_DATABASE_FILE}: give the folder npm run db:backup made.`))

const started = Date.now()
keepNewFilesPrivate()
const lock = await lockDataDir(env.dataDir, "npm run db:restore").catch((error: unknown) =>
  fail(error instanceof DataDirBusyError ? error.message : String(error)),
)
try {
  if (await fs.stat(pgliteDir(env.dataDir)).catch(() => null)) {
    await lock.release()
    fail(
      `${env.dataDir} already holds a database (${pgliteDir(env.dataDir)}): restore into a new DATA_DIR, or move that folder aside first.`,
    )
  }
  await restoreEmbeddedDatabase(env.dataDir, dump)
  const files = await copyStoredFiles(path.join(source, BACKUP_FILES_FOLDER), filesDirOf(env.dataDir))
  console.log(
    `Restored the embedded database and ${files} stored files into ${env.dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s: start the shop with this DATA_DIR.`,
  )
} finally {
  await lock.release()
}
