import { localizedPath } from "../../app/lib/urls/pages"
import { expect, test } from "./fixtures"
import { logInThroughTheForm } from "./partners"

// Every request that changes something is refused when a page of another site sent it, resource
// routes included (server/cross-origin.ts): the browser itself says so (Sec-Fetch-Site, Origin). The foreign
// page here is a real page of another origin, served by the test, whose plain forms the browser posts to
// the shop as any other site's would; scripts on or off, the browser sends the same headers.

const ELSEWHERE = "http://elsewhere.test"

test("forms on another site's page change nothing in the shop, and the shop's own forms still work", async ({
  page,
  baseURL,
}) => {
  // a login, four foreign pages and their posts, the account page and a logout: a long journey
  test.slow()
  // a login of its own: the journey ends it with the logout form
  await logInThroughTheForm(page, "buyer@partners.test")
  const targets = ["/logout", "/cookie-consent", localizedPath("en", "contact"), "/api/auth/login"]
  await page.route(`${ELSEWHERE}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body:
        '<!doctype html><html lang="en"><head><title>Elsewhere</title></head><body><main>' +
        targets
          .map(
            (target, index) =>
              `<form method="post" action="${baseURL}${target}">` +
              '<input type="hidden" name="redirectTo" value="/en">' +
              `<button>Send ${index}</button></form>`,
          )
          .join("") +
        "</main></body></html>",
    }),
  )

  for (const [index, target] of targets.entries()) {
    await page.goto(`${ELSEWHERE}/`)
    const answer = page.waitForResponse((response) => response.url() === `${baseURL}${target}`)
    await page.getByRole("button", { name: `Send ${index}` }).click()
    expect((await answer).status(), target).toBe(403)
    if (!target.startsWith("/api/"))
      await expect(page.getByRole("heading", { name: "Refused", level: 1 })).toBeVisible()
  }

  // the buyer is still logged in, and the cookie notice was not accepted by the foreign page
  await page.goto(localizedPath("en", "myAccount"))
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/log in/i)
  await expect(page).toHaveURL(/\/en\/my-account$/)
  expect((await page.context().cookies()).some((cookie) => cookie.name.includes("consent"))).toBe(false)

  // the shop's own logout form is the same kind of post, from the shop's page: it works
  await page.getByRole("button", { name: "Log out" }).first().click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.getByRole("link", { name: "My account" })).toHaveCount(0)
})

test("a write whose Origin or Fetch Metadata names another site is refused; without either it goes on", async ({
  request,
}, info) => {
  test.skip(info.project.name !== "chromium", "HTTP only: once is enough")
  const foreign: Record<string, string>[] = [
    { origin: ELSEWHERE },
    { origin: "null" },
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site" },
  ]
  for (const headers of foreign) {
    const consent = await request.post("/cookie-consent", {
      headers,
      form: { redirectTo: "/en" },
      maxRedirects: 0,
    })
    expect(consent.status(), JSON.stringify(headers)).toBe(403)
    expect(consent.headers()["content-security-policy"]).toBeTruthy()
    const api = await request.post("/api/auth/login", { headers, data: { email: "x@y.test", password: "z" } })
    expect(api.status(), JSON.stringify(headers)).toBe(403)
    expect(await api.json()).toMatchObject({ error: "cross_origin_request" })
  }
  // from the shop's own page the post goes on to the form's own checks (here logout's token, which this
  // post lacks: "Invalid form token"; the cookie notice of shared pages needs none, decision 041), and an
  // integration's call (no browser headers) to the API's
  const own = await request.post("/logout", {
    headers: { "sec-fetch-site": "same-origin" },
    form: {},
    maxRedirects: 0,
  })
  expect(own.status()).toBe(403)
  expect(await own.text()).toContain("form token")
  const plain = await request.post("/api/auth/login", { data: { email: "not-an-address", password: "z" } })
  expect(plain.status()).toBe(422)
})
