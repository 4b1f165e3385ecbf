import type { APIRequestContext, Page } from "@playwright/test"

import { formatDay } from "#contract/shipping-date"

import { uniqueAddress } from "../e2e/outbox"
import { apiHeadersOf, newPartner, putBasket, storedSessionCookies } from "../e2e/partners"
import { firstShippingDay } from "../e2e/shipping-date"
import {
  activate,
  choose,
  control,
  expect,
  expectAttached,
  expectChecked,
  expectPageHolds,
  expectShown,
  expectText,
  expectUrl,
  expectValue,
  focus,
  hasScripts,
  open,
  screenshots,
  settle,
  test,
  type,
} from "./old-browser"

// A partner's pages in HeadlessChrome 83 (docs/decisions/068), with and without scripts: the login form,
// the basket, the order steps, an offer and its PDF, the quick order page. Each journey signs up a
// partner of its own (basket, offers and orders roles), so runs and projects never share a basket.

const PASSWORD = "Old-Browser-2026"
// a sign-up, a login and several pages in a 2020 browser on a busy machine
test.describe.configure({ timeout: 120_000 })

async function partner(request: APIRequestContext, journey: string) {
  const email = uniqueAddress(`old-${journey}`, test.info().project.name)
  await newPartner(request, {
    email,
    password: PASSWORD,
    roles: "1,2,3,5",
    firstName: "Els",
    lastName: "Peeters",
    company: "Peeters Horeca",
  })
  return email
}

/** A priced product any partner may order, for a basket set up through the API. */
async function plainProduct(request: APIRequestContext, email: string) {
  const headers = await apiHeadersOf(request, email, PASSWORD)
  const products = (await (await request.get("/api/products?page[size]=60", { headers })).json()).data as {
    id: string
    attributes: {
      price: unknown
      replacement_product_id: string | null
      is_good_deal: boolean
      is_old: boolean
    }
  }[]
  const product = products.find(
    ({ attributes: a }) => a.price && !a.replacement_product_id && !a.is_good_deal && !a.is_old,
  )!
  return { id: product.id, headers }
}

/** The login page's form, typed and sent with the keyboard. */
async function typeLogIn(page: Page, email: string) {
  await open(page, "/en/login")
  const main = page.locator("main")
  await type(main.getByLabel("E-mail address"), email)
  await type(main.getByLabel("Password"), PASSWORD)
  await page.keyboard.press("Enter")
  await expectUrl(page, /\/en$/)
  await settle(page)
}

/**
 * The partner's browser gets the cookies of a login made over HTTP (a stored session, tests/e2e/partners.ts)
 * and opens the root: the login form in this browser is the "login" journey's, typing it in every journey
 * cost seconds each in a 2020 browser.
 */
async function logIn(page: Page, email: string) {
  await page.context().addCookies(await storedSessionCookies(email, PASSWORD))
  await open(page, "/en")
  await expectUrl(page, /\/en$/)
}

test("login", async ({ page }) => {
  const email = await partner(page.request, "login")
  await open(page, "/en/login")
  await expectPageHolds(page, "Log in to the Partners zone")
  await screenshots(page, "login")
  await typeLogIn(page, email)
  await expectAttached(await control(page, "Log out"))
})

test("adding to the basket and changing a quantity", async ({ page }) => {
  const email = await partner(page.request, "basket")
  const { id } = await plainProduct(page.request, email)
  await logIn(page, email)
  await open(page, `/en/search?query=${encodeURIComponent(id)}`)
  await activate(page.locator('main a[href*="/details/"]').first())
  await settle(page)
  const name = (await page.locator("h1").textContent())!.trim()
  await activate(control(page.locator("main"), `Add to basket ${name}`))
  await expectAttached(page.locator("header a").filter({ hasText: "Basket (1 item)" }))
  await settle(page)

  await open(page, "/en/basket")
  const basket = page.locator("main")
  const quantity = basket.getByLabel(`Quantity of ${id}`, { exact: true })
  await expectValue(quantity, "1")
  await activate(control(basket, `Increase the quantity of ${id}`))
  await expectValue(quantity, "2")
  await settle(page)
  await expectPageHolds(page, "Your basket")
  await screenshots(page, "basket")
})

