import fs from "node:fs"
import http from "node:http"
import path from "node:path"

import { localizedPath } from "../../app/lib/urls/pages"
import { E2E_DATA_DIR } from "../support/run-folder"
import { expect, test } from "./fixtures"
import { logInOnPage } from "./partners"

// API-2: no input, however malformed, gets a 5xx. Every form action reads its body through
// readForm (app/lib/forms/read-form.server.ts): a body of another type is refused as such (415), a form
// body that cannot be read is the sender's mistake (400).

const NOT_FORMS: [string, string, number][] = [
  ["application/json", '{"intent":"create"}', 415],
  ["text/plain", "intent=create", 415],
  ["multipart/form-data; boundary=cut", "--cut\r\nContent-Disposition: form-data; name=", 400],
]

test("a body that is not a form is refused, 415 or 400, by public and partner forms alike", async ({
  page,
}) => {
  const paths = [
    localizedPath("en", "contact"),
    localizedPath("en", "signup"),
    localizedPath("en", "forgotPassword"),
    "/cookie-consent",
  ]
  for (const path of paths)
    for (const [type, body, status] of NOT_FORMS) {
      const answer = await page.request.post(path, { headers: { "content-type": type }, data: body })
      expect(answer.status(), `${path} ${type}`).toBe(status)
    }
  await logInOnPage(page, "buyer@partners.test")
  for (const path of [localizedPath("en", "newOffer"), "/terms-gate", "/logout"])
    for (const [type, body, status] of NOT_FORMS) {
      const answer = await page.request.post(path, { headers: { "content-type": type }, data: body })
      expect(answer.status(), `${path} ${type}`).toBe(status)
    }
})

// A body is read only up to its kind's limit (server/body-limit.ts), before anything parses it:
// the API's JSON 1 MiB, a page's form 256 KiB. The answer is 413 in the API's error shape, or a short
// page, with the security headers; a body under the limit is handled as before.
test("a body over its kind's limit is refused with 413 before it is read", async ({ page }) => {
  const login = (password: string) =>
    // an address that is no address: refused by validation, before the login throttle counts anything
    page.request.post("/api/auth/login", { data: { email: "not-an-address", password } })
  const huge = await login("x".repeat(2 * 1024 * 1024))
  expect(huge.status()).toBe(413)
  expect(await huge.json()).toMatchObject({ error: "payload_too_large" })
  expect(huge.headers()["x-content-type-options"]).toBe("nosniff")
  // just under the limit: read and answered by the API itself (422, per field)
  expect((await login("x".repeat(900 * 1024))).status()).toBe(422)

  const contact = localizedPath("en", "contact")
  const big = await page.request.post(contact, { form: { message: "x".repeat(300 * 1024) } })
  expect(big.status()).toBe(413)
  expect(await big.text()).toContain("too large")
  expect(big.headers()["content-security-policy"]).toBeTruthy()
  // a form under the limit gets the form's own answer (here its CSRF check: no token, 403)
  expect((await page.request.post(contact, { form: { message: "x".repeat(200 * 1024) } })).status()).toBe(403)
})

// Headers over Node's 16 KiB, or more header fields than any client of ours sends (100), are
// refused with 431 in the error shape, with the security headers (server.ts, clientError), where Node's
// own bare answer has neither those headers nor a log line.
test("headers too large or too many are refused with 431", async ({ page }) => {
  const large = await page.request.get("/en", { headers: { "x-padding": "x".repeat(20 * 1024) } })
  expect(large.status()).toBe(431)
  expect(await large.json()).toMatchObject({ error: "request_header_fields_too_large" })
  expect(large.headers()["x-content-type-options"]).toBe("nosniff")

  const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`x-field-${i}`, "1"]))
  const crowded = await page.request.get("/en", { headers: many })
  expect(crowded.status()).toBe(431)
  expect(crowded.headers()["x-content-type-options"]).toBe("nosniff")
  // an ordinary request on the same server is answered as ever
  expect((await page.request.get("/en")).status()).toBe(200)
})

/** The suite's server process's resident memory in MiB, from Linux's /proc (its pid in DATA_DIR/server.json). */
function serverMemoryMiB(): number | null {
  try {
    const { pid } = JSON.parse(fs.readFileSync(path.join(E2E_DATA_DIR, "server.json"), "utf8")) as {
      pid: number
    }
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8")
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024
  } catch {
    return null
  }
}

/**
 * Streams up to `megabytes` MiB of body to a path, 1 MiB at a time, declared (Content-Length) or chunked,
 * until the server answers; its status and how many MiB had been sent by then.
 */
function streamBody(target: URL, megabytes: number, declared: boolean) {
  return new Promise<{ status: number | null; sentMiB: number }>((resolve, reject) => {
    const chunk = Buffer.alloc(1024 * 1024, "a")
    let sent = 0
    let answered = false
    const request = http.request(target, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(declared ? { "content-length": String(megabytes * chunk.length) } : {}),
      },
    })
    request.on("response", (response) => {
      answered = true
      response.resume()
      resolve({ status: response.statusCode!, sentMiB: sent })
      request.destroy()
    })
    // the server closes the connection after its 413: writes still under way fail, which is expected.
    // When that failure comes before the answer has been read (the client's write meets the closed
    // connection first: EPIPE or ECONNRESET, seen on CI under load), the body was cut off while it was
    // arriving: no status to read, but how much had been sent.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return
      answered = true
      if (error.code === "EPIPE" || error.code === "ECONNRESET") resolve({ status: null, sentMiB: sent })
      else reject(error)
    })
    const write = () => {
      while (!answered && sent < megabytes) {
        sent++
        if (!request.write(chunk)) return void request.once("drain", write)
      }
      if (!answered) request.end()
    }
    write()
  })
}

// Four unauthenticated 200 MB login bodies would take the server from 911 MB to 2.4 GB if read whole: the
// body is refused at its limit while it is still arriving: four such bodies at once, declared or not,
// answer 413 long before they are sent, and the server's memory stays where it was.
test("four 200 MB bodies at once are refused with 413 before they are read, and memory stays unchanged", async ({
  baseURL,
}, info) => {
  test.skip(info.project.name !== "chromium", "HTTP only: once is enough")
  const before = serverMemoryMiB()
  test.skip(before === null, "the server's memory is read from Linux's /proc")
  const login = new URL("/api/auth/login", baseURL)
  const contact = new URL(localizedPath("en", "contact"), baseURL)
  const answers = await Promise.all([
    streamBody(login, 200, true),
    streamBody(login, 200, false),
    streamBody(contact, 200, true),
    streamBody(contact, 200, false),
  ])
  // each answered 413 or, when the client's write met the closed connection first, was cut off: either
  // way refused while arriving (the 413 itself is read in the test above, with bodies that fit in a write)
  for (const answer of answers) {
    if (answer.status !== null) expect(answer.status).toBe(413)
    // refused as it arrived: a fraction of the 200 MiB had been sent when the answer came
    expect(answer.sentMiB).toBeLessThan(100)
  }
  const after = serverMemoryMiB()!
  test
    .info()
    .annotations.push({ type: "memory", description: `${before!.toFixed(0)} → ${after.toFixed(0)} MiB` })
  // unchanged within what any page's rendering moves it by (a 200 MB body held whole would be +200 each)
  expect(after - before!).toBeLessThan(64)
})
