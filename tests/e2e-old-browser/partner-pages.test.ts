import type { APIRequestContext, Page } from "@playwright/test"

import { formatDay } from "#contract/shipping-date"

import { uniqueAddress } from "../e2e/outbox"
import { apiHeadersOf, newPartner, putBasket } from "../e2e/partners"
import { firstShippingDay } from "../e2e/shipping-date"
import {
  activate,
  expect,
  expectPageHolds,
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
async function logIn(page: Page, email: string) {
  await open(page, "/en/login")
  const main = page.getByRole("main")
  await type(main.getByLabel("E-mail address"), email)
  await type(main.getByLabel("Password"), PASSWORD)
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/en$/, { timeout: 15_000 })
  await settle(page)
}

test("login", async ({ page }) => {
  const email = await partner(page.request, "login")
  await open(page, "/en/login")
  await expectPageHolds(page, "Log in")
  await screenshots(page, "login")
  await logIn(page, email)
  await expect(page.getByRole("button", { name: "Log out" }).first()).toBeAttached()
})

test("adding to the basket and changing a quantity", async ({ page }) => {
  const email = await partner(page.request, "basket")
  const { id } = await plainProduct(page.request, email)
  await logIn(page, email)
  await open(page, `/en/search?query=${encodeURIComponent(id)}`)
  await activate(page.getByRole("main").getByRole("link").filter({ hasText: id }).first())
  await settle(page)
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim()
  await activate(page.getByRole("button", { name: `Add to basket ${name}`, exact: true }))
  await expect(page.getByRole("link", { name: "Basket (1 item)" })).toBeVisible()
  await settle(page)

  await open(page, "/en/basket")
  const basket = page.getByRole("main").getByRole("region", { name: "Equipment" })
  const quantity = basket.getByLabel(`Quantity of ${id}`, { exact: true })
  await expect(quantity).toHaveValue("1")
  await activate(basket.getByRole("button", { name: `Increase the quantity of ${id}` }))
  await expect(quantity).toHaveValue("2")
  await settle(page)
  await expectPageHolds(page, "Your basket")
  await screenshots(page, "basket")
})

test("the order steps to the confirmation", async ({ page }, info) => {
  test.setTimeout(info.timeout * 2)
  const email = await partner(page.request, "order")
  const { id, headers } = await plainProduct(page.request, email)
  await putBasket(page.request, headers, [{ id, quantity: 2 }])
  await logIn(page, email)
  await open(page, "/en/submit-order")
  await expectPageHolds(page, "Place your order")
  const main = page.getByRole("main")
  await focus(main.getByRole("radio", { name: /^Collect in store/ }))
  await page.keyboard.press("Space")
  await expect(main.getByRole("radio", { name: /^Collect in store/ })).toBeChecked()
  const day = formatDay(firstShippingDay())
  if (hasScripts(info.project.name)) {
    // the calendar: its day, pressed as a click on the cell (the grid's keys need the focus it tracks)
    if (!(await main.locator(`[data-date="${day}"]`).count()))
      await activate(main.getByRole("button", { name: "Previous month" }))
    await main.locator(`[data-date="${day}"]`).evaluate((cell: HTMLElement) => cell.click())
    await expect(main.getByText(/^Chosen date: /)).toBeVisible()
  } else
    await main.getByLabel("Shipping date").evaluate((input: HTMLInputElement, value) => {
      input.value = value
    }, day)
  await type(main.getByLabel("Reference"), "PO-83")
  await activate(main.getByRole("button", { name: "Continue" }))
  await expect(main.getByRole("heading", { level: 2, name: "Summary" })).toBeVisible()
  await settle(page)
  await focus(main.getByRole("checkbox", { name: "I confirm the shipping date" }))
  await page.keyboard.press("Space")
  await activate(main.getByRole("button", { name: "Place the order" }))
  await expect(main.getByRole("heading", { level: 1, name: "Congratulations!" })).toBeVisible()
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
  const main = page.getByRole("main")
  await activate(main.getByRole("button", { name: "Create an offer" }))
  await expect(page).toHaveURL(/\/\d+$/)
  await settle(page)
  await activate(main.getByRole("button", { name: "Add the items of my basket" }))
  await expect(main.getByLabel(`Quantity of ${id}`)).toHaveValue("2")
  await settle(page)
  await activate(main.getByRole("button", { name: "Save the offer" }))
  await expect(page.getByRole("status").filter({ hasText: "The offer has been saved." })).toBeVisible()
  await settle(page)
  await expectPageHolds(page, /^Offer OF-\d{5}$/)
  const href = (await main
    .getByRole("link", { name: "Download the PDF for the customer" })
    .getAttribute("href"))!
  const answer = await page.request.get(href)
  expect(answer.headers()["content-type"]).toBe("application/pdf")
  expect((await answer.body()).subarray(0, 5).toString()).toBe("%PDF-")
  await screenshots(page, "offer")
})

test("the quick order page", async ({ page }) => {
  const email = await partner(page.request, "quick-order")
  const { id } = await plainProduct(page.request, email)
  await logIn(page, email)
  await open(page, "/en/quick-order")
  await expectPageHolds(page, "Quick order")
  const main = page.getByRole("main")
  await type(main.getByLabel("Paste lines"), `${id};3`)
  await activate(main.getByRole("button", { name: "Check the lines" }))
  await expect(main.getByLabel("Article number, line 1", { exact: true })).toHaveValue(id)
  await settle(page)
  await expectPageHolds(page, "Quick order")
  await screenshots(page, "quick-order")
})
