import fs from "node:fs/promises"
import path from "node:path"

import type { APIRequestContext, Page } from "@playwright/test"
import { Secret, TOTP } from "otpauth"

import { expect, test } from "./fixtures"
import { DEMO_PASSWORD } from "./partners"

// The back office's journeys (docs/decisions/093, 094): its demo staff (README) and their authenticator.
// A TOTP code works once per 30-second step and account (a step before or after now is accepted too), and
// both projects (scripts on and off) may log the same demo account in within one step: a code refused as
// used is typed again from the next step, as a person would wait for the app's next code.

export const DEMO_STAFF_SECRET = "BELCATERPROSTAFFDEMOTOTPSECRETAA"
export const STAFF = {
  admin: "staff@partners.test",
  sales: "sales@partners.test",
  content: "content@partners.test",
} as const

const PERIOD_MS = 30_000

/** What an authenticator app with this secret shows at an instant. */
export const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at,
  })

const untilNextStep = () => PERIOD_MS - (Date.now() % PERIOD_MS) + 250

/**
 * The code of a step that no other login of this run has sent for the account (`account`, or every account
 * of the secret when the caller cannot say which). The server counts a used code as a failed attempt, and
 * five lock the account (ACCOUNT_RULE): journeys logging one demo account in side by side, each retrying
 * a used code, locked it for good. A step is claimed by making a file of its own in the run's results
 * folder, which every worker and project of the run shares; a step with under 3 s left is not claimed,
 * so the code arrives while its step still counts.
 */
export async function claimedCode(secret: string, account: string = secret) {
  const folder = path.join(test.info().project.outputDir, ".staff-steps")
  await fs.mkdir(folder, { recursive: true })
  for (;;) {
    const now = Date.now()
    if (PERIOD_MS - (now % PERIOD_MS) > 3_000) {
      const claim = path.join(folder, `${account.replace(/[^\w.@-]/g, "_")}-${Math.floor(now / PERIOD_MS)}`)
      const claimed = await fs.writeFile(claim, "", { flag: "wx" }).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === "EEXIST") return false
          throw error
        },
      )
      if (claimed) return totpCode(secret, now)
    }
    // the authenticator's next code: a clock, not a page, is waited for
    await new Promise((resolve) => setTimeout(resolve, untilNextStep()))
  }
}

/**
 * Types the app's code into the second-factor form on the page and sends it, with `submit` the button's
 * name; a code refused as used (or as wrong: another run took a later step) is typed again at the next
 * step. Where the page then leads is the caller's to check.
 */
export async function typeStaffCode(
  page: Page,
  secret: string,
  submit: string | RegExp = "Log in",
  account?: string,
) {
  const main = page.getByRole("main")
  const start = page.url()
  // several journeys may log one demo account in at once: each step lets one of them in
  for (let attempt = 0; attempt < 8; attempt++) {
    await main.getByLabel("Code", { exact: true }).fill(await claimedCode(secret, account))
    await main.getByRole("button", { name: submit, exact: true }).click()
    const refused = main.getByText(/has been used already|is not right/).first()
    const outcome = await Promise.race([
      page.waitForURL((url) => url.href !== start, { timeout: 20_000 }).then(() => "moved" as const),
      refused.waitFor({ timeout: 20_000 }).then(() => "refused" as const),
    ])
    if (outcome === "moved") return
    // the authenticator's next code: a clock, not a page, is waited for
    await new Promise((resolve) => setTimeout(resolve, untilNextStep()))
  }
  throw new Error("no code of the authenticator was taken")
}

/**
 * Waits until the second factor typed at `since` no longer counts for sensitive changes on the journeys'
 * server (STAFF_REAUTHENTICATION_SECONDS, set short by playwright.config.ts): the next price change or
 * new staff member then asks "Confirm it is you".
 */
export async function outlastReauthentication(since: number) {
  const windowMs = Number(process.env.E2E_STAFF_REAUTHENTICATION_SECONDS) * 1000
  if (!(windowMs > 0)) throw new Error("E2E_STAFF_REAUTHENTICATION_SECONDS is set by playwright.config.ts")
  // a clock, not a page, is waited for (as for the authenticator's next code)
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, since + windowMs + 1_000 - Date.now())))
}

/** The login page's first step (on the journeys' server, or the one at `base`): address and password sent. */
export async function typeStaffPassword(page: Page, email: string, password = DEMO_PASSWORD, base = "") {
  await page.goto(`${base}/staff/login`)
  const main = page.getByRole("main")
  await main.getByLabel("E-mail address").fill(email)
  await main.getByLabel("Password").fill(password)
  await main.getByRole("button", { name: "Continue" }).click()
}

/** A demo staff account logged in through both steps, on the dashboard (of the server at `base`). */
export async function logInAsStaff(page: Page, email: string, base = "") {
  await typeStaffPassword(page, email, DEMO_PASSWORD, base)
  await expect(page.getByRole("heading", { level: 1, name: "Second factor" })).toBeVisible()
  await typeStaffCode(page, DEMO_STAFF_SECRET, "Log in", email)
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible()
}

/** The staff API's bearer headers of a demo account (for what a journey prepares, not what it tests). */
export async function staffApiHeaders(request: APIRequestContext, email: string) {
  const address = {
    "x-forwarded-for": `10.88.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
  }
  for (let attempt = 0; attempt < 4; attempt++) {
    const first = await request.post("/api/staff/auth/login", {
      data: { email, password: DEMO_PASSWORD },
      headers: address,
    })
    expect(first.status(), await first.text()).toBe(200)
    const loginToken = ((await first.json()) as { data: { attributes: { login_token: string } } }).data
      .attributes.login_token
    const second = await request.post("/api/staff/auth/second-factor", {
      data: { login_token: loginToken, code: await claimedCode(DEMO_STAFF_SECRET, email) },
      headers: address,
    })
    if (second.status() === 200) {
      const token = ((await second.json()) as { access_token: string }).access_token
      return { authorization: `Bearer ${token}`, ...address }
    }
    expect(second.status(), await second.text()).toBe(422)
    await new Promise((resolve) => setTimeout(resolve, untilNextStep()))
  }
  throw new Error(`no staff session for ${email}`)
}

/** A fresh second factor for a staff API session (adding staff needs one within five minutes). */
export async function reauthenticate(
  request: APIRequestContext,
  headers: Record<string, string>,
  account?: string,
) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const answer = await request.post("/api/staff/auth/reauthenticate", {
      data: { code: await claimedCode(DEMO_STAFF_SECRET, account) },
      headers,
    })
    if (answer.status() === 200) return
    expect(answer.status(), await answer.text()).toBe(422)
    await new Promise((resolve) => setTimeout(resolve, untilNextStep()))
  }
  throw new Error("no re-authentication")
}
