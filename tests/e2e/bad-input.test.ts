import path from "node:path"

import { keepPicture, RESULTS } from "../support/run-folder"
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from "./fixtures"
import { logInOnPage } from "./partners"

// What a person or a program types into an address is answered as their mistake (400, 404 or the page
// with a message), never as "try again later" (503), which trying again would not change. The search
// page and the API count characters the same way (an emoji is one).

test.beforeEach(({}, info) => test.skip(info.project.name !== "chromium", "HTTP only: once is enough"))

const NUL = "%00"
const EMOJI = "%F0%9F%98%80"
// a sample of what arrives in addresses: fractions, signs, words, huge numbers, control characters,
// a lone half of an emoji, markup, and very long values
const BAD_VALUES = [
  "1.5",
  "-1",
  "abc",
  "1e9",
  "99999999999999999999",
  NUL,
  `a${NUL}b`,
  "%ED%A0%80",
  "%3Cb%3E",
  "x".repeat(600),
]

test("the search counts an emoji as one character, on the page and in the API", async ({ request }) => {
  const page = await request.get(`/en/search?query=${EMOJI}`)
  expect(page.status()).toBe(200)
  expect(await page.text()).toContain("Type at least 2 characters")
  const api = await request.get(`/api/search?query=${EMOJI}`)
  expect(api.status()).toBe(422)
  expect((await api.json()).errors.query).toEqual(["Type at least 2 characters."])
  // two emoji are two characters, for both
  const two = await request.get(`/en/search?query=${EMOJI}${EMOJI}`)
  expect(two.status()).toBe(200)
  expect((await request.get(`/api/search?query=${EMOJI}${EMOJI}`)).status()).toBe(200)
})

test("a character nobody types in a search is a 400 that says so, on the page and in the API", async ({
  request,
}) => {
  const page = await request.get(`/en/search?query=ab${NUL}cd`)
  expect(page.status()).toBe(400)
  const text = await page.text()
  expect(text).toContain("This request cannot be answered")
  expect(text).toContain("Remove the control characters")
  expect((await request.get(`/api/search?query=ab${NUL}cd`)).status()).toBe(422)
})

test.describe("the 400 page", () => {
  // the page's designed answer, not an error
  test.use({ designedStatuses: [400, 403, 404, 422] })

  test("says what is wrong, in the page's language, and reads well at every width", async ({ page }) => {
    const answer = await page.goto(`/fr/recherche?query=ab${NUL}cd`)
    expect(answer?.status()).toBe(400)
    await expect(
      page.getByRole("heading", { level: 1, name: "Cette demande ne peut pas aboutir" }),
    ).toBeVisible()
    await expect(page.getByRole("main")).toContainText("caractères de contrôle")
    await expectNoAxeViolations(page)
    await expectNoSidewaysScroll(page)
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await keepPicture(page, { path: path.join(RESULTS, `bad-input/400-${width}.png`), fullPage: true })
    }
  })
})

test("a visitor's pages answer bad values in their address with 200, 400 or 404, never a server error", async ({
  request,
}) => {
  test.setTimeout(180_000)
  const pages = [
    (value: string) => `/en/search?query=oven&page=${value}`,
    (value: string) => `/en/search?query=oven&tab=${value}`,
    (value: string) => `/en/search?query=${value}`,
    (value: string) => `/en/products/all?page=${value}`,
    (value: string) => `/en/products/all?sort=${value}`,
    (value: string) => `/en/products/all?price_min=${value}&price_max=${value}`,
    (value: string) => `/en/news?page=${value}`,
    (value: string) => `/en/news/${value}`,
    (value: string) => `/en/downloads/${value}/x`,
    (value: string) => `/en/set-your-password?token=${value}`,
    (value: string) => `/en/signup/confirmation?token=${value}`,
  ]
  const failures: string[] = []
  for (const path of pages.flatMap((page) => BAD_VALUES.map(page))) {
    const answer = await request.get(path, { maxRedirects: 0 })
    if (answer.status() >= 500) failures.push(`${answer.status()} ${path.slice(0, 120)}`)
  }
  expect(failures).toEqual([])
})

test("a partner's pages answer bad values in their address with 200, 400 or 404, never a server error", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await logInOnPage(page, "buyer@partners.test")
  const request = page.request
  // the three, each with what the person sees
  const invoices = await request.get(`/en/my-account/my-invoices?q=ab${NUL}`)
  expect(invoices.status()).toBe(400)
  expect(await invoices.text()).toContain("Remove the control characters")
  const baskets = await request.get("/en/my-account/my-baskets?page=1.5")
  expect(baskets.status()).toBe(200)

  const pages = [
    (value: string) => `/en/my-account/my-invoices?q=${value}`,
    (value: string) => `/en/my-account/my-invoices?page=${value}`,
    (value: string) => `/en/my-account/my-orders?page=${value}`,
    (value: string) => `/en/my-account/my-orders/${value}`,
    (value: string) => `/en/my-account/my-baskets?page=${value}`,
    (value: string) => `/en/my-account/my-baskets/${value}`,
    (value: string) => `/en/my-account/my-offers?page=${value}`,
    (value: string) => `/en/my-account/my-offers?reference=${value}`,
    (value: string) => `/en/my-account/my-offers/${value}`,
    (value: string) => `/en/my-account/my-offers/new/${value}`,
    (value: string) => `/en/my-account/my-announcements/${value}`,
    (value: string) => `/en/my-account/my-export?file=${value}`,
    (value: string) => `/en/my-account/my-sessions?page=${value}`,
    (value: string) => `/en/products/all?page=${value}`,
    (value: string) => `/en/search?query=oven&page=${value}`,
    (value: string) => `/en/submit-order?spareparts=${value}`,
  ]
  const failures: string[] = []
  for (const path of pages.flatMap((make) => BAD_VALUES.map(make))) {
    const answer = await request.get(path, { maxRedirects: 0 })
    if (answer.status() >= 500) failures.push(`${answer.status()} ${path.slice(0, 120)}`)
  }
  expect(failures).toEqual([])
})
