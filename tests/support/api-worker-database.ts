import { inject } from "vitest"

import { workerDatabase } from "./api-workers"

// The API suite on PostgreSQL (TEST_DATABASE_URL): each worker works on its own copy of the seeded
// database, made by tests/support/api-global-setup.ts. As a setup file this runs in the worker before a
// test file is loaded, and points TEST_DATABASE_URL at the worker's copy, so that the files (and the
// processes they start) read it as before.

const run = inject("workerDatabasesRun")
const seededUrl = (process.env.TEST_DATABASE_SEEDED_URL ??= process.env.TEST_DATABASE_URL)
if (seededUrl && run) {
  const url = new URL(seededUrl)
  // Vitest numbers its workers 1 … maxWorkers
  const worker = Number(process.env.VITEST_POOL_ID ?? 1)
  url.pathname = `/${workerDatabase(url.pathname.slice(1), run, worker)}`
  process.env.TEST_DATABASE_URL = url.toString()
}
