import pg from "pg"
import { afterAll, inject } from "vitest"

import { fileDatabase } from "./api-workers"

// The API suite on PostgreSQL (TEST_DATABASE_URL): each test file works on a fresh copy of the seeded
// database made by tests/support/api-global-setup.ts, as each file on PGlite starts from its own copy of
// the dump. A copy per worker, shared by the files it ran one after the other, let one file's changes
// (a switch turned off by the staff tests, an order shipped, the staff fuzz pass) fail the next file.
// As a setup file this runs before each test file is loaded and points TEST_DATABASE_URL at the file's
// copy, so that the file (and the processes it starts) read it as before; the copy is dropped after it.

const seededUrl = inject("seededDatabaseUrl")
if (seededUrl) {
  const url = new URL(seededUrl)
  const seeded = url.pathname.slice(1)
  // Vitest numbers its workers 1 … maxWorkers; a worker runs one file at a time
  const name = fileDatabase(seeded, Number(process.env.VITEST_POOL_ID ?? 1))
  const maintenance = new URL(seededUrl)
  maintenance.pathname = "/postgres"
  const onServer = async (sql: string[]) => {
    const client = new pg.Client({ connectionString: maintenance.toString() })
    await client.connect()
    try {
      for (const statement of sql) await client.query(statement)
    } finally {
      await client.end()
    }
  }
  // the seeded database has no session of its own during the run: it can be every file's template
  await onServer([
    `drop database if exists ${name} with (force)`,
    `create database ${name} template ${seeded}`,
  ])
  url.pathname = `/${name}`
  process.env.TEST_DATABASE_URL = url.toString()
  // the setup file's hooks run after the test file's own, so its connections are closed by then
  afterAll(() => onServer([`drop database if exists ${name} with (force)`]))
}
