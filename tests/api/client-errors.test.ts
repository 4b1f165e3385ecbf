import { describe, expect, test } from "vitest"

import { CLIENT_ERRORS_PER_ADDRESS_PER_HOUR } from "#contract/client-errors"

import { createLogger } from "../../api/lib/log"
import { callerRequests, setupTestApi } from "../support/api"

// MODE-7: a page whose scripts failed reports it once; the server writes one log line with the page and
// the browser, and limits how many reports it takes, across processes (counted in the database).

const lines: Record<string, unknown>[] = []
// the API's log, kept: its warnings are what this endpoint writes
const base = createLogger("silent")
const log = {
  ...base,
  warn: (message: string, fields?: Record<string, unknown>) => lines.push({ message, ...fields }),
  child: () => log,
}
const api = setupTestApi({ log })
const { freshAddress, post } = callerRequests(api, 92)

const report = {
  page: "/en/products/cooking?family=1",
  phase: "hydration",
  message: "TypeError: Object.hasOwn is not a function",
  stack: "TypeError: Object.hasOwn is not a function\n    at /assets/title-crumb.js:1:2345",
}

describe("POST /client-errors", () => {
  test("logs the report once, with the page and the browser's User-Agent", async () => {
    lines.length = 0
    const { status } = await post("/client-errors", report, {
      "user-agent": "Mozilla/5.0 HeadlessChrome/83.0",
    })
    expect(status).toBe(204)
    const logged = lines.filter((line) => line.message === "client script error")
    expect(logged).toEqual([
      {
        message: "client script error",
        page: report.page,
        phase: "hydration",
        error: report.message,
        stack: report.stack,
        userAgent: "Mozilla/5.0 HeadlessChrome/83.0",
      },
    ])
  })

  test("answers 422 with an error per field on a report that is not one, and logs nothing", async () => {
    lines.length = 0
    const { status, body } = await post("/client-errors", {
      page: "https://elsewhere.example/",
      phase: "sometime",
      message: "",
      stack: "x".repeat(8001),
    })
    expect(status).toBe(422)
    expect(Object.keys((body as { errors: Record<string, string[]> }).errors).sort()).toEqual([
      "message",
      "page",
      "phase",
      "stack",
    ])
    expect(lines).toEqual([])
  })

  test("takes so many reports an hour from one address, then 429 with Retry-After", async () => {
    const address = freshAddress()
    const send = () =>
      api.json("/client-errors", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify(report),
      })
    for (let sent = 0; sent < CLIENT_ERRORS_PER_ADDRESS_PER_HOUR; sent++)
      expect((await send()).status).toBe(204)
    const refused = await api.request("/client-errors", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify(report),
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
  })
})
