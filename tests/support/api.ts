import fs from "node:fs/promises"
import path from "node:path"

import { sql } from "drizzle-orm"
import { afterAll, beforeAll, inject } from "vitest"

import { createApi } from "../../api/app"
import { type DatabaseHandle, openDatabase } from "../../api/db/client"
import { clientRoles, clients, storedFiles } from "../../api/db/schema"
import { defineJobs } from "../../api/jobs"
import type { HourlyCaps } from "../../api/lib/context"
import { createJobQueue, type JobQueue } from "../../api/lib/jobs"
import { createLogger, type Logger } from "../../api/lib/log"
import { createMemoryMailer, type Mailer, type OutgoingMail } from "../../api/lib/mailer"
import {
  createDatabaseStorage,
  createFolderStorage,
  type FileStorage,
  type FileStorageKind,
} from "../../api/lib/storage"
import { hashPassword } from "../../api/modules/accounts/password-hash"
import type { RateLimit } from "../../api/modules/integrations/api-keys.service"

export const TEST_TOKEN_SECRET = "test-token-secret-of-at-least-32-characters"
/**
 * The shop-wide caps per hour, out of the way of tests that send many messages and requests (on one
 * PostgreSQL database the hour's count outlives a run); the tests of the caps set their own.
 */
export const TEST_HOURLY_CAPS = {
  contactMessages: 100_000,
  signupRequests: 100_000,
  signupRequestsPerAddress: 100_000,
  captchaChallengesPerAddress: 100_000,
}
export const DEMO_PASSWORD = "Partner-Demo-2026"

export interface TestApi {
  handle: DatabaseHandle
  /** mails the API sent (when no other mailer was given) */
  sentMails: OutgoingMail[]
  /** logs a demo account in; the bearer headers for its calls */
  login(email: string, password?: string): Promise<{ token: string; refreshToken: string; auth: HeadersInit }>
  /**
   * A partner of the test's own (unique e-mail; terms accepted unless `gtc: false`; these role ids,
   * none by default), not logged in: state changes never leak into other tests or demo accounts.
   */
  insertPartner(options?: { roles?: number[]; gtc?: boolean }): Promise<{ id: number; email: string }>
  /**
   * insertPartner with these role ids (default price_quotation, product, basket, spare_parts), logged
   * in: no demo account's basket, drafts or orders are touched.
   */
  createPartner(roles?: number[]): Promise<{ id: number; email: string; auth: HeadersInit }>
  /** the folder of the folder storage (the seeded template's), whichever storage this API uses */
  filesDir: string
  /** the API's file storage: the folder with PGlite, the database with TEST_DATABASE_URL (as in service) */
  storage: FileStorage
  /** makes every write to the storage under this prefix fail until the returned function is called */
  breakStorageWrites(prefix: string): () => void
  /**
   * with `peer: true`, a second API instance on the same database (its own connection pool on
   * PostgreSQL, the same PGlite handle otherwise) with its own storage object of the same kind: what a
   * second server process sees
   */
  peer: Pick<TestApi, "request" | "json" | "storage" | "handle">
  /**
   * the API's job queue on the test database: declared and started, but nobody takes jobs until a test
   * drains a queue (jobs.drain(name)), so a test decides when queued work runs
   */
  jobs: JobQueue
  /** the API's own handler, as server.ts mounts it under /api (paths without /api) */
  fetch(request: Request): Promise<Response>
  /** a call as the shop's server makes it for a page: with the page's memo of partners (decision 040) */
  fetchAsPage(request: Request, viewers: Map<string, unknown>): Promise<Response>
  /** a request to the API as the web shop sends it (path without /api) */
  request(path: string, init?: RequestInit & { locale?: string }): Promise<Response>
  json<T = any>(
    path: string,
    init?: RequestInit & { locale?: string },
  ): Promise<{ status: number; body: T; headers: Headers }>
}

/**
 * The Hono app in-process against a fresh copy of the seeded template (PGlite), or against
 * TEST_DATABASE_URL (PostgreSQL) when set.
 */
