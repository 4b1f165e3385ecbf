import fs from "node:fs/promises"
import path from "node:path"

import { afterAll, beforeAll, inject } from "vitest"

import { createApi } from "../../api/app"
import { type DatabaseHandle, openDatabase } from "../../api/db/client"
import { clientRoles, clients } from "../../api/db/schema"
import { defineJobs } from "../../api/jobs"
import { createJobQueue, type JobQueue } from "../../api/lib/jobs"
import { createLogger } from "../../api/lib/log"
import { createMemoryMailer, type Mailer, type OutgoingMail } from "../../api/lib/mailer"
import { hashPassword } from "../../api/modules/accounts/password-hash"
import type { RateLimit } from "../../api/modules/integrations/api-keys.service"

export const TEST_TOKEN_SECRET = "test-token-secret-of-at-least-32-characters"
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
  filesDir: string
  /**
   * the API's job queue on the test database: declared and started, but nobody takes jobs until a test
   * drains a queue (jobs.drain(name)), so a test decides when queued work runs
   */
  jobs: JobQueue
  /** the API's own handler, as server.ts mounts it under /api (paths without /api) */
  fetch(request: Request): Promise<Response>
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
  options: { staffKey?: string; mailer?: Mailer; apiKeyRateLimit?: RateLimit } = {},
): TestApi {
  const memoryMailer = createMemoryMailer()
  const state = {} as { handle: DatabaseHandle; api: ReturnType<typeof createApi>; jobs: JobQueue }
  const templateDir = inject("templateDir")
  beforeAll(async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL
    if (databaseUrl) {
      state.handle = await openDatabase({ databaseUrl })
    } else {
      const dump = await fs.readFile(path.join(templateDir, "pgdata.tar"))
      state.handle = await openDatabase({ dataDir: "memory://", loadDataDir: new Blob([dump]) })
    }
    const mailer = options.mailer ?? memoryMailer
    state.jobs = createJobQueue({ handle: state.handle })
    defineJobs(state.jobs, {
      handle: state.handle,
      log: createLogger("silent"),
      mailer,
      filesDir: path.join(templateDir, "files"),
      publicUrl: "http://shop.test",
    })
    await state.jobs.start()
    state.api = createApi({
      handle: state.handle,
      staffKey: options.staffKey,
      filesDir: path.join(templateDir, "files"),
      mailer,
      jobs: state.jobs,
      tokenSecret: TEST_TOKEN_SECRET,
      publicUrl: "http://shop.test",
      checkResponses: true,
      providerEmail: "partners@belcater.example",
      apiKeyRateLimit: options.apiKeyRateLimit,
    })
  })
  afterAll(async () => {
    await state.jobs?.stop()
    await state.handle?.close()
  })
  const request = (url: string, init: RequestInit & { locale?: string } = {}) => {
    const headers = new Headers(init.headers)
    if (!headers.has("accept")) headers.set("accept", "application/vnd.partners.v1+json")
    if (init.locale) headers.set("accept-language", init.locale)
    return Promise.resolve(state.api.fetch(new Request(`http://test${url}`, { ...init, headers })))
  }
  return {
    get handle() {
      return state.handle
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
    filesDir: path.join(templateDir, "files"),
    get jobs() {
      return state.jobs
    },
    fetch: (request) => Promise.resolve(state.api.fetch(request)),
    request,
    async json(url, init) {
      const response = await request(url, init)
      const text = await response.text()
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null }
    },
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
