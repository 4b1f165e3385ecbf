import fs from "node:fs/promises"
import path from "node:path"

import { type APIRequestContext, type Page, request as requests, test } from "@playwright/test"

import { solveCaptchaProof } from "../support/captcha"
import { expect } from "./fixtures"
import { approveSignup } from "./outbox"

// Partners of a test's own: signed up through the API (with the captcha's proof of work) and approved
// through the staff command's door on the running server, so that journeys that change a basket, a
// wishlist or orders never share a demo account with another test file or with the other project
// (scripts on and off).

export interface NewPartner {
  email: string
  password: string
  /** role ids, comma-separated, as the staff command takes them ("1,2,3") */
  roles: string
  firstName: string
  lastName: string
  company: string
  phone?: string
  /** ACCOUNT-2: the partner's category (announcements are meant for one or for all) */
  category?: "catering_trade" | "wholesaler"
}

export async function newPartner(request: APIRequestContext, partner: NewPartner) {
  await signUp(request, partner)
  // the answer is a receipt that names no request: staff name it by its applicant's address
  await approveSignup(encodeURIComponent(partner.email), partner.roles)
  return partner.email
}

/** A sign-up request sent through the API (with the captcha's proof of work), left for staff to review. */
export async function signUp(request: APIRequestContext, partner: Omit<NewPartner, "roles">) {
  const captcha = await (await request.post("/api/captcha", { data: { form: "signup" } })).json()
  const answer = await request.put("/api/users", {
    headers: { "accept-language": "en" },
    data: {
      data: {
        type: "clients",
        attributes: {
          first_name: partner.firstName,
          last_name: partner.lastName,
          email: partner.email,
          email_confirmation: partner.email,
          password: partner.password,
          password_confirmation: partner.password,
          phone: partner.phone ?? "+32 9 555 12 34",
          company_name: partner.company,
          company_reference: `C-${Math.floor(10_000 + Math.random() * 89_999)}`,
          company_function: "Buyer",
          category: partner.category ?? null,
          newsletter: false,
          gdpr_accepted: true,
          terms_accepted: true,
          captcha_id: captcha.data.id,
          captcha_proof: solveCaptchaProof(captcha.data.attributes.proof_of_work),
        },
      },
    },
  })
  expect(answer.status()).toBe(202)
}

/** The demo accounts' password (api/db/seed). */
export const DEMO_PASSWORD = "Partner-Demo-2026"

/**
 * Fills in the login page's form and sends it (the form works with and without scripts); where that
 * leads is the caller's to check. The page's main region, where the form and its messages are.
 */
export async function submitLogIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  loginUrl = "/en/login",
) {
  await page.goto(loginUrl)
  const main = page.getByRole("main")
  await main.getByLabel("E-mail address").fill(email)
  await main.getByLabel("Password").fill(password)
  await main.getByRole("button", { name: "Log in" }).click()
  return main
}

/**
 * Logs in through the login page (the form works with and without scripts) and lands on the root: for the
 * journeys about logging in (and those that log out, or need what a login does besides, such as merging
 * the visitor's wishlist). Other journeys use logInOnPage.
 */
export async function logInThroughTheForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await submitLogIn(page, email, password)
  await expect(page).toHaveURL(/\/en$/, { timeout: 15_000 })
}

/**
 * The partner's browser is logged in, and on the root: it gets the session cookies of a login this run
 * already made for the account (Playwright's storage state), instead of typing into the login form. The
 * form costs a page, the password's hash and a redirect, once for each of hundreds of journeys; it is
 * tested by the journeys about logging in (logInThroughTheForm).
 */
export async function logInOnPage(page: Page, email: string, password = DEMO_PASSWORD) {
  // a visitor's wishlist is merged into the partner's by the login itself: that takes the form
  const cookies = await page.context().cookies()
  if (cookies.some((cookie) => cookie.name.endsWith("wishlist")))
    return logInThroughTheForm(page, email, password)
  await page.context().addCookies(await storedSessionCookies(email, password))
  await page.goto("/en")
  await expect(page).toHaveURL(/\/en$/)
  // the header's logout form: the stored session was taken (a terms gate would make it inert, not gone)
  await expect(page.locator('form[action="/logout"]').first()).toBeAttached()
}

