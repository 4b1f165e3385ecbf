import path from "node:path"

import { sql } from "drizzle-orm"

import type { Env } from "../lib/env"
import type { Logger } from "../lib/log"
import { createFileStorage } from "../lib/storage"
import { type DatabaseHandle, openDatabase } from "./client"
import { products } from "./schema"

/** Where the embedded database lives inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, "pglite")

/** The database cannot be opened or prepared; the message is one sentence with the way out. */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError"
}

/** The database of the configuration: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export async function openConfiguredDatabase(env: Pick<Env, "DATABASE_URL" | "dataDir">) {
  try {
    return await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDir(env.dataDir) })
  } catch (error) {
    throw unavailable(env, error)
  }
}

/** Applies the committed migrations, one process at a time (the handle's start-up lock). */
export async function migrateDatabase(handle: DatabaseHandle, env: Pick<Env, "DATABASE_URL" | "dataDir">) {
  try {
    await handle.withStartupLock(() => handle.migrate())
  } catch (error) {
    throw unavailable(env, error)
  }
}

/**
 * Opens the database of the configuration, applies the migrations (idempotent) and, on the first start
 * of an empty database with demo data on, seeds the demo catalogue. Several processes starting together
 * on one PostgreSQL database take turns (an advisory lock): the first migrates and seeds, the others then
 * find both done instead of racing through the same CREATE statements.
 */
export async function prepareDatabase(env: Env, log: Logger): Promise<DatabaseHandle> {
  const handle = await openConfiguredDatabase(env)
  try {
    await handle.withStartupLock(async () => {
      await handle.migrate()
      if (!env.demoData) return
      const [row] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(products)
      if (row?.count !== 0) return
      log.info("empty database: seeding the demo catalogue")
      const { seed, SEED_STEPS } = await import("./seed/seed")
      const started = Date.now()
      const summary = await seed(handle.db, {
        scale: 1,
        storage: createFileStorage(env, handle.db),
        // a line a step, so that the first start's half a minute of seeding shows it moves
        onStep: (step, number) =>
          log.info(`seeding ${step} (${number} of ${SEED_STEPS.length})`, { ms: Date.now() - started }),
      })
      log.info("demo catalogue seeded", { ms: Date.now() - started, ...summary })
    })
  } catch (error) {
    await handle.close().catch(() => {})
    throw unavailable(env, error)
  }
  return handle
}

function unavailable(env: Pick<Env, "DATABASE_URL" | "dataDir">, error: unknown): DatabaseUnavailableError {
  if (error instanceof DatabaseUnavailableError) return error
  // the first line of the cause only: PGlite's aborts carry whole pages of minified code
  const cause = (error instanceof Error ? error.message : String(error)).split("\n")[0]!.slice(0, 200)
  if (env.DATABASE_URL) {
    const { host, port, pathname } = new URL(env.DATABASE_URL)
    return new DatabaseUnavailableError(
      `PostgreSQL database ${pathname.slice(1)} at ${host}:${port || 5432} cannot be used (${cause}): ` +
        `check DATABASE_URL and that the server accepts connections.`,
      { cause: error },
    )
  }
  const dir = pgliteDir(env.dataDir)
  return new DatabaseUnavailableError(
    `The embedded database in ${dir} cannot be opened (${cause}); it is damaged: restore it from a ` +
      `copy, or move it aside (mv ${dir} ${dir}.broken) and start again to get a new one.`,
    { cause: error },
  )
}
