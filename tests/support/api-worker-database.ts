import { inject } from "vitest"

import { workerDatabase } from "./api-workers"

// The API suite on PostgreSQL (TEST_DATABASE_URL): each worker works on its own copy of the seeded
// database, made by tests/support/api-global-setup.ts. As a setup file this runs in the worker before a
// test file is loaded, and points TEST_DATABASE_URL at the worker's copy, so that the files (and the
// processes they start) read it as before.

const seededUrl = inject("seededDatabaseUrl")
if (seededUrl) {
  const url = new URL(seededUrl)
  // Vitest numbers its workers 1 … maxWorkers
  const worker = Number(process.env.VITEST_POOL_ID ?? 1)
  url.pathname = `/${workerDatabase(url.pathname.slice(1), worker)}`
  process.env.TEST_DATABASE_URL = url.toString()
}