export function setupTestApi(
  options: {
    staffKey?: string
    mailer?: Mailer
    /** the outbox the staff area reads (none by default) */
    outbox?: { dir: string; kept: boolean }
    apiKeyRateLimit?: RateLimit
    /** the storage's kind (default: as the server chooses it, database with TEST_DATABASE_URL) */
    fileStorage?: FileStorageKind
    peer?: boolean
    /** the API's log (silent by default): a test that wants to see why a request failed reads it */
    log?: Logger
    /** shop-wide caps per hour (contact messages, sign-up requests); the defaults otherwise */
    hourlyCaps?: Partial<HourlyCaps>
    /** a login's absolute lifetime in seconds (default 12 hours) */
    loginLifetimeSeconds?: number
    /** how recent a staff second factor must be for sensitive changes (default five minutes) */
    staffReauthenticationSeconds?: number
  } = {},
): TestApi {
  const memoryMailer = createMemoryMailer()
  const state = {} as {
    handle: DatabaseHandle
    api: ReturnType<typeof createApi>
    jobs: JobQueue
    storage: FileStorage
    peerHandle?: DatabaseHandle
    peerApi?: ReturnType<typeof createApi>
    peerStorage?: FileStorage
  }
  const templateDir = inject("templateDir")
  const filesDir = path.join(templateDir, "files")
  const databaseUrl = process.env.TEST_DATABASE_URL
  const kind = options.fileStorage ?? testFileStorageKind()
  const storageOn = (handle: DatabaseHandle) =>
    kind === "database" ? createDatabaseStorage(handle.db) : createFolderStorage(filesDir)
  const brokenPrefixes = new Set<string>()
  beforeAll(async () => {
    if (databaseUrl) {
      state.handle = await openDatabase({ databaseUrl })
    } else {
      const dump = await fs.readFile(path.join(templateDir, "pgdata.tar"))
      state.handle = await openDatabase({ dataDir: "memory://", loadDataDir: new Blob([dump]) })
    }
    state.storage = storageOn(state.handle)
    const storage = failingWrites(state.storage, brokenPrefixes)
    const mailer = options.mailer ?? memoryMailer
    state.jobs = createJobQueue({ handle: state.handle })
    defineJobs(state.jobs, {
      handle: state.handle,
      log: createLogger("silent"),
      mailer,
      storage,
      publicUrl: "http://shop.test",
    })
    await state.jobs.start()
    const appOptions = {
      staffKey: options.staffKey,
      mailer,
      tokenSecret: TEST_TOKEN_SECRET,
      publicUrl: "http://shop.test",
      checkResponses: true,
      providerEmail: "partners@belcater.example",
      apiKeyRateLimit: options.apiKeyRateLimit,
      hourlyCaps: { ...TEST_HOURLY_CAPS, ...options.hourlyCaps },
      loginLifetimeSeconds: options.loginLifetimeSeconds,
      staffReauthenticationSeconds: options.staffReauthenticationSeconds,
    }
    if (options.peer) {
      state.peerHandle = databaseUrl ? await openDatabase({ databaseUrl }) : state.handle
      state.peerStorage = storageOn(state.peerHandle)
      state.peerApi = createApi({ ...appOptions, handle: state.peerHandle, storage: state.peerStorage })
    }
    state.api = createApi({
      handle: state.handle,
      log: options.log,
      staffKey: options.staffKey,
      storage,
      mailer,
      outbox: options.outbox,
      jobs: state.jobs,
      tokenSecret: TEST_TOKEN_SECRET,
      publicUrl: "http://shop.test",
      checkResponses: true,
      providerEmail: "partners@belcater.example",
      apiKeyRateLimit: options.apiKeyRateLimit,
      hourlyCaps: { ...TEST_HOURLY_CAPS, ...options.hourlyCaps },
      loginLifetimeSeconds: options.loginLifetimeSeconds,
      staffReauthenticationSeconds: options.staffReauthenticationSeconds,
    })
  })
  afterAll(async () => {
    await state.jobs?.stop()
    if (state.peerHandle !== state.handle) await state.peerHandle?.close()
    await state.handle?.close()
  })
  const requestTo =
    (app: () => ReturnType<typeof createApi>) =>
    (url: string, init: RequestInit & { locale?: string } = {}) => {
      const headers = new Headers(init.headers)
      if (!headers.has("accept")) headers.set("accept", "application/vnd.partners.v1+json")
      if (init.locale) headers.set("accept-language", init.locale)
      return Promise.resolve(app().fetch(new Request(`http://test${url}`, { ...init, headers })))
    }
  const jsonOf =
    (send: ReturnType<typeof requestTo>) => async (url: string, init?: RequestInit & { locale?: string }) => {
      const response = await send(url, init)
      const text = await response.text()
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null }
    }
  const request = requestTo(() => state.api)
  const peerRequest = requestTo(() => {
    if (!state.peerApi) throw new Error("setupTestApi({ peer: true }) for a second instance")
    return state.peerApi
  })
  return {
    get handle() {
      return state.handle
    },
    get storage() {
      return state.storage
    },
    breakStorageWrites(prefix) {
      brokenPrefixes.add(prefix)
      return () => brokenPrefixes.delete(prefix)
    },
    peer: {
      get handle() {
        return state.peerHandle!
      },
      get storage() {
        return state.peerStorage!
      },
      request: peerRequest,
      json: jsonOf(peerRequest),
    },
    sentMails: memoryMailer.sent,
    async insertPartner({ roles = [], gtc = true } = {}) {
      const email = `partner-${crypto.randomUUID().slice(0, 8)}@partners.test`
      const [row] = await state.handle.db
        .insert(clients)
        .values({
          email,
          passwordHash: await hashPassword(DEMO_PASSWORD),
          firstName: "Test",
          lastName: "Partner",
          isGtcAccepted: gtc,
        })
        .returning({ id: clients.id })
      const { id } = row!
      if (roles.length)
        await state.handle.db.insert(clientRoles).values(roles.map((roleId) => ({ clientId: id, roleId })))
      return { id, email }
    },
    async createPartner(roles = [1, 2, 3, 5]) {
      const { id, email } = await this.insertPartner({ roles })
      const { auth } = await this.login(email)
      return { id, email, auth }
    },
    async login(email, password = DEMO_PASSWORD) {
      const response = await request("/auth/login", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.1`,
        },
        body: JSON.stringify({ email, password }),
      })
      const body = (await response.json()) as { access_token: string; refresh_token: string }
      if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}`)
      return {
        token: body.access_token,
        refreshToken: body.refresh_token,
        auth: { authorization: `Bearer ${body.access_token}` },
      }
    },
    filesDir,
    get jobs() {
      return state.jobs
    },
    fetch: (request) => Promise.resolve(state.api.fetch(request)),
    fetchAsPage: (request, viewers) => Promise.resolve(state.api.fetch(request, { viewers })),
    request,
    json: jsonOf(request),
  }
}

