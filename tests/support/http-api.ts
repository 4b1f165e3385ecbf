import crypto from "node:crypto"
import http from "node:http"
import type { AddressInfo } from "node:net"

import { getRequestListener } from "@hono/node-server"
import { afterAll, beforeAll } from "vitest"

import { isApiPath, toApiRequest } from "../../server/api-mount"
import type { TestApi } from "./api"

/**
 * The test's API served over real HTTP on a port of its own (127.0.0.1, chosen by the system), under /api
 * as server.ts mounts it: for tests that call it as a partner's program does. Call after setupTestApi;
 * `baseUrl` (…/api) is set once the file's beforeAll hooks have run.
 */
export function serveApiOverHttp(api: TestApi): { readonly baseUrl: string } {
  let server: http.Server | undefined
  let baseUrl: string | undefined
  beforeAll(async () => {
    const listener = getRequestListener(
      (request, { incoming }) => {
        if (!isApiPath(new URL(request.url).pathname))
          return Response.json({ error: "not_found", message: "Not found" }, { status: 404 })
        const clientAddress = incoming.socket.remoteAddress ?? "unknown"
        return api.fetch(toApiRequest(request, { requestId: crypto.randomUUID(), clientAddress }))
      },
      // the client runs in this same process: it keeps Node's own Request and Response, as a partner's would
      { overrideGlobalObjects: false },
    )
    server = http.createServer((request, response) => void listener(request, response))
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
