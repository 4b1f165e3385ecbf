import { and, eq, isNotNull, sql } from "drizzle-orm"
import { describe, expect, test } from "vitest"

import { clients, orderLines, orders, products } from "../../api/db/schema"
import { setupTestApi } from "../support/api"

// PRICE-5, ORDER-20: an order's named tax, like its lines' names, reads in the reader's language, whatever
// the language the order was placed in ("Recupel-milieubijdrage" on an English order page was a bug).

const api = setupTestApi()

describe("an order's named tax", () => {
  test("reads in the reader's language on the order, its lines and its totals", async () => {
    const db = api.handle.db
    const buyer = (await api.login("buyer@partners.test")).auth
    const [client] = await db.select().from(clients).where(eq(clients.email, "buyer@partners.test"))
    const [order] = await db.select().from(orders).where(eq(orders.clientId, client!.id)).limit(1)
    const [taxed] = await db
      .select({ id: products.id, taxName: products.additionalTaxName })
      .from(products)
      .where(and(isNotNull(products.additionalTaxName), sql`${products.additionalTaxName}->>'nl' <> ''`))
      .limit(1)
    const names = taxed!.taxName as Record<string, string>
    expect(names.nl).not.toBe(names.en)
    // the order was placed in Dutch: its line stored the Dutch name
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id)).limit(1)
    await db
      .update(orderLines)
      .set({ itemType: "products", itemId: taxed!.id, additionalTaxCents: 100, additionalTaxName: names.nl })
      .where(and(eq(orderLines.orderId, order!.id), eq(orderLines.position, line!.position)))

    for (const locale of ["en", "de", "nl"] as const) {
      const { status, body } = await api.json(`/orders/${order!.id}`, { headers: buyer, locale })
      expect(status).toBe(200)
      const read = (body.included as { type: string; attributes: Record<string, unknown> }[]).find(
        (entry) => entry.type === "order-lines" && entry.attributes.position === line!.position,
      )!
      expect(read.attributes.additional_tax_name, locale).toBe(names[locale])
      const taxes = body.data.attributes.totals.additional_taxes as { name: string | null }[]
      expect(
        taxes.map((tax) => tax.name),
        locale,
      ).toContain(names[locale])
      if (locale !== "nl")
        expect(
          taxes.map((tax) => tax.name),
          locale,
        ).not.toContain(names.nl)
    }
  })
})
