import { localizedPath } from "../../app/lib/urls/pages"
import { expect, test } from "./fixtures"
import { logInOnPage } from "./partners"

// Done means 9: no input, however malformed, gets a 5xx. Every form action reads its body through
// readForm (app/lib/forms/read-form.server.ts): a body that is not a form is the sender's mistake, a 400.

const NOT_FORMS: [string, string][] = [
  ["application/json", '{"intent":"create"}'],
  ["multipart/form-data; boundary=cut", "--cut\r\nContent-Disposition: form-data; name="],
]

test("a body that is not a form is refused with 400 by public and partner forms alike", async ({ page }) => {
  const paths = [
    localizedPath("en", "contact"),
    localizedPath("en", "signup"),
    localizedPath("en", "forgotPassword"),
    "/cookie-consent",
  ]
  for (const path of paths)
    for (const [type, body] of NOT_FORMS) {
      const answer = await page.request.post(path, { headers: { "content-type": type }, data: body })
      expect(answer.status(), `${path} ${type}`).toBe(400)
    }
  await logInOnPage(page, "buyer@partners.test")
  for (const path of [localizedPath("en", "newOffer"), "/terms-gate", "/logout"])
    for (const [type, body] of NOT_FORMS) {
      const answer = await page.request.post(path, { headers: { "content-type": type }, data: body })
      expect(answer.status(), `${path} ${type}`).toBe(400)
    }
})
