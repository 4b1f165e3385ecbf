import crypto from "node:crypto"

import type { APIRequestContext, Page } from "@playwright/test"

import { formatDay } from "#contract/shipping-date"

import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from "./fixtures"
import { apiHeadersOf, DEMO_PASSWORD, logInOnPage, putBasket } from "./partners"
import { firstShippingDay } from "./shipping-date"
import { logInAsStaff, STAFF } from "./staff"

// The operator's screens of the back office (decision 020, docs/decisions/096), with and without
// scripts: a sales account confirms and ships an order in the browser and the partner finds its invoice
// in My invoices; sales are refused the audit log (the staff 403 page); every screen is axe clean and
// has no sideways scroll at 320 px.

// a staff login may wait for the authenticator's next code (staff.ts)
test.describe.configure({ timeout: 300_000 })

const BUYER = "buyer@partners.test"

/** A received order of the demo buyer, placed through the API as the order process does. */
async function receivedOrder(request: APIRequestContext) {
  const headers = await apiHeadersOf(request, BUYER, DEMO_PASSWORD)
  const list = await request.get("/api/products?page[size]=50", { headers })
  const products = (await list.json()).data as {
    id: string
    attributes: { price?: unknown; availability?: { total?: number } }
  }[]
  const product = products.find(
    (item) => item.attributes.price && (item.attributes.availability?.total ?? 0) > 0,
  )
  await putBasket(request, headers, [{ id: product!.id, quantity: 1 }])
  const placed = await request.post("/api/orders", {
    headers: { ...headers, "idempotency-key": `staff-ops-${crypto.randomUUID()}` },
    data: {
      equipment_delivery: { type: "STORE", origin: 2 },
      order_date: `${formatDay(firstShippingDay())} 08:00:00`,
      comments: "Placed by the back office journey",
      reference: "Back office journey",
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  return (await placed.json()).data.attributes.order_number as string
}

async function checkScreen(page: Page) {
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
}

test("sales confirm and ship an order in the browser; the partner finds its invoice in My invoices", async ({
  page,
}) => {
  const number = await receivedOrder(page.request)
  await logInAsStaff(page, STAFF.sales)
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible()
  await checkScreen(page)
  const main = page.getByRole("main")
  await main.getByLabel("Order number, partner, company, e-mail or client number").fill(number)
  await main.getByLabel("Status").selectOption("received")
  await main.getByRole("button", { name: "Show" }).click()
  await main.getByRole("link", { name: number }).click()
  await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible()
  await checkScreen(page)
  // received: confirm or cancel, never ship
  await expect(main.getByRole("button", { name: "Ship the order and issue its invoice" })).toHaveCount(0)
  await main.getByRole("button", { name: "Confirm the order" }).click()
  await expect(page.getByText("The order is confirmed.")).toBeVisible()
  await expect(main.getByRole("button", { name: "Confirm the order" })).toHaveCount(0)
  await main.getByRole("button", { name: "Ship the order and issue its invoice" }).click()
  await expect(page.getByText(/The order is shipped/)).toBeVisible()
  await expect(main.getByText("Nothing more can be done with this order.")).toBeVisible()
  const invoiceLink = main.getByRole("link", { name: /Download invoice INV\d{4}-\d+ \(PDF\)/ })
  const invoice = /INV\d{4}-\d+/.exec((await invoiceLink.textContent()) ?? "")![0]
  const pdf = await page.request.get(`/staff/orders/${number}/invoice`)
  expect(pdf.headers()["content-type"]).toBe("application/pdf")

  await page.context().clearCookies()
  await logInOnPage(page, BUYER)
  await page.goto(`/en/my-account/my-invoices?q=${encodeURIComponent(invoice)}`)
  await expect(page.getByRole("main").getByText(invoice).first()).toBeVisible()
})

test("admins see the outbox, the job queue, the audit log and the staff; sales are refused the audit log", async ({
  page,
}) => {
  await logInAsStaff(page, STAFF.admin)
  for (const [link, heading] of [
    ["Outbox", "Outbox"],
    ["Job queue", "Job queue"],
    ["Audit log", "Audit log"],
    ["Staff members", "Staff members"],
  ] as const) {
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: link }).click()
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible()
    await checkScreen(page)
  }
  // the audit log filtered to order moves
  await page.goto("/staff/audit-log?action=staff.login")
  await expect(page.getByRole("main").getByText("staff.login").first()).toBeVisible()
  // one kept mail opens as text
  await page.goto("/staff/outbox")
  const firstMail = page.getByRole("main").getByRole("table").getByRole("link").first()
  if (await firstMail.count()) {
    await firstMail.click()
    await expect(page.getByRole("link", { name: "Back to the outbox" })).toBeVisible()
    await checkScreen(page)
  }

  await page.context().clearCookies()
  await logInAsStaff(page, STAFF.sales)
  await expect(
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }),
  ).toHaveCount(0)
  const refused = await page.goto("/staff/audit-log")
  expect(refused?.status()).toBe(403)
  await checkScreen(page)
})