test("the order steps to the confirmation", async ({ page }, info) => {
  const email = await partner(page.request, "order")
  const { id, headers } = await plainProduct(page.request, email)
  await putBasket(page.request, headers, [{ id, quantity: 2 }])
  await logIn(page, email)
  await open(page, "/en/submit-order")
  await expectPageHolds(page, "Place your order")
  const main = page.locator("main")
  const store = main.getByLabel(/^Collect in store/)
  await focus(store)
  await page.keyboard.press("Space")
  await expectChecked(store)
  const day = formatDay(firstShippingDay())
  if (hasScripts(info.project.name)) {
    // the calendar: its day, pressed as a click on the cell (the grid's keys need the focus it tracks)
    if (!(await main.locator(`[data-date="${day}"]`).count())) await activate(control(main, "Previous month"))
    await main.locator(`[data-date="${day}"]`).evaluateAll((cells) => (cells[0] as HTMLElement).click())
    await expectShown(main.getByText(/^Chosen date: /))
  } else await choose(main.getByLabel("Shipping date"), day)
  await type(main.getByLabel("Comments"), "Deliver to the back door, please.")
  await type(main.getByLabel("Reference"), "PO-83")
  await activate(control(main, "Continue"))
  await expectAttached(main.locator("h2").filter({ hasText: "Summary" }))
  await settle(page)
  const confirm = main.getByLabel("I confirm the shipping date")
  await focus(confirm)
  await page.keyboard.press("Space")
  await expectChecked(confirm)
  await activate(control(main, "Place the order"))
  await expectText(page.locator("h1"), "Congratulations!")
  await settle(page)
  await expectPageHolds(page, "Congratulations!")
  await screenshots(page, "order-confirmation")
})

test("an offer saved and its PDF", async ({ page }) => {
  const email = await partner(page.request, "offer")
  const { id, headers } = await plainProduct(page.request, email)
  await putBasket(page.request, headers, [{ id, quantity: 2 }])
  await logIn(page, email)
  await open(page, "/en/my-account/my-offers")
  await expectPageHolds(page, "My offers")
  const main = page.locator("main")
  await activate(control(main, "Create an offer"))
  await expectUrl(page, /\/\d+$/)
  await settle(page)
  await activate(control(main, "Add the items of my basket"))
  await expectValue(main.getByLabel(`Quantity of ${id}`), "2")
  await settle(page)
  // the customer the offer is for: needed to save it
  await type(main.getByLabel("Company name"), "Brasserie De Gouden Leeuw")
  await type(main.getByLabel("VAT number"), "BE0123456749")
  await type(main.getByLabel("Telephone"), "+32 9 123 45 67")
  await type(main.getByLabel("Address line 1"), "Korenmarkt 1")
  await type(main.getByLabel("Postal code"), "9000")
  await type(main.getByLabel("City"), "Gent")
  await choose(main.getByLabel("Country"), "BE")
  await activate(control(main, "Save the offer"))
  await expectAttached(page.locator("main").getByText("The offer has been saved."))
  await settle(page)
  await expectPageHolds(page, /^Offer OF-\d{5}$/)
  const href = (await (await control(main, "Download the PDF for the customer")).getAttribute("href"))!
  const answer = await page.request.get(href)
  expect(answer.headers()["content-type"]).toBe("application/pdf")
  expect((await answer.body()).subarray(0, 5).toString()).toBe("%PDF-")
  await screenshots(page, "offer")
})

test("the quick order page: paste lines, drop the wrong one, add to the basket", async ({ page }) => {
  const email = await partner(page.request, "quick-order")
  const { id } = await plainProduct(page.request, email)
  await logIn(page, email)
  await open(page, "/en/quick-order")
  await expectPageHolds(page, "Quick order")
  const main = page.locator("main")
  await type(main.getByLabel("Paste lines"), `${id};3\nNO-SUCH-NUMBER;1`)
  await activate(control(main, "Check the lines"))
  await expectValue(main.getByLabel("Article number, line 1", { exact: true }), id)
  await expectText(main.locator("[role=alert]").first(), /1 of 2 lines can be added/)
  await activate(control(main, "Drop line 2"))
  await expectText(main, /1 line checked: it can be added\./)
  await settle(page)
  await expectPageHolds(page, "Quick order")
  await screenshots(page, "quick-order")
  await activate(control(main, "Add the valid lines to the basket"))
  await expectText(page.locator("body"), /1 line added to your basket\./)
})
