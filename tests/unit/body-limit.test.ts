import { describe, expect, test } from "vitest"

import { ABORTED_STATUS, limitBody } from "../../server/body-limit"

// The body is read up to its kind's limit before anything parses it (server/body-limit.ts).

/** A chunked body (no Content-Length) of `chunks` pieces of `size` bytes, counting what was pulled. */
function streamed(chunks: number, size: number, failAt?: number) {
  const pulled = { count: 0, cancelled: false }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (failAt !== undefined && pulled.count === failAt) {
        controller.error(new Error("the sender hung up"))
        return
      }
      if (pulled.count === chunks) return controller.close()
      pulled.count++
      controller.enqueue(new Uint8Array(size).fill(120))
    },
    cancel() {
      pulled.cancelled = true
    },
  })
  const request = new Request("http://shop.test/api/basket", {
    method: "PUT",
    body,
    headers: { "content-type": "application/json" },
    duplex: "half",
  } as RequestInit)
  return { request, pulled }
}

describe("a request body read up to a limit", () => {
  test("a declared length over the limit is refused before a byte is read, in the API's error shape", async () => {
    const request = new Request("http://shop.test/api/auth/login", {
      method: "POST",
      body: "x".repeat(2048),
      headers: { "content-type": "application/json" },
    })
    const answer = await limitBody(request, 1024, true)
    if (!("refusal" in answer)) throw new Error("expected a refusal")
    expect(answer.refusal.status).toBe(413)
    expect(await answer.refusal.json()).toMatchObject({ error: "payload_too_large" })
  })

  test("a chunked body is read until it passes the limit and no further", async () => {
    const { request, pulled } = streamed(1000, 1024)
    const answer = await limitBody(request, 8 * 1024, false)
    if (!("refusal" in answer)) throw new Error("expected a refusal")
    expect(answer.refusal.status).toBe(413)
    expect(answer.refusal.headers.get("content-type")).toContain("text/html")
    expect(pulled.count).toBeLessThanOrEqual(10)
    expect(pulled.cancelled).toBe(true)
  })

  test("a body under the limit reaches the handler whole, with its length", async () => {
    const { request } = streamed(3, 100)
    const answer = await limitBody(request, 1024, true)
    if (!("request" in answer)) throw new Error("expected the request")
    expect(answer.request.method).toBe("PUT")
    expect(answer.request.headers.get("content-length")).toBe("300")
    expect(answer.request.headers.get("content-type")).toBe("application/json")
    expect((await answer.request.text()).length).toBe(300)
  })

  test("a sender that hangs up mid-body is answered as aborted, not as a failure", async () => {
    const { request } = streamed(10, 100, 2)
    const answer = await limitBody(request, 4096, true)
    if (!("refusal" in answer)) throw new Error("expected a refusal")
    expect(answer.refusal.status).toBe(ABORTED_STATUS)
  })

  test("a request without a body is handed on as it is", async () => {
    const request = new Request("http://shop.test/en")
    expect(await limitBody(request, 10, false)).toEqual({ request })
  })
})
