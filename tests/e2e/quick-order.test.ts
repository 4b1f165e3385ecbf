import type { APIRequestContext, Page } from "@playwright/test"

import { formatDay } from "#contract/shipping-date"

import { keepPicture, runFolder } from "../support/run-folder"
import { expect, expectNoAxeViolations, hasScripts, test } from "./fixtures"
import { newestMailTo, staff, uniqueAddress } from "./outbox"
import { apiHeadersOf, logInOnPage, newPartner, putBasket } from "./partners"
import { firstShippingDay } from "./shipping-date"

// QUICK-1 to QUICK-8 as a buyer meets them, with scripts and without: pasting ten lines with two errors,
// fixing one and dropping one, adding them; uploading the filled-in template; ordering a past order again
// over a basket that is not empty; asking to be told when an item is back, staff setting its stock, the
// mail arriving. Each run makes a buyer of its own, so no demo account's basket is touched.

const PASSWORD = "Quick-Order-2026"

const newBuyer = (request: APIRequestContext, email: string) =>
  newPartner(request, {
    email,
    password: PASSWORD,
    roles: "1,2,3,5",
    firstName: "Wout",
    lastName: "Claes",
    company: "Claes Horeca",
  })

interface ListedProduct {
  id: string
  attributes: {
    name: string
    price: unknown
    availability: { total: number } | null
    replacement_product_id: string | null
    is_old: boolean
    declined_parent_article_id: string | null
  }
}

/** The buyer's API access, and plain products (in stock, no replacement, not old, not clearance). */
async function apiAccess(request: APIRequestContext, email: string) {
  const headers = await apiHeadersOf(request, email, PASSWORD)
  const list = await request.get("/api/products?page[size]=100", { headers })
  const products = (await list.json()).data as ListedProduct[]
  const plain = products.filter(
    ({ attributes: a }) =>
      a.price &&
      (a.availability?.total ?? 0) > 0 &&
      !a.replacement_product_id &&
      !a.is_old &&
      !a.declined_parent_article_id,
  )
  expect(plain.length).toBeGreaterThanOrEqual(30)
  return {
    headers,
    plain,
    async basket() {
      const answer = await request.get("/api/basket", { headers })
      const body = await answer.json()
      return (body.included as { type: string; attributes: { item_id: string; qty: number } }[])
        .filter((entry) => entry.type === "basket-lines")
        .map((entry) => [entry.attributes.item_id, entry.attributes.qty] as const)
    },
  }
}

const logIn = (page: Page, email: string) => logInOnPage(page, email, PASSWORD)

