import type { BrowserContext, Page } from "@playwright/test"

import { expect, test } from "./fixtures"
import { firstPrice, submitLogIn } from "./partners"
import { sessionCookieJar } from "./session-cookie"

// The shop refreshes the partner's access token on the server before a request once the refresh is due
// (ACCOUNT-5: 4 minutes after issue). Waiting 4 minutes is no test: the test reads the session cookie
// with the server's own secret (SESSION_SECRET, set by playwright.config.ts), moves the due time into the
// past, and looks at what the next page does.

const jar = sessionCookieJar(process.env.E2E_SESSION_SECRET!)
const readSession = (context: BrowserContext) => jar.read(context)
const writeSession = (context: BrowserContext, data: Record<string, unknown>) =>
  jar.write(context, data, new URL(test.info().project.use.baseURL!).hostname)

async function logIn(page: Page, email: string) {
  await submitLogIn(page, email)
  await expect(page.getByRole("link", { name: "My account" })).toBeVisible({ timeout: 15_000 })
}

test.describe("the access token's refresh", () => {
  test("once due, the server refreshes the token before the page's calls: new tokens, still logged in", async ({
    page,
    context,
  }) => {
    await logIn(page, "viewer@partners.test")
    const before = (await readSession(context))!
    expect(before.accessToken).toEqual(expect.any(String))
    expect(Number(before.refreshAt) - Date.now()).toBeGreaterThan(3 * 60_000)
    await writeSession(context, { ...before, refreshAt: Date.now() - 1000 })

    await page.goto("/en/products/all")
    await expect(page.getByRole("link", { name: "My account" })).toBeVisible()
    await expect(firstPrice(page, "£")).toBeVisible()
    const after = (await readSession(context))!
    expect(after.accessToken).not.toBe(before.accessToken)
    expect(after.refreshToken).not.toBe(before.refreshToken)
    expect(Number(after.refreshAt)).toBeGreaterThan(Date.now() + 3 * 60_000)
  })

  test("a refresh that fails ends the session with the login error, and the person is a visitor again", async ({
    page,
    context,
  }) => {
    await logIn(page, "viewer@partners.test")
    const session = (await readSession(context))!
    await writeSession(context, {
      ...session,
      refreshToken: "stolen-or-expired",
      refreshAt: Date.now() - 1000,
    })

    await page.goto("/en/products/all")
    await expect(
      page.getByRole("status").filter({ hasText: "Your session has ended. Please log in again." }),
    ).toBeVisible()
    await expect(page.getByRole("link", { name: "My account" })).toHaveCount(0)
    await expect(page.getByText("Log in to order").first()).toBeVisible()
    expect((await readSession(context))?.accessToken).toBeUndefined()
  })
})
