import { expect, test } from "./fixtures"
import { formTokenOf } from "./form-fuzz"
import { logInOnPage } from "./partners"

// Decision 013: a visitor's catalogue page may be reused for other visitors for a minute, each with their
// own form token and script nonce; partners (prices, stock) and visitors with cookies of their own always
// get a page rendered for them.
const LIST = "/en/products/all?view=grid&sort=-availability"

test.describe("the page cache", () => {
  test.beforeEach(({}, info) => test.skip(info.project.name !== "chromium", "HTTP only: runs once"))

  test("visitors share a rendered catalogue page, each with their own form token and nonce", async ({
    playwright,
  }, info) => {
    const baseURL = info.project.use.baseURL
    const tokens: string[] = []
    for (const round of [0, 1]) {
      const visitor = await playwright.request.newContext({ baseURL })
      const response = await visitor.get(LIST)
      expect(response.status()).toBe(200)
      // the first visitor may find the page already stored by another test: only the second must reuse it
      if (round === 1) expect(response.headers()["x-page-cache"]).toBe("hit")
      const html = await response.text()
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"]!)![1]
      const nonces = [...html.matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1])
      expect(nonces.length).toBeGreaterThan(0)
      expect(new Set(nonces)).toEqual(new Set([nonce]))
      const token = formTokenOf(html)!
      expect(token).toBeTruthy()
      tokens.push(token)
      // the token is this visitor's own: a form sent with it is accepted (a stale token is a 403)
      const itemId = /name="item_id" value="([^"]+)"/.exec(html)![1]!
      const itemType = /name="item_type" value="([^"]+)"/.exec(html)![1]!
      const added = await visitor.post("/en/wishlist", {
        form: {
          csrf: token,
          intent: "add",
          item_id: itemId,
          item_type: itemType,
          quantity: "1",
          redirect_to: LIST,
        },
        maxRedirects: 0,
      })
      expect([302, 303]).toContain(added.status())
      // from now on the visitor has a wishlist: their pages are rendered for them
      const own = await visitor.get(LIST)
      expect(own.headers()["x-page-cache"]).toBeUndefined()
      await visitor.dispose()
    }
    expect(tokens[0]).not.toBe(tokens[1])
  })

  test("a partner on the same page gets their own page with prices", async ({ page, request }) => {
    await request.get(LIST)
    const visitor = await request.get(LIST)
    expect(visitor.headers()["x-page-cache"]).toBe("hit")
    expect(await visitor.text()).not.toMatch(/\d+,\d{2}\s?€/)
    await logInOnPage(page, "buyer@partners.test", "Partner-Demo-2026")
    const response = await page.goto(LIST)
    expect(response!.headers()["x-page-cache"]).toBeUndefined()
    await expect(page.getByRole("main").getByRole("article").first()).toContainText(/\d+,\d{2}\s?€/)
  })
})
