import fs from "node:fs/promises"
import path from "node:path"

import pg from "pg"
import type { TestProject } from "vitest/node"

import { openDatabase } from "../../api/db/client"
import { seed } from "../../api/db/seed/seed"
import { createDatabaseStorage, createFolderStorage } from "../../api/lib/storage"
import { API_WORKERS, fileDatabase } from "./api-workers"

// this run's own (its process id): a second run in the same clone keeps its template
const TEMPLATE_DIR = path.resolve(`.tmp/api-template-${process.pid}`)

// One migrated, seeded database for the whole run: on PostgreSQL (TEST_DATABASE_URL names the server and
// the name the run's databases start with) a database of the run's own, which each test file copies; on PGlite
// it is dumped once and every test file starts from its own copy (0.3 s). Both are removed at the end.
export default async function setup(project: TestProject) {
  await fs.rm(TEMPLATE_DIR, { recursive: true, force: true })
  await fs.mkdir(TEMPLATE_DIR, { recursive: true })
  const removeTemplate = () => fs.rm(TEMPLATE_DIR, { recursive: true, force: true })
  const givenUrl = process.env.TEST_DATABASE_URL
  const databaseUrl = givenUrl ? await databaseOfTheRun(givenUrl) : undefined
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
  project.provide("seededDatabaseUrl", databaseUrl ?? "")
  if (!databaseUrl) return removeTemplate
  const dropDatabases = dropAtTheEnd(databaseUrl)
  return async () => {
    await dropDatabases()
    await removeTemplate()
  }
}

/** The maintenance database of the server a URL names, for creating and dropping databases. */
function maintenanceOf(databaseUrl: string) {
  const maintenance = new URL(databaseUrl)
  maintenance.pathname = "/postgres"
  return maintenance.toString()
}

/**
 * A fresh database for this run, named after TEST_DATABASE_URL's and this process's id (test → test_4711):
 * two runs on one PostgreSQL server never seed, switch settings in or drop each other's databases.
 */
async function databaseOfTheRun(givenUrl: string) {
  const url = new URL(givenUrl)
  const name = `${url.pathname.slice(1) || "test"}_${process.pid}`
  const client = new pg.Client({ connectionString: maintenanceOf(givenUrl) })
  await client.connect()
  try {
    await client.query(`drop database if exists ${name} with (force)`)
    await client.query(`create database ${name}`)
  } finally {
    await client.end()
  }
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * On PostgreSQL each test file works on a copy of the seeded database of its own (CREATE DATABASE …
 * TEMPLATE, made and dropped by tests/support/api-worker-database.ts), named after the run's database and
 * the worker (so other runs on the same server keep theirs). At the end the seeded database is dropped,
 * with any copy a worker that stopped short left behind.
 */
function dropAtTheEnd(databaseUrl: string) {
  const seeded = new URL(databaseUrl).pathname.slice(1)
  const names = Array.from({ length: API_WORKERS }, (_, index) => fileDatabase(seeded, index + 1))
  return async () => {
    const dropper = new pg.Client({ connectionString: maintenanceOf(databaseUrl) })
    await dropper.connect()
    try {
      for (const name of [...names, seeded])
        await dropper.query(`drop database if exists ${name} with (force)`)
    } finally {
      await dropper.end()
    }
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    templateDir: string
    /** on PostgreSQL, the run's seeded database, which each test file copies (api-worker-database.ts) */
    seededDatabaseUrl: string
  }
}
