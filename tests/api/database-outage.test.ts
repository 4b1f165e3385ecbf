import fs from "node:fs/promises"
import net from "node:net"
import path from "node:path"

import pg from "pg"
import { afterAll, describe, expect, inject, test } from "vitest"

import { createApi } from "../../api/app"
import { type DatabaseHandle, openDatabase } from "../../api/db/client"
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../../api/lib/database-outage"
import type { Logger } from "../../api/lib/log"
import { DEMO_PASSWORD, TEST_TOKEN_SECRET } from "../support/api"

// PAGE-15: while the database cannot be reached the API answers 503 with Retry-After (the caller may try
// again and it will work), in the documented error shape, with one warning line and no stack; never a 500.

/** A logger that keeps its lines, to read what the API said about the outage. */
function recordingLogger(lines: { level: string; message: string; fields: Record<string, unknown> }[]) {
  const logger: Logger = {
    debug: () => {},
    info: () => {},
    warn: (message, fields = {}) => lines.push({ level: "warn", message, fields }),
    error: (message, fields = {}) => lines.push({ level: "error", message, fields }),
    child: () => logger,
  }
  return logger
}

function apiOn(handle: DatabaseHandle, log: Logger) {
  const api = createApi({ handle, log, tokenSecret: TEST_TOKEN_SECRET, checkResponses: true })
  return async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set("accept", "application/vnd.partners.v1+json")
    headers.set("accept-language", "de")
    const response = await api.fetch(new Request(`http://test${url}`, { ...init, headers }))
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null }
  }
}

const login = (password = DEMO_PASSWORD) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "buyer@partners.test", password }),
})

/** A port on this machine where nothing listens: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * A visitor's read, a login and, with the token of a login made before the outage, a partner's read (the
 * token's login is looked up in the database).
 */
