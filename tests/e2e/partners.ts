import type { APIRequestContext, Page } from "@playwright/test"

import { solveCaptchaProof } from "../support/captcha"
import { expect } from "./fixtures"
import { staff } from "./outbox"

// Partners of a test's own: signed up through the API (with the captcha's proof of work) and approved by
// the staff command, so that journeys that change a basket, a wishlist or orders never share a demo
// account with another test file or with the other project (scripts on and off).

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
  // the answer is a receipt that names no request: staff name it by its applicant's address
  await staff("signups", "approve", partner.email, "--roles", partner.roles)
  return partner.email
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

/** Logs in through the login page (the form works with and without scripts) and lands on the root. */
export async function logInOnPage(page: Page, email: string, password = DEMO_PASSWORD) {
  await submitLogIn(page, email, password)
  await expect(page).toHaveURL(/\/en$/, { timeout: 15_000 })
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
