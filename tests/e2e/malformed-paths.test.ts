import http from "node:http"

import { localizedPath } from "../../app/lib/urls/pages"
import { expect, hasScripts, test } from "./fixtures"

// API-2: no request path or query string, however malformed, answers 5xx: a path nothing can decode is
// a 400 (server/request-target.ts), an unknown one the 404 page, a query the pages cannot read is ignored
// or refused; and every answer carries the security headers. The requests are written byte for byte with
// node:http (a browser or Playwright's request context would tidy the URL before sending it), over HTTP
// only, so the test runs in one project.

/** Places the malformed parts are put into: pages of the shop in two languages and API endpoints. */
const PAGE_BASES = [
  "/en",
  "/de",
  localizedPath("en", "productList"),
  localizedPath("en", "productList", { category: "all" }),
  localizedPath("fr", "productList", { category: "all" }),
  localizedPath("en", "search"),
  localizedPath("de", "news"),
  localizedPath("en", "myOrders"),
]
const API_BASES = ["/api/products", "/api/search", "/api/menu", "/api/pages/news", "/api/products/filters"]

/** Path segments that cannot be decoded, or decode to something no page or file is named. */
const BAD_SEGMENTS = [
  "%E0%A4%A", // a UTF-8 sequence cut short
  "%",
  "%ZZ",
  "%FF",
  "%C0%AF", // an overlong encoding of "/"
  "%ED%A0%80", // a lone surrogate
  "%00",
  "a%00b",
  "%0A%0D",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "caf%C3%A9-%E2%82%AC-%F0%9F%8D%95", // a unicode slug
  "%D0%BF%D0%B5%D1%87%D1%8C",
  "x".repeat(3000), // longer than any path the shop makes
  "%25%32%35",
]

/** Query strings the pages' and the API's readers must survive. */
const BAD_QUERIES = [
  "?page=abc&page[]=x",
  "?sort[]=",
  "?page=-1",
  "?page=1e999",
  "?page=99999999999999999999",
  "?sort=%E0%A4%A",
  "?%%%",
  "?q=%00&query=%00",
  "?family=%FF&min=NaN&max=-0",
  "?filter[price][min]=%E0&filter[[x]]=1",
  "?page[number]=abc&page[size]=1e9",
  "?a=" + "b".repeat(4000),
  "?old=1&old[]=1&eprel=%C0%AF",
]

function malformedTargets(): string[] {
  const targets = new Set<string>()
  for (const base of [...PAGE_BASES, ...API_BASES]) {
    for (const segment of BAD_SEGMENTS) targets.add(`${base}/${segment}`)
    for (const query of BAD_QUERIES) targets.add(`${base}${query}`)
  }
  // the root and the static files' folder
  for (const segment of BAD_SEGMENTS.slice(0, 8)) {
    targets.add(`/${segment}`)
    targets.add(`/assets/${segment}`)
  }
  return [...targets]
}

/** One request with the target exactly as written. */
function send(
  origin: URL,
  target: string,
  method = "GET",
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: origin.hostname, port: origin.port, path: target, method, headers: { accept: "*/*" } },
      (response) => {
        response.resume()
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }))
      },
    )
    request.on("error", reject)
    request.end()
  })
}

test("malformed paths and query strings get 400 or a 404 page, never a server error", async ({ baseURL }) => {
  test.skip(!hasScripts(test.info().project.name), "HTTP only: runs once")
  test.slow()
  const origin = new URL(baseURL!)
  const targets = malformedTargets()
  expect(targets.length).toBeGreaterThanOrEqual(200)
  const failures: string[] = []
  // four at a time: enough to be quick, few enough not to crowd the other journeys
  for (let start = 0; start < targets.length; start += 4) {
    const batch = targets.slice(start, start + 4)
    const answers = await Promise.all(batch.map((target) => send(origin, target)))
    answers.forEach(({ status, headers }, index) => {
      const target = batch[index]!.slice(0, 80)
      if (status >= 500 || status === 0) failures.push(`${status} ${target}`)
      if (headers["x-content-type-options"] !== "nosniff") failures.push(`no nosniff: ${status} ${target}`)
      if (headers["x-frame-options"] !== "DENY") failures.push(`no frame policy: ${status} ${target}`)
      if (!headers["content-security-policy"]) failures.push(`no content policy: ${status} ${target}`)
    })
  }
  expect(failures, `${targets.length} malformed requests`).toEqual([])
  // the refusal is the one described: an undecodable path is the sender's mistake
  expect((await send(origin, "/en/products/%E0%A4%A")).status).toBe(400)
  expect((await send(origin, "/api/products/%E0%A4%A")).status).toBe(400)
})

// A method nothing here answers (TRACE, WebDAV's) cannot even be made into a fetch Request, and OPTIONS,
// PUT or DELETE on a page would reach React Router's handler, which fails on some: the shop's pages take
// GET, HEAD and POST and say so (405 with Allow); the API answers its own methods.
test("methods a path does not take are refused with 405, never a server error", async ({ baseURL }) => {
  test.skip(!hasScripts(test.info().project.name), "HTTP only: runs once")
  const origin = new URL(baseURL!)
  const failures: string[] = []
  for (const method of ["TRACE", "PROPFIND", "MKCOL", "OPTIONS", "PUT", "PATCH", "DELETE"])
    for (const target of [
      "/en",
      "/en/contact",
      "/cookie-consent",
      "/logout",
      "/api/products",
      "/favicon.svg",
    ]) {
      const { status, headers } = await send(origin, target, method)
      if (status >= 500 || status === 0) failures.push(`${status} ${method} ${target}`)
      if (headers["x-content-type-options"] !== "nosniff") failures.push(`no nosniff: ${method} ${target}`)
    }
  expect(failures).toEqual([])
  const trace = await send(origin, "/en", "TRACE")
  expect(trace.status).toBe(405)
  expect(trace.headers.allow).toContain("GET")
  const options = await send(origin, "/en/contact", "OPTIONS")
  expect(options.status).toBe(405)
  expect(options.headers.allow).toBe("GET, HEAD, POST")
})