async function expectOutageAnswers(send: ReturnType<typeof apiOn>, token?: string) {
  const answers = [
    await send("/settings"),
    await send("/products?page[size]=3"),
    await send("/auth/login", login()),
    ...(token ? [await send("/users/me", { headers: { authorization: `Bearer ${token}` } })] : []),
  ]
  for (const answer of answers) {
    expect(answer.status).toBe(503)
    expect(answer.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
    expect(answer.body).toEqual({
      error: "service_unavailable",
      message: "Der Dienst ist kurz nicht verfügbar. Bitte versuchen Sie es in einigen Sekunden erneut.",
    })
  }
  const health = await send("/health")
  expect(health.status).toBe(503)
  expect(health.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
}

describe("the database cannot be reached", () => {
  const handles: DatabaseHandle[] = []
  afterAll(async () => {
    for (const handle of handles) await handle.close().catch(() => undefined)
  })

  test("a PostgreSQL server that refuses connections: 503 with Retry-After, one warning line each, no stack", async () => {
    const handle = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/shop`,
    })
    handles.push(handle)
    const lines: Parameters<typeof recordingLogger>[0] = []
    await expectOutageAnswers(apiOn(handle, recordingLogger(lines)))
    expect(lines).toHaveLength(3) // one per answer above (the health check says it in its answer)
    for (const line of lines) {
      expect(line).toMatchObject({ level: "warn", message: "database unavailable" })
      expect(String(line.fields.error)).toMatch(/ECONNREFUSED/)
      expect(JSON.stringify(line.fields)).not.toMatch(/\n\s+at /)
    }
  })

  const databaseUrl = process.env.TEST_DATABASE_URL
  test.runIf(databaseUrl)(
    "PostgreSQL going away while the API runs: 503 with Retry-After, then answers again when it is back",
    async () => {
      // the API reaches the test database through a relay this test can cut, as a network or a restart would
      const target = new URL(databaseUrl!)
      const sockets = new Set<net.Socket>()
      const relay = net.createServer((incoming) => {
        const outgoing = net.connect(Number(target.port || 5432), target.hostname)
        for (const socket of [incoming, outgoing]) {
          sockets.add(socket)
          socket.on("close", () => sockets.delete(socket))
          socket.on("error", () => socket.destroy())
        }
        incoming.pipe(outgoing).pipe(incoming)
      })
      await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve))
      const { port } = relay.address() as net.AddressInfo
      const viaRelay = new URL(databaseUrl!)
      viaRelay.hostname = "127.0.0.1"
      viaRelay.port = String(port)
      const handle = await openDatabase({ databaseUrl: viaRelay.toString() })
      handles.push(handle)
      const lines: Parameters<typeof recordingLogger>[0] = []
      const send = apiOn(handle, recordingLogger(lines))
      const before = await send("/auth/login", login())
      expect(before.status).toBe(200)

      // cut: open connections die mid-life, new ones are refused
      await new Promise((resolve) => {
        relay.close(resolve)
        for (const socket of sockets) socket.destroy()
      })
      await expectOutageAnswers(send, before.body.access_token)
      expect(lines.every((line) => line.level === "warn")).toBe(true)

      // back on the same address: the pool connects again, nothing to restart
      await new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", resolve))
      expect((await send("/auth/login", login())).status).toBe(200)
      expect((await send("/settings")).status).toBe(200)
      relay.close()
      for (const socket of sockets) socket.destroy()
    },
  )

  /** a database of this test's own beside the test database (its name starts with the test database's) */
  const ownDatabase = (suffix: string) => {
    const url = new URL(databaseUrl!)
    const name = `${url.pathname.slice(1)}_${suffix}`
    url.pathname = `/${name}`
    return { name, url: url.toString() }
  }
  /** runs statements on the server's maintenance database, as an operator's psql would */
  const asOperator = async (...statements: string[]) => {
    const admin = new URL(databaseUrl!)
    admin.pathname = "/postgres"
    const client = new pg.Client({ connectionString: admin.toString() })
    await client.connect()
    try {
      for (const statement of statements) await client.query(statement)
    } finally {
      await client.end()
    }
  }

  test.runIf(databaseUrl)(
    "a database that refuses connections (ALLOW_CONNECTIONS false, its sessions ended): 503 with Retry-After, then answers again",
    async () => {
      const own = ownDatabase("outage_refused")
      await asOperator(`drop database if exists ${own.name} with (force)`, `create database ${own.name}`)
      try {
        const handle = await openDatabase({ databaseUrl: own.url })
        handles.push(handle)
        await handle.migrate()
        const lines: Parameters<typeof recordingLogger>[0] = []
        const send = apiOn(handle, recordingLogger(lines))
        // an empty database: the login is refused as a wrong one, which shows the database answers
        expect((await send("/auth/login", login())).status).toBe(422)
        lines.length = 0 // (that refused login's security event)

        await asOperator(
          `alter database ${own.name} allow_connections false`,
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${own.name}'`,
        )
        await expectOutageAnswers(send)
        expect(lines.length).toBeGreaterThan(0)
        for (const line of lines)
          expect(line).toMatchObject({ level: "warn", message: "database unavailable" })
        expect(lines.map((line) => String(line.fields.error)).join("\n")).toMatch(
          /55000|57P01|Connection terminated/,
        )

        await asOperator(`alter database ${own.name} allow_connections true`)
        expect((await send("/auth/login", login())).status).toBe(422)
        expect((await send("/settings")).status).toBe(200)
      } finally {
        await asOperator(`drop database if exists ${own.name} with (force)`)
      }
    },
  )

  test.runIf(databaseUrl)(
    "a database that does not exist (dropped, or not made yet): 503 with Retry-After, SQLSTATE 3D000 in the warning",
    async () => {
      const own = ownDatabase("outage_missing")
      await asOperator(`drop database if exists ${own.name} with (force)`)
      const handle = await openDatabase({ databaseUrl: own.url })
      handles.push(handle)
      const lines: Parameters<typeof recordingLogger>[0] = []
      await expectOutageAnswers(apiOn(handle, recordingLogger(lines)))
      expect(lines).toHaveLength(3)
      for (const line of lines) {
        expect(line).toMatchObject({ level: "warn", message: "database unavailable" })
        expect(String(line.fields.error)).toMatch(/^3D000 /)
      }
    },
  )

  test.skipIf(databaseUrl)(
    "the embedded database closed under a running API (a shutdown): 503 with Retry-After",
    async () => {
      const dump = await fs.readFile(path.join(inject("templateDir"), "pgdata.tar"))
      const handle = await openDatabase({ dataDir: "memory://", loadDataDir: new Blob([dump]) })
      const lines: Parameters<typeof recordingLogger>[0] = []
      const send = apiOn(handle, recordingLogger(lines))
      const before = await send("/auth/login", login())
      expect(before.status).toBe(200)
      await handle.close()
      await expectOutageAnswers(send, before.body.access_token)
      expect(lines.every((line) => line.level === "warn")).toBe(true)
    },
    // the whole seeded database loaded into memory: 8 s alone, 35–40 s with a second run beside on two
    // busy cores (measured)
    120_000,
  )
})

test("what counts as an outage, and what stays a server error", () => {
  const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" })
  const wrapped = new Error("Failed query: select 1", { cause: refused })
  expect(isDatabaseUnavailable(wrapped)).toBe(true)
  expect(isDatabaseUnavailable(new AggregateError([refused], ""))).toBe(true)
  expect(isDatabaseUnavailable(Object.assign(new Error("shutting down"), { code: "57P01" }))).toBe(true)
  expect(isDatabaseUnavailable(Object.assign(new Error("too many"), { code: "53300" }))).toBe(true)
  expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true)
  // by SQLSTATE: a database that is missing, refuses connections, was dropped, is starting, refuses this
  // role; whatever language the server writes its messages in
  const sqlState = (code: string, message = "…", routine?: string) =>
    new Error("Failed query", { cause: Object.assign(new Error(message), { code, routine }) })
  for (const code of ["3D000", "08006", "08001", "57P03", "57P04", "53100", "28P01", "55P03", "25006"])
    expect(isDatabaseUnavailable(sqlState(code)), code).toBe(true)
  expect(
    isDatabaseUnavailable(sqlState("55000", 'database "x" is not currently accepting connections')),
  ).toBe(true)
  expect(isDatabaseUnavailable(sqlState("55000", "la base n'accepte pas", "CheckMyDatabase"))).toBe(true)
  // other 55000 errors are the code's own mistakes
  expect(
    isDatabaseUnavailable(sqlState("55000", "currval of sequence is not yet defined in this session")),
  ).toBe(false)
  // a wrong query, a broken constraint or a bug is not something waiting fixes
  expect(isDatabaseUnavailable(Object.assign(new Error("syntax"), { code: "42601" }))).toBe(false)
  expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false)
  expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false)
  expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false)
})
