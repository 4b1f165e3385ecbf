import fs from "node:fs/promises"
import path from "node:path"

import pg from "pg"
import type { TestProject } from "vitest/node"

import { openDatabase } from "../../api/db/client"
import { seed } from "../../api/db/seed/seed"
import { createDatabaseStorage, createFolderStorage } from "../../api/lib/storage"
import { API_WORKERS, workerDatabase } from "./api-workers"

export const TEMPLATE_DIR = path.resolve(".tmp/api-template")

// One migrated, seeded database for the whole run: on PostgreSQL (TEST_DATABASE_URL) it is the database
// the tests use; on PGlite it is dumped once and every test file starts from its own copy (0.3 s).
export default async function setup(project: TestProject) {
  await fs.rm(TEMPLATE_DIR, { recursive: true, force: true })
  await fs.mkdir(TEMPLATE_DIR, { recursive: true })
  const databaseUrl = process.env.TEST_DATABASE_URL
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: "memory://" })
  await handle.migrate()
  // the storage as the server would choose it (and tests/support/api.ts testFileStorageKind)
  const storage = databaseUrl
    ? createDatabaseStorage(handle.db)
    : createFolderStorage(path.join(TEMPLATE_DIR, "files"))
  await seed(handle.db, { scale: 1, storage })
  if (handle.kind === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite")
    void PGlite
    const client = (handle.db as unknown as { $client: { dumpDataDir(c?: "gzip" | "none"): Promise<Blob> } })
      .$client
    const dump = await client.dumpDataDir("none")
    await fs.writeFile(path.join(TEMPLATE_DIR, "pgdata.tar"), Buffer.from(await dump.arrayBuffer()))
  }
  await handle.close()
  project.provide("templateDir", TEMPLATE_DIR)
  project.provide("workerDatabasesRun", databaseUrl ? String(process.pid) : "")
  if (databaseUrl) return copiesForTheWorkers(databaseUrl)
}

/**
 * On PostgreSQL each worker gets a copy of the seeded database of its own (CREATE DATABASE … TEMPLATE,
 * a few seconds), so that two test files run at once as they do on PGlite: one database shared by all
 * files had to take them one at a time (files switch shop settings), and CI's PostgreSQL pass waited on
 * it. tests/support/api-worker-database.ts points each worker at its copy. Their names carry this run's
 * process id: other runs on the same server keep theirs. Dropped at the end.
 */
async function copiesForTheWorkers(databaseUrl: string) {
  const seeded = new URL(databaseUrl).pathname.slice(1)
  const names = Array.from({ length: API_WORKERS }, (_, index) =>
    workerDatabase(seeded, process.pid, index + 1),
  )
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  try {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`)
  } finally {
    await admin.end()
  }
  // a template may have no other session: the copies are made from the server's maintenance database
  const maintenance = new URL(databaseUrl)
  maintenance.pathname = "/postgres"
  const client = new pg.Client({ connectionString: maintenance.toString() })
  await client.connect()
  try {
    for (const name of names) await client.query(`create database ${name} template ${seeded}`)
  } finally {
    await client.end()
  }
  return async () => {
    const dropper = new pg.Client({ connectionString: maintenance.toString() })
    await dropper.connect()
    try {
      for (const name of names) await dropper.query(`drop database if exists ${name} with (force)`)
    } finally {
      await dropper.end()
    }
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    templateDir: string
    /** on PostgreSQL, the run whose copies of the seeded database the workers use (api-workers.ts) */
    workerDatabasesRun: string
  }
}
