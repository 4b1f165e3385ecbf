import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"

import pg from "pg"
import { afterAll, beforeAll, describe, expect, test } from "vitest"

import { prepareDatabase } from "../../api/db/bootstrap"
import type { DatabaseHandle } from "../../api/db/client"
import { readEnv } from "../../api/lib/env"
import { createLogger } from "../../api/lib/log"
import { signingSecret } from "../../api/modules/accounts/signing-secrets"

// Decision 029: several server processes started together on one empty PostgreSQL database all come up. Each
// process's start-up is prepareDatabase (migrations, then the demo seed when asked and the database is
// empty) and its signing secrets; three of them run here at once, each with its own connection pool, as
// three processes would. Without the start-up lock two of three failed in the migrations' CREATE
// statements. The seed's turn is left to CI's three-process step (deploy/), which starts real processes
// with demo data: seeding here would add a minute and a half to the suite. PostgreSQL only
// (TEST_DATABASE_URL, CI): an embedded database has one process.
const serverUrl = process.env.TEST_DATABASE_URL
const database = `startup_${process.pid}_${Date.now()}`

describe.skipIf(!serverUrl)("three processes starting together on an empty PostgreSQL database", () => {
  const admin = () => new pg.Client({ connectionString: serverUrl })
  const url = () => {
    const target = new URL(serverUrl!)
    target.pathname = `/${database}`
    return target.toString()
  }
  let dataDir = ""
  const handles: DatabaseHandle[] = []

  beforeAll(async () => {
    const client = admin()
    await client.connect()
    await client.query(`create database ${database}`)
    await client.end()
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "partners-startup-"))
  })

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()))
    const client = admin()
    await client.connect()
    await client.query(`drop database if exists ${database} with (force)`)
    await client.end()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  test("one migrates while the others wait; all three come up on one schema and one set of secrets", async () => {
    const log = createLogger("silent")
    const starts = [1, 2, 3].map(async (n) => {
      const env = readEnv({
        DATABASE_URL: url(),
        DEMO_DATA: "0",
        DATA_DIR: path.join(dataDir, String(n)),
      })
      const handle = await prepareDatabase(env, log)
      handles.push(handle)
      return handle
    })
    const results = await Promise.allSettled(starts)
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"])

    const [first] = handles
    const migrations = await first!.queryRaw("select count(*)::int as n from drizzle.__drizzle_migrations")
    const files = (await fs.readdir("api/db/migrations")).filter((name) => name.endsWith(".sql"))
    expect(migrations.rows[0].n).toBe(files.length)

    // the secrets that sign cookies and tokens: made by one, the same for every process
    const secrets = await Promise.all(handles.map((handle) => signingSecret(handle.db, "session")))
    expect(new Set(secrets).size).toBe(1)
    expect(secrets[0]).toMatch(/^[\w-]{43}$/)
    expect(await signingSecret(first!.db, "token")).not.toBe(secrets[0])
  }, 60_000)
})
