import fs from "node:fs/promises"
import path from "node:path"

import type { TestProject } from "vitest/node"

import { openDatabase } from "../../api/db/client"
import { seed } from "../../api/db/seed/seed"
import { createDatabaseStorage, createFolderStorage } from "../../api/lib/storage"

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
}

declare module "vitest" {
  export interface ProvidedContext {
    templateDir: string
  }
}
