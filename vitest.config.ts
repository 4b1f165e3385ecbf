import { defineConfig } from "vitest/config"

import { API_WORKERS } from "./tests/support/api-workers"

// Kept apart from vite.config.ts: the React Router plugin has no place in the unit and API tests.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          // A few unit tests do real work (every amount formatted, a PDF drawn, the route tree built, the
          // lint run on samples): seconds on a busy 2-core machine, where 5 s failed them for no fault.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/api-global-setup.ts"],
          // on PostgreSQL, each worker on a copy of the seeded database of its own
          setupFiles: ["tests/support/api-worker-database.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // PGlite costs ~300 MB per open database: a few files at a time on a 2-core machine (and on
          // PostgreSQL as many copies of the database)
          maxWorkers: API_WORKERS,
        },
      },
    ],
  },
})
