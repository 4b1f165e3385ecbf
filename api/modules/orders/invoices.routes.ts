import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm"
import { Hono } from "hono"
import { z } from "zod"
import { invoices, orders } from "../../db/schema"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { notFound } from "../../lib/errors"
import { document, pagination } from "../../lib/jsonapi"
import { requirePartner } from "../accounts/partner-access"
import { findOwnInvoice, invoiceModels, invoicePdfSize, renderInvoicePdf } from "./invoice-pdf"
import { invoiceResource } from "./order-resource"

export const invoiceRoutes = new Hono<ApiEnv>()

export const INVOICES_PAGE_SIZE = 20

const InvoicesQuery = z.object({
  "page[number]": z.coerce.number().int().min(1).max(100_000).optional().describe("default 1"),
  "page[size]": z.coerce.number().int().min(1).max(50).optional().describe("1 to 50, default 20"),
  "filter[search]": z
    .string()
    .trim()
    .max(40, "validation.tooLong|max=40")
    .optional()
    .describe("part of an invoice number or of an order number, e.g. 000042 or SO2026"),
})

/** `like` pattern matching the text anywhere, its wildcards taken literally */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

defineRoute(
  invoiceRoutes,
  {
    method: "get",
    path: "/invoices",
    summary: "The partner's invoices, newest first",
    description:
      "spec §3 Invoice: attributes.name is the file name (INV2026-000042.pdf), type the extension (pdf), size " +
      "the PDF's size in bytes in the caller's language (Accept-Language), date the invoice date; with the " +
      "order's number and the total in integer cents. Any logged-in partner; only their own invoices. " +
      "filter[search] keeps the invoices whose number or order number contains the text.",
    tags: ["Orders"],
    query: InvoicesQuery,
    responses: {
      200: { description: "A page of invoices (data is a list), meta.pagination" },
      401: { description: "No or bad token" },
    },
  },
  async (c, { query }) => {
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
    const [rows, [{ total }]] = await Promise.all([
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
  },
)

defineRoute(
  invoiceRoutes,
  {
    method: "get",
    path: "/invoices/{id}",
    summary: "One of the partner's invoices as a PDF",
    description:
      "application/pdf, as an attachment named by the invoice's id ({id}.pdf, spec §7); texts in the caller's " +
      "language, amounts in the partner's currency in German number style. Another partner's invoice is a 404.",
    tags: ["Orders"],
    params: z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) }),
    paramPatterns: { id: "[0-9]+" },
    responses: {
      200: { description: "The PDF (application/pdf)" },
      401: { description: "No or bad token" },
      404: { description: "No such invoice of this partner" },
    },
  },
  async (c, { params }) => {
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
  },
)
