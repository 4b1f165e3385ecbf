import crypto from "node:crypto"
import http from "node:http"
import type { AddressInfo } from "node:net"

import { getRequestListener } from "@hono/node-server"
import { afterAll, beforeAll } from "vitest"

import { isApiPath, toApiRequest } from "../../server/api-mount"
import { API_BODY_LIMIT, limitBody } from "../../server/body-limit"
import { crossOriginProblem, refusedCrossOrigin } from "../../server/cross-origin"
import { refusedTarget, targetProblem } from "../../server/request-target"
import type { TestApi } from "./api"

/**
 * The test's API served over real HTTP on a port of its own (127.0.0.1, chosen by the system), under /api
 * as server.ts mounts it: for tests that call it as a partner's program does. Call after setupTestApi;
 * `baseUrl` (…/api) is set once the file's beforeAll hooks have run.
 *
 * In front of the API sit the guards server.ts puts there for /api paths, in its order (server.ts
 * `respond`): a path nothing could decode is refused (400), a cross-site write is refused (403), the
 * body is read up to the API's limit (413). Not here: the header-count and method refusals server.ts
 * makes on Node's raw request, security headers, compression (tests/e2e cover those on the real server).
 */
export function serveApiOverHttp(api: TestApi): { readonly baseUrl: string } {
  let server: http.Server | undefined
  let baseUrl: string | undefined
  beforeAll(async () => {
    const listener = getRequestListener(
      async (request, { incoming }) => {
        const { pathname } = new URL(request.url)
        if (!isApiPath(pathname))
          return Response.json({ error: "not_found", message: "Not found" }, { status: 404 })
        if (targetProblem(pathname)) return refusedTarget(true)
        if (crossOriginProblem(request)) return refusedCrossOrigin(true)
        const limited = request.body ? await limitBody(request, API_BODY_LIMIT, true) : { request }
        if ("refusal" in limited) return limited.refusal
        const clientAddress = incoming.socket.remoteAddress ?? "unknown"
        // the caller's request id, as server.ts keeps it: a test can find the log lines of its request
        const requestId = request.headers.get("x-request-id") ?? crypto.randomUUID()
        return api.fetch(toApiRequest(limited.request, { requestId, clientAddress }))
      },
      // the client runs in this same process: it keeps Node's own Request and Response, as a partner's would
      { overrideGlobalObjects: false },
    )
    server = http.createServer((request, response) => void listener(request, response))
    // The client (fetch) lets an idle connection go after 4 s; the server's default of 5 s left a race on
    // a loaded machine, where a request sent on a connection the server was closing came back as
    // ECONNRESET (seen in the fuzz suite on CI). The server keeps idle connections longer than the client.
    server.keepAliveTimeout = 60_000
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
  })
  afterAll(async () => {
    if (!server) return
    const closed = new Promise((resolve) => server!.close(resolve))
    // the client's kept-alive connections would hold the server open for seconds
    server.closeAllConnections()
    await closed
  })
  return {
    get baseUrl() {
      if (!baseUrl) throw new Error("the API is served once beforeAll has run")
      return baseUrl
    },
  }
}
