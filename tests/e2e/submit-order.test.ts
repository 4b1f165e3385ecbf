import fs from "node:fs/promises"

import type { APIRequestContext, Page } from "@playwright/test"

import { addDays, formatDay } from "#contract/shipping-date"

import { localizedPath } from "../../app/lib/urls/pages"
import { pdfText } from "../support/pdf-text"
import { expect, expectNoAxeViolations, hasScripts, test } from "./fixtures"
import { newestMailTo, staff, uniqueAddress } from "./outbox"
import { apiHeadersOf, logInOnPage, newPartner, putBasket } from "./partners"
import { firstShippingDay, longDate, pickShippingDate } from "./shipping-date"

// ORDER-1 to ORDER-14: the order process. Each run makes a buyer of its own (basket role) and sets up the
// basket through the API, so no demo account's basket or orders are touched and runs never share state.

const PASSWORD = "Submit-Order-2026"

const newBuyer = (request: APIRequestContext, email: string) =>
  newPartner(request, {
    email,
    password: PASSWORD,
    roles: "1,2,3,5",
    firstName: "Marc",
    lastName: "Janssens",
    company: "Janssens Horeca",
    phone: "+32 9 555 43 21",
  })

interface ListedProduct {
  id: string
  attributes: {
    name: string
    price: unknown
    replacement_product_id: string | null
    is_ups_ready: boolean
    is_good_deal: boolean
    is_old: boolean
    declined_reason: string | null
  }
}

/** The buyer's API access: products to order and the basket, set up before the page is opened. */
async function apiAccess(request: APIRequestContext, email: string) {
  const headers = await apiHeadersOf(request, email, PASSWORD)
  const products = (await (await request.get("/api/products?page[size]=60", { headers })).json())
    .data as ListedProduct[]
  // plain items: priced, no replacement rule, no Good Deals warning
  const plain = products.filter(
    ({ attributes: a }) =>
      a.price && !a.replacement_product_id && !a.is_good_deal && !a.is_old && !a.declined_reason,
  )
  const notExpress = plain.find((product) => !product.attributes.is_ups_ready)
  expect(plain.length).toBeGreaterThan(0)
  expect(notExpress).toBeDefined()
  const goodDeals = (
    await (
      await request.get("/api/products?filter[product_filter][0][value]=good-deals&page[size]=30", {
        headers,
      })
    ).json()
  ).data as ListedProduct[]
  const goodDeal = goodDeals.find(({ attributes: a }) => a.price && !a.replacement_product_id)
  expect(goodDeal).toBeDefined()
  return {
    plain: plain[0]!,
    notExpress: notExpress!,
    goodDeal: goodDeal!,
    putBasket: (items: Parameters<typeof putBasket>[2]) => putBasket(request, headers, items),
    /** a priced spare part of one of the plain products */
    async sparePart() {
      for (const product of plain.slice(0, 15)) {
        const details = await (
          await request.get(`/api/products/${product.id}?include[]=spare-parts`, { headers })
        ).json()
        const part = (
          details.included as { type: string; id: string; attributes: { price: unknown } }[]
        ).find((item) => item.type === "spare-parts" && item.attributes.price)
        if (part) return part.id
      }
      throw new Error("no priced spare part")
    },
  }
}

const logIn = (page: Page, email: string) => logInOnPage(page, email, PASSWORD)

/** A buyer of the run's own, its address named after the journey, with its API access. */
async function buyerFor(request: APIRequestContext, journey: string, projectName: string) {
  const email = uniqueAddress(journey, projectName)
  await newBuyer(request, email)
  return { email, api: await apiAccess(request, email) }
}

async function fillDelivery(
  page: Page,
  scripts: boolean,
  options: { type: RegExp; city?: string; express?: boolean; reference: string },
) {
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { level: 2, name: "Delivery" })).toBeVisible()
  // with scripts the calendar replaces the date input once the page is interactive
  if (scripts) await expect(main.getByRole("grid", { name: /Shipping date/ })).toBeVisible()
  await main.getByRole("radio", { name: options.type }).check()
  if (options.express) await main.getByRole("checkbox", { name: "Express delivery (24 h)" }).check()
  else await main.getByRole("checkbox", { name: "Express delivery (24 h)" }).uncheck()
  if (options.city) {
    await main.getByLabel("Street and number").fill("Industrieweg 8")
    await main.getByLabel("Postal code").fill("9000")
    await main.getByLabel("City").fill(options.city)
    await main.getByLabel("Country").selectOption("BE")
  }
  await pickShippingDate(page, scripts)
  await main.getByLabel("Comments").fill("Deliver to the back door, please.")
  await main.getByLabel("Reference").fill(options.reference)
}

