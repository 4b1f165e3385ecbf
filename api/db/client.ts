import fs from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"

import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core"

import * as schema from "./schema"

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
/** The handle db.transaction(…) passes to its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0]
/**
 * What services take: the database or a transaction of it, so that a caller (a workflow) can run several
 * modules' services in one transaction.
 */
export type Db = Database | Transaction

export interface DatabaseHandle {
  db: Database
  kind: "pglite" | "postgres"
  /** Runs the committed migrations; idempotent (drizzle's journal table). */
  migrate(): Promise<void>
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>
  /** one SQL statement with $1… parameters, outside Drizzle (the job queue's own tables) */
  queryRaw(text: string, values?: unknown[]): Promise<{ rows: any[] }>
  /** several SQL statements without parameters (PGlite only runs these through exec) */
  execRaw(text: string): Promise<{ rows: any[] }[]>
  /**
   * Runs start-up work (migrations, the first seed) while holding a PostgreSQL advisory lock, so that of
   * several processes starting together on one database one does it and the others wait, then find it done.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

// the advisory lock's key: any bigint, the same in every process of this application
const STARTUP_LOCK_KEY = 0x5061_7274_6e65 // "Partne"

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations")

export interface OpenOptions {
  /** postgres://… for a PostgreSQL server; otherwise PGlite */
  databaseUrl?: string
  /** PGlite data directory; "memory://" for a throwaway database */
  dataDir?: string
  /** an existing PGlite data dump to start from (tests clone one migrated template) */
  loadDataDir?: Blob | File
}

// PGlite is the embedded default, PostgreSQL when DATABASE_URL is set; both through Drizzle with the
// same schema (stack notes: PGlite's own node-postgres adapter fails under Drizzle, so two drivers).
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  return openPglite(options.dataDir ?? "memory://", options.loadDataDir)
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Pool } = await import("pg")
  const { drizzle } = await import("drizzle-orm/node-postgres")
  const { migrate } = await import("drizzle-orm/node-postgres/migrator")
  // a database host that does not answer at all (not even a refusal) would otherwise hold every request
  // until the operating system gives up, minutes later: 10 s, then the API's 503 with Retry-After
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 })
  pool.on("error", () => {}) // an idle client's error must not crash the process; ping() reports it
  const db = drizzle(pool, { schema }) as unknown as Database
  return {
    db,
    kind: "postgres",
    migrate: () => migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      try {
        await pool.query("select 1")
        return true
      } catch {
        return false
      }
    },
    queryRaw: (text, values) => pool.query(text, values),
    execRaw: async (text) => [await pool.query(text)],
    withStartupLock: async (work) => {
      // a session lock on a connection of its own, held while the work uses the pool's others
      const client = await pool.connect()
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY])
        try {
          return await work()
        } finally {
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY])
        }
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

/**
 * PostgreSQL settings of the embedded database, on top of PGlite's own start parameters.
 * - shared_buffers: PGlite runs PostgreSQL inside the process's WebAssembly memory, which never shrinks,
 *   and the buffer pool is zeroed (so resident) the moment the database opens: the default 128 MB made
 *   the server's resident memory 128 MB larger before a single query. The pages it would hold stay in the
 *   operating system's file cache, one read() away, so 16 MB costs little throughput (README "Speed").
 */
export const PGLITE_SETTINGS = ["shared_buffers=16MB"]

async function openPglite(dataDir: string, loadDataDir?: Blob | File): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite")
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm")
  const { drizzle } = await import("drizzle-orm/pglite")
  const { migrate } = await import("drizzle-orm/pglite/migrator")
  if (!dataDir.startsWith("memory://")) await fs.mkdir(dataDir, { recursive: true })
  const client = await PGlite.create(dataDir, {
    loadDataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])],
  })
  const db = drizzle(client, { schema }) as unknown as Database
  let closed = false
  return {
    db,
    kind: "pglite",
    migrate: () => migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      if (closed) return false
      try {
        await client.query("select 1")
        return true
      } catch {
        return false
      }
    },
    queryRaw: (text, values) => client.query(text, values),
    execRaw: (text) => client.exec(text),
    // one process owns an embedded database (DATA_DIR's lock): nobody to wait for
    withStartupLock: (work) => work(),
    close: async () => {
      if (closed) return
      closed = true
      await client.close()
    },
  }
}