/** The cookies of a login this run made for the account (a stored session, see logInOnPage). */
export async function storedSessionCookies(email: string, password = DEMO_PASSWORD) {
  const baseURL = test.info().project.use.baseURL!
  const stored = JSON.parse(await storedSession(baseURL, email, password)) as {
    cookies: Parameters<ReturnType<Page["context"]>["addCookies"]>[0]
  }
  return stored.cookies
}

// A stored session is handed out for a minute after its login. The shop refreshes a session's tokens 4
// minutes after login and the refresh token rotates: a browser still holding the first one after the
// refresh (another journey with the same stored state) would present a used token, which ends that login
// as stolen. A journey lasts at most 3 minutes (CI's timeout for a slow one), so a state handed out is
// never used past its refresh; the next journey then gets the state of a new login. Shared by the workers
// of the run through files in the run's output folder (emptied when a run starts), one writer at a time.
const HANDED_OUT_FOR_MS = 60_000

async function storedSession(baseURL: string, email: string, password: string): Promise<string> {
  const folder = path.join(test.info().project.outputDir, ".sessions")
  await fs.mkdir(folder, { recursive: true })
  const file = path.join(folder, `${new URL(baseURL).port}-${email}.json`)
  const lock = `${file}.lock`
  for (;;) {
    const made = await fs.stat(file).catch(() => null)
    if (made && Date.now() - made.mtimeMs < HANDED_OUT_FOR_MS) return fs.readFile(file, "utf8")
    try {
      await fs.mkdir(lock)
      break
    } catch {
      // another worker is logging in for this account: its state comes in a moment (a lock left by a
      // worker that died is taken over after 30 s)
      const held = await fs.stat(lock).catch(() => null)
      if (held && Date.now() - held.mtimeMs > 30_000) await fs.rm(lock, { recursive: true, force: true })
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  try {
    // the login page's form as the browser posts it (its origin proves the post the shop's own)
    const context = await requests.newContext({ baseURL })
    try {
      const answer = await context.post("/en/login", {
        form: { email, password },
        headers: { origin: new URL(baseURL).origin },
        maxRedirects: 0,
      })
      expect(answer.status(), `login of ${email}`).toBe(303)
      const state = JSON.stringify(await context.storageState())
      await fs.writeFile(`${file}.new`, state)
      await fs.rename(`${file}.new`, file)
      return state
    } finally {
      await context.dispose()
    }
  } finally {
    await fs.rm(lock, { recursive: true, force: true })
  }
}

/** A date with its time, as the English pages write it: "30 Nov 2026, 08:05" ("Sept" in September). */
export const DATE_AND_TIME = /^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2}$/

const PRICE = { "€": /\d+,\d{2}\s€/, "£": /\d+,\d{2}\s£/ }

/** The first price shown in the page's main content, in euros or pounds ("1234,50 €"). */
export const firstPrice = (page: Page, currency: keyof typeof PRICE) =>
  page.locator("main").getByText(PRICE[currency]).first()

/** The partner's API headers (bearer token, English), for setting up a basket before a page is opened. */
export async function apiHeadersOf(request: APIRequestContext, email: string, password: string) {
  const login = await request.post("/api/auth/login", { data: { email, password } })
  expect(login.status()).toBe(200)
  return { authorization: `Bearer ${(await login.json()).access_token}`, "accept-language": "en" }
}

/** Replaces the partner's basket through the API (products unless a line says otherwise). */
export async function putBasket(
  request: APIRequestContext,
  headers: Record<string, string>,
  items: { id: string; quantity: number; type?: "products" | "spare-parts" }[],
) {
  const answer = await request.put("/api/basket", {
    headers,
    data: { items: items.map((item) => ({ type: "products", ...item })) },
  })
  expect(answer.status()).toBe(200)
}