/** The keys the API's storage holds under a folder-like prefix ("news-pictures/"), sorted. */
export async function storedKeys(api: TestApi, prefix: string): Promise<string[]> {
  if (api.storage.kind === "database") {
    const rows = await api.handle.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(sql`starts_with(${storedFiles.key}, ${prefix})`)
    return rows.map((row) => row.key).sort()
  }
  const names = await fs.readdir(path.join(api.filesDir, prefix)).catch(() => [])
  // the folder storage's temporary names start with "." and are never keys
  return names
    .filter((name) => !name.startsWith("."))
    .map((name) => `${prefix}${name}`)
    .sort()
}

/** The storage the tests' seeded template was given: as the server decides (api/lib/env.ts). */
export function testFileStorageKind(): FileStorageKind {
  return process.env.TEST_DATABASE_URL ? "database" : "folder"
}

/** The storage, but writes under a broken prefix fail (a test's way to make an export's last step fail). */
function failingWrites(storage: FileStorage, broken: Set<string>): FileStorage {
  const check = (key: string) => {
    for (const prefix of broken)
      if (key.startsWith(prefix))
        return Promise.reject(new Error(`storage writes under ${prefix} broken by the test`))
    return null
  }
  return {
    ...storage,
    put: (key, content) => check(key) ?? storage.put(key, content),
    putFile: (key, localPath) => check(key) ?? storage.putFile(key, localPath),
  }
}

/**
 * POSTs from a caller address of their own for each request (X-Forwarded-For 10.<octet>.<pid>.<n>), so the
 * per-address login throttle of one test never touches another; each test file takes its own octet.
 */
export function callerRequests(api: TestApi, octet: number) {
  let counter = 0
  const freshAddress = () => `10.${octet}.${process.pid % 250}.${++counter}`
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    api.json(path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshAddress(), ...headers },
      body: JSON.stringify(body),
    })
  return { freshAddress, post }
}
