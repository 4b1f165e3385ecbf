import { defineConfig } from "vitest/config"

// Kept apart from vite.config.ts: the React Router plugin has no place in the unit and API tests.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/api-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // PGlite costs ~300 MB per open database: a few files at a time on a 2-core machine
          maxWorkers: 2,
          // on one shared PostgreSQL database, files that switch settings must not overlap
          fileParallelism: !process.env.TEST_DATABASE_URL,
        },
      },
    ],
  },
})