test.describe("order process", () => {
  // each journey signs a buyer of its own up and goes through the whole order process
  test.describe.configure({ timeout: 120_000 })

  test("a buyer orders with HOME delivery and a corrected address; the same order again asks first", async ({
    page,
  }, info) => {
    // two orders, a detour through the address review, staff commands and a German order page
    test.slow()
    const scripts = hasScripts(info.project.name)
    const { email, api } = await buyerFor(page.request, "checkout-home", info.project.name)
    await api.putBasket([{ id: api.plain.id, quantity: 2 }])
    await logIn(page, email)
    const main = page.getByRole("main")
    let orderNumber = ""

    for (const round of ["first", "again"]) {
      await page.goto("/en/submit-order")
      await expect(main.getByRole("heading", { level: 1, name: "Place your order" })).toBeVisible()
      if (round === "first") {
        await expectNoAxeViolations(page)
        // ORDER-11: Gent's postal code with another town is not "corrected" to either town: the check
        // asks the person, who changes the details
        await fillDelivery(page, scripts, {
          type: /^Delivery to your address/,
          city: "Brussels",
          reference: "PO-77",
        })
        await main.getByRole("button", { name: "Continue" }).click()
        await expect(
          main.getByText("Postal code 9000 does not belong to Brussels. Check both, or change them."),
        ).toBeVisible()
        await expect(main.getByRole("radio", { name: /Corrected address/ })).toHaveCount(0)
        await main.getByRole("link", { name: "Change the delivery details" }).click()
      }
      await fillDelivery(page, scripts, {
        type: /^Delivery to your address/,
        city: "ghent",
        reference: "PO-77",
      })
      await main.getByRole("button", { name: "Continue" }).click()

      // the local address check writes Ghent as the post does: Gent; the person chooses
      await expect(main.getByRole("heading", { level: 2, name: "Address check" })).toBeVisible()
      await expect(main.getByRole("radio", { name: /Corrected address/ })).toBeChecked()
      await expect(main.getByText("9000 Gent")).toBeVisible()
      if (round === "first") await expectNoAxeViolations(page)
      await main.getByRole("button", { name: "Use the chosen address" }).click()

      await expect(main.getByRole("heading", { level: 2, name: "Summary" })).toBeVisible()
      const table = main.getByRole("table", { name: "Your order" })
      await expect(table.getByRole("row").filter({ hasText: api.plain.id })).toContainText("2")
      await expect(main.getByText("VAT 21 %")).toBeVisible()
      await expect(main.getByText("Total including VAT")).toBeVisible()
      // the chosen date as a day of the calendar, written by the server (decision 061)
      await expect(
        main.getByText(/^Shipping date: [A-Z][a-z]+day,? \d{1,2} [A-Z][a-z]+ \d{4}$/),
      ).toBeVisible()

      if (round === "again") {
        // ORDER-10: "you already placed an identical order, send anyway?" — No stops and keeps everything
        await expect(main.getByText(/You already placed an identical order \(SO\d{4}-\d{6}\)/)).toBeVisible()
        await expectNoAxeViolations(page)
        await main.getByRole("button", { name: "No, do not send" }).click()
        await expect(page.getByRole("status").filter({ hasText: "Your order was not sent." })).toBeVisible()
        await main.getByRole("checkbox", { name: "I confirm the shipping date" }).check()
        await main.getByRole("button", { name: "Yes, send anyway" }).click()
      } else {
        // the shipping date must be confirmed
        await main.getByRole("button", { name: "Place the order" }).click()
        await expect(
          main.getByRole("checkbox", { name: "I confirm the shipping date" }),
        ).toHaveAccessibleDescription("You must accept this to continue.")
        await expectNoAxeViolations(page)
        await main.getByRole("checkbox", { name: "I confirm the shipping date" }).check()
        await main.getByRole("button", { name: "Place the order" }).click()
      }

      await expect(main.getByRole("heading", { level: 1, name: "Congratulations!" })).toBeVisible()
      const confirmation = main.getByText(
        /Your order SO\d{4}-\d{6} has been placed\. You will be contacted within 48 hours\./,
      )
      await expect(confirmation).toBeVisible()
      if (round === "first") {
        orderNumber = /SO\d{4}-\d{6}/.exec((await confirmation.textContent()) ?? "")![0]
        await expectNoAxeViolations(page)
        await api.putBasket([{ id: api.plain.id, quantity: 2 }])
      }
    }

    // the confirmation mail (decision 019): the number, the line and the 48-hour follow-up, text and HTML
    const mail = await newestMailTo(email, new RegExp(`Order confirmation ${orderNumber}`))
    expect(mail.subject).toBe(`Order confirmation ${orderNumber}`)
    expect(mail.text).toContain(
      `Your order ${orderNumber} has been placed. You will be contacted within 48 hours.`,
    )
    expect(mail.text).toMatch(new RegExp(`${api.plain.id}  .+\\n  Quantity: 2 · `))
    expect(mail.html).toContain(api.plain.id)
    expect(mail.text).toContain("Reference: PO-77")

    // the order is in the account, received and without invoice until staff ship it
    await page.goto("/en/my-account/my-orders")
    await page
      .getByRole("table", { name: /Your orders/ })
      .getByRole("link", { name: orderNumber })
      .click()
    await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible()
    await expect(page.getByRole("table", { name: `Items of order ${orderNumber}` })).toContainText(
      api.plain.id,
    )
    // ORDER-20: the lines read in the reader's language, whatever the order was placed in
    const nameIn = async (language: string) =>
      (
        (await (
          await page.request.get(`/api/products/${api.plain.id}`, {
            headers: { "accept-language": language },
          })
        ).json()) as { data: { attributes: { name: string } } }
      ).data.attributes.name
    const [english, german] = [await nameIn("en"), await nameIn("de")]
    expect(german).not.toBe(english)
    const detailId = /\/my-orders\/(\d+)$/.exec(new URL(page.url()).pathname)![1]!
    await page.goto(localizedPath("de", "myOrderDetail", { id: detailId }))
    await expect(page.getByRole("main").getByRole("table")).toContainText(german)
    await expect(page.getByRole("main").getByRole("table")).not.toContainText(english)
    await page.goBack()
    const status = page.locator("dt", { hasText: /^Status$/ }).locator("xpath=following-sibling::dd[1]")
    await expect(status).toHaveText("Received")
    await expect(page.getByText("The invoice follows when the order is shipped.")).toBeVisible()
    await expect(page.getByRole("link", { name: /^Download invoice/ })).toHaveCount(0)

    // staff confirm and ship it from the command line (through the running server); the invoice is issued
    const orderId = /\/my-orders\/(\d+)$/.exec(new URL(page.url()).pathname)![1]!
    expect(await staff("orders", "confirm", orderId)).toContain(`Order ${orderNumber} confirmed.`)
    expect(await staff("orders", "ship", orderNumber)).toMatch(
      new RegExp(`Order ${orderNumber} shipped and invoiced: invoice INV\\d{4}-\\d{6}\\.`),
    )
    await expect(staff("orders", "ship", orderNumber)).rejects.toThrow(
      `Order ${orderNumber} has already been shipped.`,
    )
    await page.reload()
    await expect(status).toHaveText("Shipped and invoiced")
    const downloading = page.waitForEvent("download")
    await page.getByRole("link", { name: /^Download invoice INV\d{4}-\d{6}\.pdf$/ }).click()
    const { text } = await pdfText(new Uint8Array(await fs.readFile(await (await downloading).path())))
    expect(text).toContain(orderNumber)
    expect(text).toContain(api.plain.id)

    // the orders list says it in words too, and the invoices page lists the new invoice
    await page.goto("/en/my-account/my-orders")
    await expect(
      page
        .getByRole("table", { name: /Your orders/ })
        .getByRole("row")
        .filter({ has: page.getByRole("link", { name: orderNumber, exact: true }) }),
    ).toContainText("Shipped and invoiced")
    await page.goto("/en/my-account/my-invoices")
    await expect(
      page
        .getByRole("table", { name: /Your invoices/ })
        .getByRole("row")
        .filter({ hasText: orderNumber }),
    ).toHaveCount(1)
  })

  test("express is refused for an item that is not eligible; collecting in store orders it; spare parts are ordered apart", async ({
    page,
  }, info) => {
    const scripts = hasScripts(info.project.name)
    const { email, api } = await buyerFor(page.request, "checkout-store", info.project.name)
    const sparePart = await api.sparePart()
    await api.putBasket([
      { id: api.notExpress.id, quantity: 1 },
      { id: api.goodDeal.id, quantity: 1 },
      { id: sparePart, quantity: 2, type: "spare-parts" },
    ])
    await logIn(page, email)
    const main = page.getByRole("main")

    await page.goto("/en/submit-order")
    // equipment and spare parts are ordered apart: without ?spareparts, the equipment
    await expect(main.getByRole("group", { name: "Equipment" })).toBeVisible()
    await expect(main.getByRole("group", { name: "Spare parts" })).toHaveCount(0)
    await fillDelivery(page, scripts, { type: /^UPS/, city: "Gent", express: true, reference: "PO-88" })
    if (scripts) {
      // the calendar by keyboard: a week later with the down arrow, Enter picks it; weekends are off
      const grid = main.getByRole("grid", { name: /Shipping date/ })
      const nextWeek = addDays(firstShippingDay(), 7)
      await grid.getByRole("gridcell", { name: longDate(firstShippingDay()) }).click()
      await page.keyboard.press("ArrowDown")
      await page.keyboard.press("Enter")
      await expect(main.getByText(`Chosen date: ${longDate(nextWeek)}`)).toBeVisible()
      let saturday = nextWeek
      while (new Date(`${formatDay(saturday)}T12:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1)
      if (saturday.month === nextWeek.month)
        await expect(grid.getByRole("gridcell", { name: longDate(saturday) })).toHaveAttribute(
          "aria-disabled",
          "true",
        )
    }
    await main.getByRole("button", { name: "Continue" }).click()
    const express = main.getByRole("checkbox", { name: "Express delivery (24 h)" })
    await expect(express).toHaveAccessibleDescription(
      new RegExp(`Express delivery is not available for: ${api.notExpress.id} .*separate order`),
    )
    // nothing typed is lost
    await expect(main.getByLabel("Reference")).toHaveValue("PO-88")
    await expect(main.getByLabel("City")).toHaveValue("Gent")
    await expectNoAxeViolations(page)

    // STORE needs no address and skips the address check
    await fillDelivery(page, scripts, { type: /^Collect in store/, reference: "PO-88" })
    await main.getByRole("button", { name: "Continue" }).click()
    await expect(main.getByRole("heading", { level: 2, name: "Summary" })).toBeVisible()
    await expect(main.getByText("Collect in store")).toBeVisible()
    // ORDER-12: the Good Deals warning before ordering end-of-series, reconditioned or used items
    const warning = main.getByRole("note", { name: "Good Deals" })
    await expect(warning).toContainText(api.goodDeal.id)
    await expectNoAxeViolations(page)
    await main.getByRole("checkbox", { name: "I confirm the shipping date" }).check()
    await main.getByRole("button", { name: "Place the order" }).click()
    const acknowledge = main.getByRole("checkbox", { name: /I understand that Good Deals items/ })
    await expect(acknowledge).toHaveAccessibleDescription("You must accept this to continue.")
    await acknowledge.check()
    await main.getByRole("checkbox", { name: "I confirm the shipping date" }).check()
    await main.getByRole("button", { name: "Place the order" }).click()
    await expect(main.getByRole("heading", { level: 1, name: "Congratulations!" })).toBeVisible()

    // the spare parts stayed in the basket: the basket's "order spare parts" (?spareparts) orders them
    await page.goto("/en/submit-order?spareparts")
    await expect(main.getByRole("group", { name: "Spare parts" })).toBeVisible()
    await expect(main.getByRole("group", { name: "Equipment" })).toHaveCount(0)
    await fillDelivery(page, scripts, { type: /^Collect in store/, reference: "PO-89" })
    await main.getByRole("button", { name: "Continue" }).click()
    await expect(
      main.getByRole("table", { name: "Your order" }).getByRole("row").filter({ hasText: sparePart }),
    ).toContainText("2")
    await main.getByRole("checkbox", { name: "I confirm the shipping date" }).check()
    await main.getByRole("button", { name: "Place the order" }).click()
    await expect(main.getByRole("heading", { level: 1, name: "Congratulations!" })).toBeVisible()
  })
})