/** No sideways scroll at the narrowest phone width, and a picture of the page at each width. */
async function looksRight(page: Page, name: string, project: string) {
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    expect(sideways, `${name} scrolls sideways at ${width} px`).toBe(false)
    await keepPicture(page, {
      path: runFolder(`screenshots/${name}-${project}-${width}.png`),
      fullPage: true,
    })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

test.describe("quick order", () => {
  test("a buyer pastes ten lines with two errors, fixes one and drops one, and adds them to the basket", async ({
    page,
  }, info) => {
    test.setTimeout(180_000)
    const email = uniqueAddress("quick-order", info.project.name)
    await newBuyer(page.request, email)
    const api = await apiAccess(page.request, email)
    const ids = api.plain.slice(0, 9).map((product) => product.id)
    await logIn(page, email)

    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Quick order" })
      .click()
    const main = page.getByRole("main")
    await expect(main.getByRole("heading", { level: 1, name: "Quick order" })).toBeVisible()
    const lines = [
      ...ids.slice(0, 8).map((id, index) => `${id}\t${index + 1}`),
      "NO-SUCH-NUMBER;1",
      `${ids[8]!.toLowerCase()},abc`,
    ]
    await main.getByLabel("Paste lines").fill(lines.join("\n"))
    await main.getByRole("button", { name: "Check the lines" }).click()

    const summary = main.getByRole("alert")
    await expect(summary).toContainText("8 of 10 lines can be added")
    await expect(
      main.getByText("No product or spare part has the number NO-SUCH-NUMBER.", { exact: true }),
    ).toBeVisible()
    await expect(
      main.getByText("“abc” is not a quantity: type a whole number.", { exact: true }),
    ).toBeVisible()
    // each line resolved to its item: the first row shows its product, price and stock
    await expect(main.getByLabel("Article number, line 1", { exact: true })).toHaveValue(ids[0]!)
    await expect(main.getByRole("list", { name: "Your lines" }).getByRole("listitem").first()).toContainText(
      api.plain[0]!.attributes.name,
    )
    await expect(main.getByRole("list", { name: "Your lines" }).getByRole("listitem").first()).toContainText(
      "€",
    )
    await expectNoAxeViolations(page)
    await looksRight(page, "quick-order-preview", info.project.name)

    // fix the quantity of the last line, drop the unknown number: nothing typed is lost meanwhile
    await main.getByLabel("Quantity, line 10", { exact: true }).fill("2")
    await main.getByRole("button", { name: "Drop line 9" }).click()
    await expect(
      main.getByText("No product or spare part has the number NO-SUCH-NUMBER.", { exact: true }),
    ).toHaveCount(0)
    await expect(main.getByText("9 lines checked: all can be added.")).toBeVisible()
    await expect(main.getByLabel("Quantity, line 9", { exact: true })).toHaveValue("2")

    await main.getByRole("button", { name: "Add the valid lines to the basket" }).click()
    await expect(page).toHaveURL(/\/en\/basket$/)
    await expect(page.getByText("9 lines added to your basket.")).toBeVisible()
    expect(await api.basket()).toEqual([...ids.slice(0, 8).map((id, index) => [id, index + 1]), [ids[8], 2]])
  })

  test("a buyer uploads the filled-in template and adds its lines", async ({ page }, info) => {
    test.setTimeout(120_000)
    const email = uniqueAddress("quick-upload", info.project.name)
    await newBuyer(page.request, email)
    const api = await apiAccess(page.request, email)
    const [first, second] = api.plain.slice(10, 12).map((product) => product.id) as [string, string]
    await logIn(page, email)
    await page.goto("/en/quick-order")
    const main = page.getByRole("main")
    const template = await page.request.get("/en/quick-order/template")
    expect(template.headers()["content-disposition"]).toBe('attachment; filename="quick-order-en.csv"')
    const heading = await template.text()
    expect(heading).toBe("\uFEFFArticle number;Quantity\r\n")
    await main.getByLabel("Upload a list").setInputFiles({
      name: "quick-order-en.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`${heading}${first};3\r\n${second};\r\n`),
    })
    await main.getByRole("button", { name: "Check the lines" }).click()
    await expect(main.getByText("2 lines checked: all can be added.")).toBeVisible()
    await expect(main.getByLabel("Article number, line 1", { exact: true })).toHaveValue(first)
    await expect(main.getByLabel("Quantity, line 2", { exact: true })).toHaveValue("1")
    await main.getByRole("button", { name: "Add the valid lines to the basket" }).click()
    await expect(page).toHaveURL(/\/en\/basket$/)
    expect(await api.basket()).toEqual([
      [first, 3],
      [second, 1],
    ])
  })

  test("a buyer orders a past order again over a basket that is not empty, saving it first", async ({
    page,
  }, info) => {
    test.setTimeout(180_000)
    const email = uniqueAddress("reorder", info.project.name)
    await newBuyer(page.request, email)
    const api = await apiAccess(page.request, email)
    const [first, second, other] = api.plain.slice(12, 15).map((product) => product.id) as [
      string,
      string,
      string,
    ]
    // a past order, placed through the API as the order process does
    await putBasket(page.request, api.headers, [
      { id: first, quantity: 2 },
      { id: second, quantity: 1 },
    ])
    const date = `${formatDay(firstShippingDay())} 08:00:00`
    const placed = await page.request.post("/api/orders", {
      headers: { ...api.headers, "idempotency-key": `reorder-${crypto.randomUUID()}` },
      data: {
        equipment_delivery: { type: "STORE", origin: 2 },
        order_date: date,
        comments: "For the terrace",
        reference: "Summer",
      },
    })
    expect(placed.status()).toBe(201)
    const order = (await placed.json()).data as { id: string; attributes: { order_number: string } }
    await putBasket(page.request, api.headers, [{ id: other, quantity: 4 }])

    await logIn(page, email)
    await page.goto(`/en/my-account/my-orders/${order.id}`)
    const main = page.getByRole("main")
    await main
      .getByRole("button", { name: `Order the items of ${order.attributes.order_number} again` })
      .click()
    const question = main.getByRole("region", { name: "Your basket is not empty" })
    await expect(question).toContainText(
      `Ordering ${order.attributes.order_number} again replaces the 1 item`,
    )
    await expectNoAxeViolations(page)
    await question.getByRole("button", { name: "Save my current basket first" }).click()
    const changes = main.getByRole("region", { name: "In your basket at today’s prices" })
    await expect(changes).toContainText("Your previous basket was saved as SB")
    await expect(changes.getByRole("row", { name: new RegExp(first) })).toContainText("Same price")
    await expectNoAxeViolations(page)
    await looksRight(page, "reorder", info.project.name)
    expect(await api.basket()).toEqual([
      [first, 2],
      [second, 1],
    ])
    await changes.getByRole("link", { name: "Go to the basket" }).click()
    await expect(page).toHaveURL(/\/en\/basket$/)
  })

  test("a buyer asks to be told when a product is back; staff set its stock; the mail arrives", async ({
    page,
  }, info) => {
    test.setTimeout(180_000)
    const email = uniqueAddress("stock-alert", info.project.name)
    await newBuyer(page.request, email)
    const api = await apiAccess(page.request, email)
    // a product of this project's own, emptied for the test and given its stock back at the end
    const product = api.plain[hasScripts(info.project.name) ? 20 : 21]!
    await staff("stock", "set", product.id, "DBE11", "0")
    await staff("stock", "set", product.id, "DBE12", "0")
    try {
      await logIn(page, email)
      await page.goto(`/en/search?query=${encodeURIComponent(product.id)}`)
      await page.getByRole("main").getByRole("link", { name: product.attributes.name }).first().click()
      const main = page.getByRole("main")
      await expect(main.getByRole("heading", { level: 1, name: product.attributes.name })).toBeVisible()
      await main
        .getByRole("button", { name: `Notify me when it is back for ${product.attributes.name}` })
        .click()
      await expect(page.getByText(`We will e-mail you once ${product.id} is back in stock.`)).toBeVisible()
      await expectNoAxeViolations(page)

      await page.getByRole("link", { name: "My account" }).click()
      await page
        .getByRole("navigation", { name: "My account" })
        .getByRole("link", { name: "My back-in-stock alerts" })
        .click()
      await expect(main.getByRole("row", { name: new RegExp(product.id) })).toContainText("Waiting")
      await expectNoAxeViolations(page)
      await looksRight(page, "stock-alerts", info.project.name)

      await staff("stock", "set", product.id, "DBE11", "5")
      const mail = await newestMailTo(email, new RegExp(`Back in stock: .* \\(${product.id}\\)`))
      const link = /https?:\/\/[^\s]+\/en\/details\/[^\s]+/.exec(mail.text ?? "")
      expect(link, mail.text).not.toBeNull()
      await page.goto(new URL(link![0]).pathname)
      await expect(main.getByRole("heading", { level: 1, name: product.attributes.name })).toBeVisible()
      await page.goto("/en/my-account/my-stock-alerts")
      await expect(main.getByRole("row", { name: new RegExp(product.id) })).toContainText("E-mailed on")
      await main.getByRole("button", { name: `Cancel the alert for ${product.id}` }).click()
      await expect(main.getByText("You have no back-in-stock alerts.", { exact: false })).toBeVisible()
    } finally {
      await staff("stock", "set", product.id, "DBE11", "5")
    }
  })
})
