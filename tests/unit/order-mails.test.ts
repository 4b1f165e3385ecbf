import { describe, expect, test } from "vitest"

import { SUPPORTED_LOCALES } from "#contract/locales"
import { formatMoney } from "#contract/money"
import { canMoveOrder, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from "#contract/orders"

import { orderConfirmationMail, orderShippedMail } from "../../api/modules/orders/order-mails"
import type { InvoiceRow, OrderLineRow, OrderRow } from "../../api/modules/orders/order-resource"

// The order mails as data (decision 019): every language says it all in its own words, with the shared
// formatters; the order's statuses move only along ORDER_TRANSITIONS.

const createdAt = new Date("2026-11-24T09:30:00Z")
const order: OrderRow = {
  id: 42,
  clientId: 7,
  number: "SO2026-000042",
  status: "received",
  origin: 2,
  createdAt,
  updatedAt: createdAt,
  orderDate: new Date("2026-11-26T23:00:00Z"),
  orderDateSpareParts: new Date("2026-11-27T23:00:00Z"),
  comments: "Ring twice",
  reference: "PO <b>77</b>",
  equipmentDelivery: {
    type: "UPS",
    origin: 2,
    express: true,
    address: {
      name: "Horeca Gent",
      line1: "Industrieweg 8",
      postal_code: "9000",
      city: "Gent",
      country: "BE",
    },
  },
  sparePartsDelivery: { type: "STORE", origin: 2, express: false },
  currency: "EUR",
  netCents: 250_000,
  productTaxCents: 1_000,
  additionalTaxCents: 600,
  vatBasisPoints: 2100,
  vatCents: 52_836,
  totalCents: 304_436,
  fingerprint: "x",
  idempotencyKey: null,
  idempotencyBodyHash: null,
}
const lines: OrderLineRow[] = [
  {
    orderId: 42,
    position: 1,
    itemType: "products",
    itemId: "FRY-200",
    name: "Fryer Vapora 2 × 8 l",
    quantity: 2,
    unitCents: 120_000,
    productTaxCents: 500,
    additionalTaxCents: 300,
    additionalTaxName: "Recupel",
    lineCents: 240_000,
  },
  {
    orderId: 42,
    position: 2,
    itemType: "spare-parts",
    itemId: "SP-17",
    name: "Thermostat",
    quantity: 1,
    unitCents: 10_000,
    productTaxCents: 0,
    additionalTaxCents: 0,
    additionalTaxName: null,
    lineCents: 10_000,
  },
]
const partner = (language: string) => ({
  email: "anna@partners.test",
  firstName: "Anna",
  lastName: "Peeters",
  language,
})

describe("the order confirmation mail", () => {
  test.each(SUPPORTED_LOCALES)("in %s: every text found, the lines and totals in both parts", (language) => {
    const mail = orderConfirmationMail(order, lines, partner(language), "https://shop.example/")
    expect(mail).toMatchObject({ to: "anna@partners.test", language })
    expect(mail.subject).toContain(order.number)
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain("48")
      for (const line of lines) {
        expect(part).toContain(line.itemId)
        expect(part).toContain(formatMoney(line.unitCents, "EUR"))
      }
      expect(part).toContain(formatMoney(order.totalCents, "EUR"))
      expect(part).toContain("Recupel")
      expect(part).toContain("9000 Gent")
      expect(part).toContain(`https://shop.example/${language}/`)
      // no key left untranslated
      expect(part).not.toMatch(/\b(detail|confirmation|summary|shipped)\.[a-zA-Z]+/)
    }
    expect(mail.html).toContain(`<html lang="${language}">`)
    expect(mail.html).toContain("PO &#60;b&#62;77&#60;/b&#62;")
    expect(mail.html).not.toContain("<b>")
  })

  test("an unsupported account language falls back to English", () => {
    const mail = orderConfirmationMail(order, lines, partner("sv"), "https://shop.example")
    expect(mail.language).toBe("en")
    expect(mail.subject).toBe("Order confirmation SO2026-000042")
    expect(mail.text).toContain(
      "Your order SO2026-000042 has been placed. You will be contacted within 48 hours.",
    )
    expect(mail.text).toContain(
      `Fryer Vapora 2 × 8 l\n  Quantity: 2 · Unit price: ${formatMoney(120_000, "EUR")} · Amount: ${formatMoney(240_000, "EUR")}`,
    )
    expect(mail.text).toContain("https://shop.example/en/my-account/my-orders/42")
    // express: the dispatch day of an order placed on Tuesday morning is that Tuesday
    expect(mail.text).toContain("The parcel leaves our warehouse on Tuesday, 24 November 2026.")
  })

  test("the shipping notice names the invoice", () => {
    const invoice: InvoiceRow = {
      id: 9,
      clientId: 7,
      orderId: 42,
      number: "INV2026-000009",
      issuedAt: createdAt,
      currency: "EUR",
      totalCents: order.totalCents,
    }
    for (const language of SUPPORTED_LOCALES) {
      const mail = orderShippedMail(
        { ...order, status: "invoiced" },
        invoice,
        partner(language),
        "https://x.test",
      )
      expect(mail.subject).toContain(order.number)
      expect(mail.text).toContain("INV2026-000009")
      expect(mail.text).toContain(`https://x.test/${language}/`)
    }
  })
})

describe("order statuses", () => {
  test("every status is reachable from received, and the moves go only to known statuses", () => {
    const reached = new Set<OrderStatus>(["received"])
    for (let round = 0; round < ORDER_STATUSES.length; round++)
      for (const from of [...reached]) for (const to of ORDER_TRANSITIONS[from]) reached.add(to)
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort())
  })

  test("shipping needs a confirmed order; an order is shipped once; delivered and cancelled are final", () => {
    expect(canMoveOrder("received", "shipped")).toBe(false)
    expect(canMoveOrder("confirmed", "shipped")).toBe(true)
    expect(canMoveOrder("in_preparation", "shipped")).toBe(true)
    expect(canMoveOrder("shipped", "invoiced")).toBe(true)
    for (const status of ["shipped", "invoiced", "delivered", "cancelled"] as const)
      expect(canMoveOrder(status, "shipped"), status).toBe(false)
    expect(ORDER_TRANSITIONS.delivered).toEqual([])
    expect(ORDER_TRANSITIONS.cancelled).toEqual([])
    expect(canMoveOrder("invoiced", "cancelled")).toBe(false)
  })
})
