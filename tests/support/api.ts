import fs from "node:fs/promises"
import path from "node:path"
import { afterAll, beforeAll, inject } from "vitest"
import { createApi } from "../../api/app"
import { openDatabase, type DatabaseHandle } from "../../api/db/client"

export interface TestApi {
  handle: DatabaseHandle
  filesDir: string
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
export function setupTestApi(options: { staffKey?: string } = {}): TestApi {
  const state = {} as { handle: DatabaseHandle; api: ReturnType<typeof createApi> }
  const templateDir = inject("templateDir")
  beforeAll(async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL
    if (databaseUrl) {
      state.handle = await openDatabase({ databaseUrl })
    } else {
      const dump = await fs.readFile(path.join(templateDir, "pgdata.tar"))
      state.handle = await openDatabase({ dataDir: "memory://", loadDataDir: new Blob([dump]) })
    }
    state.api = createApi({
      handle: state.handle,
      staffKey: options.staffKey,
      filesDir: path.join(templateDir, "files"),
    })
  })
  afterAll(async () => {
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
    filesDir: path.join(templateDir, "files"),
    request,
    async json(url, init) {
      const response = await request(url, init)
      const text = await response.text()
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null }
    },
  }
}
