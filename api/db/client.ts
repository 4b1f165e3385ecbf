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
  /**
   * Follows a notification channel (LISTEN), so that what this process keeps in memory learns of changes
   * any process made (decision 052). `listener` hears "listening" once the subscription holds (again after
   * every reconnection), "notified" for each notification, and "lost" when the subscription's connection
   * drops: notifications sent until the next "listening" are missed. It stops when the handle closes.
   */
  follow(channel: string, listener: (event: FollowEvent) => void): void
  close(): Promise<void>
}

export type FollowEvent = "listening" | "notified" | "lost"

/** a channel is an identifier: only the application's own plain names, never input */
function channelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`)
  return channel
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
// same schema (PGlite's own node-postgres adapter fails under Drizzle, so two drivers).
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  return openPglite(options.dataDir ?? "memory://", options.loadDataDir)
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Client, Pool } = await import("pg")
  const { drizzle } = await import("drizzle-orm/node-postgres")
  const { migrate } = await import("drizzle-orm/node-postgres/migrator")
  // a database host that does not answer at all (not even a refusal) would otherwise hold every request
  // until the operating system gives up, minutes later: 10 s, then the API's 503 with Retry-After
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 })
  pool.on("error", () => {}) // an idle client's error must not crash the process; ping() reports it
  const db = drizzle(pool, { schema }) as unknown as Database
  // each followed channel holds a connection of its own, outside the pool: it waits for notifications
  const followers = new Set<() => Promise<void>>()
  let closed = false

  function follow(channel: string, listener: (event: FollowEvent) => void) {
    const name = channelName(channel)
    let client: InstanceType<typeof Client> | null = null
    let retry: NodeJS.Timeout | undefined
    let delay = 1_000
    const stop = async () => {
      clearTimeout(retry)
      const last = client
      client = null
      await last?.end().catch(() => {})
    }
    followers.add(stop)
    const connect = async () => {
      const candidate = new Client({
        connectionString: url,
        connectionTimeoutMillis: 10_000,
        keepAlive: true,
      })
      candidate.on("error", () => {}) // reported as "end" below
      candidate.on("notification", (message) => {
        if (message.channel === name) listener("notified")
      })
      candidate.on("end", () => {
        if (client !== candidate) return
        client = null
        listener("lost")
        reconnect()
      })
      try {
        await candidate.connect()
        await candidate.query(`listen ${name}`)
      } catch {
        await candidate.end().catch(() => {})
        return reconnect()
      }
      if (closed) return void (await candidate.end().catch(() => {}))
      client = candidate
      delay = 1_000
      listener("listening")
    }
    // the database restarting or unreachable: try again, less often the longer it lasts (at most every 30 s)
    const reconnect = () => {
      if (closed) return
      retry = setTimeout(() => void connect(), delay)
      retry.unref()
      delay = Math.min(delay * 2, 30_000)
    }
    void connect()
  }

  return {
    db,
    kind: "postgres",
    follow,
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
    close: async () => {
      closed = true
      await Promise.all([...followers].map((stop) => stop()))
      await pool.end()
    },
  }
}

/**
 * PostgreSQL settings of the embedded database, on top of PGlite's own start parameters.
 * - shared_buffers: PGlite runs PostgreSQL inside the process's WebAssembly memory, which never shrinks,
 *   and the buffer pool is zeroed (so resident) the moment the database opens: the default 128 MB made
 *   the server's resident memory 128 MB larger before a single query. The pages it would hold stay in the
 *   operating system's file cache, one read() away, so 16 MB costs little throughput (decision 030).
 */
export const PGLITE_SETTINGS = ["shared_buffers=16MB"]

async function openPglite(dataDir: string, loadDataDir?: Blob | File): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite")
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm")
  const { drizzle } = await import("drizzle-orm/pglite")
  const { migrate } = await import("drizzle-orm/pglite/migrator")
  const { usePreparedStatements } = await import("./pglite-statements")
  if (!dataDir.startsWith("memory://")) await fs.mkdir(dataDir, { recursive: true })
  const client = await PGlite.create(dataDir, {
    loadDataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])],
  })
  // each statement parsed and planned once, not at every run (decision 064)
  usePreparedStatements(client)
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
    // every notification comes from this process: the subscription cannot drop
    follow: (channel, listener) => {
      void client
        .listen(channelName(channel), () => listener("notified"))
        .then(
          () => listener("listening"),
          () => listener("lost"),
        )
    },
    close: async () => {
      if (closed) return
      closed = true
      await client.close()
    },
  }
}
