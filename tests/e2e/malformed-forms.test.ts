import { localizedPath } from "../../app/lib/urls/pages"
import { expect, test } from "./fixtures"
import { logInOnPage } from "./partners"

// Done means 9: no input, however malformed, gets a 5xx. Every form action reads its body through
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

// Issue 18: a body is read only up to its kind's limit (server/body-limit.ts), before anything parses it:
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

// Issue 18: headers over Node's 16 KiB, or more header fields than any client of ours sends (100), are
// refused with 431 in the error shape, with the security headers (server.ts, clientError); before, Node's
// own bare answer had neither those headers nor a log line.
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
