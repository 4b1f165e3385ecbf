import path from "node:path"

import { sql } from "drizzle-orm"

import type { Env } from "../lib/env"
import type { Logger } from "../lib/log"
import { createFileStorage } from "../lib/storage"
import { type DatabaseHandle, openDatabase } from "./client"
import { products } from "./schema"

/** Where the embedded database lives inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, "pglite")

/**
 * Opens the database of the configuration, applies the migrations (idempotent) and, on the first start
 * of an empty database with demo data on, seeds the demo catalogue.
 */
export async function prepareDatabase(env: Env, log: Logger): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDir(env.dataDir) })
  await handle.migrate()
  if (env.demoData) {
    const [row] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(products)
    if (row?.count === 0) {
      log.info("empty database: seeding the demo catalogue")
      const { seed } = await import("./seed/seed")
      const started = Date.now()
      const summary = await seed(handle.db, { scale: 1, storage: createFileStorage(env, handle.db) })
      log.info("demo catalogue seeded", { ms: Date.now() - started, ...summary })
    }
  }
  return handle
}
