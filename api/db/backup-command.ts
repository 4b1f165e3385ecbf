import path from "node:path"

import { ConfigurationError, type Env, readEnv } from "../lib/env"

// What `npm run db:backup` and `npm run db:restore` both start with: one folder argument, a valid
// configuration, and the embedded database (PostgreSQL has its own tools for both).

/** A command's failure: one sentence on stderr, exit code 1. */
export function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

/**
 * The folder argument, resolved, and the configuration; exits 2 with `usage` when the arguments are not one
 * folder, and 1 with `withPostgres` when the shop's database is PostgreSQL.
 */
export function backupCommandStart({ usage, withPostgres }: { usage: string; withPostgres: string }) {
  const folder = process.argv[2]
  if (!folder || process.argv.length > 3) {
    console.error(usage)
    process.exit(2)
  }
  const env: Env = (() => {
    try {
      return readEnv()
    } catch (error) {
      if (error instanceof ConfigurationError) fail(error.message)
      throw error
    }
  })()
  if (env.DATABASE_URL) fail(withPostgres)
  return { folder: path.resolve(folder), env }
}
