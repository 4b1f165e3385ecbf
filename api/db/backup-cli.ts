// npm run db:backup -- FOLDER: a copy of the embedded database and the shop's stored files into FOLDER (new
// or empty), taken from the running server through its staff door, or from the data directory itself when
// no server runs. `npm run db:restore -- FOLDER` puts it into a new DATA_DIR (README, "Backup and restore").
import fs from "node:fs/promises"
import path from "node:path"

import { keepNewFilesPrivate } from "../lib/data-dir-permissions"
import { findRunningServer } from "../lib/running-server"
import { filesDirOf } from "../lib/storage"
import { BACKUP_DATABASE_FILE, BACKUP_FILES_FOLDER, copyStoredFiles, dumpEmbeddedDatabase } from "./backup"
import { backupCommandStart, fail } from "./backup-command"
import { runDataCommand } from "./data-command"

const { folder: target, env } = backupCommandStart({
  usage: "Usage: npm run db:backup -- FOLDER   (a new or empty folder)",
  withPostgres:
    "The shop's database is PostgreSQL (DATABASE_URL): back it up with pg_dump (README, Backup and restore).",
})
if ((await fs.readdir(target).catch(() => [])).length > 0)
  fail(`${target} is not empty: give the backup a new or empty folder.`)

const started = Date.now()
// the database, the password hashes and the signing secrets in it: for the owner's eyes only
keepNewFilesPrivate()
let dump: Buffer | undefined
const server = await findRunningServer(env.dataDir)
if (server) {
  const answer = await fetch(`${server.url}/api/internal/staff/backup`, {
    headers: { "x-staff-key": server.key },
  })
  if (!answer.ok) fail(`The running server refused the backup (${answer.status}): ${await answer.text()}`)
  dump = Buffer.from(await answer.arrayBuffer())
} else {
  await runDataCommand(
    { name: "npm run db:backup", whileServerRuns: "Try again in a moment." },
    async (handle) => {
      dump = await dumpEmbeddedDatabase(handle)
    },
  )
}
await fs.mkdir(target, { recursive: true, mode: 0o700 })
await fs.writeFile(path.join(target, BACKUP_DATABASE_FILE), dump!, { mode: 0o600 })
const files = await copyStoredFiles(filesDirOf(env.dataDir), path.join(target, BACKUP_FILES_FOLDER))
console.log(
  `Backed up the embedded database (${(dump!.length / 1024 / 1024).toFixed(1)} MB${server ? ", from the running server" : ""}) and ${files} stored files to ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
)
