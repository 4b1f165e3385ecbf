import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm"
import { Hono } from "hono"

import { getInvoicePdf, INVOICES_PAGE_SIZE, listInvoices } from "#contract/invoices"

import { invoices, orders } from "../../db/schema"
import { requirePartner } from "../../lib/access"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { notFound } from "../../lib/errors"
import { document, pagination } from "../../lib/jsonapi"
import { findOwnInvoice, invoiceModels, invoicePdfSize, renderInvoicePdf } from "./invoice-pdf"
import { invoiceResource } from "./order-resource"

export const invoiceRoutes = new Hono<ApiEnv>()

/** `like` pattern matching the text anywhere, its wildcards taken literally */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

defineRoute(invoiceRoutes, listInvoices, async (c, { query }) => {
  const viewer = requirePartner(c.get("viewer"))
  const db = c.get("db")
  const locale = c.get("locale")
  const size = query["page[size]"] ?? INVOICES_PAGE_SIZE
  const number = query["page[number]"] ?? 1
  const search = query["filter[search]"]
  const mine = search
    ? and(
        eq(invoices.clientId, viewer.clientId),
        or(
          ilike(invoices.number, containing(search)),
          inArray(
            invoices.orderId,
            db
              .select({ id: orders.id })
              .from(orders)
              .where(and(eq(orders.clientId, viewer.clientId), ilike(orders.number, containing(search)))),
          ),
        ),
      )
    : eq(invoices.clientId, viewer.clientId)
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(mine)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(size)
      .offset((number - 1) * size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(invoices)
      .where(mine),
  ])
  const models = await invoiceModels(db, viewer, rows, locale)
  const data = []
  for (const row of rows) {
    const model = models.get(row.id)
    data.push(
      invoiceResource(row, {
        orderNumber: model?.order.number,
        size: model ? await invoicePdfSize(model) : null,
      }),
    )
  }
  return c.json(document(data, { meta: { pagination: pagination(total, rows.length, size, number) } }))
})

defineRoute(invoiceRoutes, getInvoicePdf, async (c, { params }) => {
  const viewer = requirePartner(c.get("viewer"))
  const found = await findOwnInvoice(c.get("db"), viewer, params.id, c.get("locale"))
  if (!found) throw notFound()
  const pdf = await renderInvoicePdf(found.model)
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": `attachment; filename="${found.row.id}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  })
})
