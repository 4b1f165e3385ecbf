import { z } from "zod"

import { endpoint } from "./endpoint"
import { CURRENCIES } from "./money"
import { PaginationSchema } from "./pagination"

// GET invoices and invoices/{id}: the partner's invoices and their PDFs (INVOICE-3 to INVOICE-5).

export const INVOICES_PAGE_SIZE = 20

/** INVOICE-3: name is the file name (INV2026-000042.pdf), type its extension, size its bytes. */
export const InvoiceResourceSchema = z.object({
  type: z.literal("invoices"),
  id: z.string(),
  attributes: z.object({
    number: z
      .string()
      .describe(
        "INV<year>-<6-digit number>: a continuous series per calendar year (Europe/Brussels), also the file's name without extension",
      ),
    name: z.string().describe("the file name, e.g. INV2026-000042.pdf"),
    type: z.literal("pdf"),
    size: z.number().int().nullable().describe("the PDF's size in bytes; null where it was not computed"),
    date: z.string().describe("ISO 8601, the invoice date"),
    order_id: z.string(),
    order_number: z.string().nullable(),
    currency: z.enum(CURRENCIES),
    total: z.number().int(),
  }),
  relationships: z.object({
    order: z.object({ data: z.object({ type: z.literal("orders"), id: z.string() }) }),
  }),
})
export type InvoiceResource = z.infer<typeof InvoiceResourceSchema>

export const InvoiceListDocumentSchema = z.object({
  data: z.array(InvoiceResourceSchema),
  meta: z.object({ pagination: PaginationSchema }),
})

export const listInvoices = endpoint({
  method: "get",
  path: "/invoices",
  operationId: "listInvoices",
  auth: "partner",
  summary: "The partner's invoices, newest first",
  description:
    "attributes.name is the file name (INV2026-000042.pdf), type the extension (pdf), size " +
    "the PDF's size in bytes in the caller's language (Accept-Language), date the invoice date; with the " +
    "order's number and the total in integer cents. Any logged-in partner; only their own invoices. " +
    "filter[search] keeps the invoices whose number or order number contains the text.",
  tags: ["Orders"],
  query: z.object({
    "page[number]": z.coerce.number().int().min(1).max(100_000).optional().describe("default 1"),
    "page[size]": z.coerce.number().int().min(1).max(50).optional().describe("1 to 50, default 20"),
    "filter[search]": z
      .string()
      .trim()
      .max(40, "validation.tooLong|max=40")
      .optional()
      .describe("part of an invoice number or of an order number, e.g. 000042 or SO2026"),
  }),
  responses: {
    200: {
      description: "A page of invoices (data is a list), meta.pagination",
      schema: InvoiceListDocumentSchema,
    },
    401: { description: "No or bad token" },
  },
})

export const getInvoicePdf = endpoint({
  method: "get",
  path: "/invoices/{id}",
  operationId: "getInvoicePdf",
  auth: "partner",
  summary: "One of the partner's invoices as a PDF",
  description:
    "application/pdf, as an attachment named by the invoice's id ({id}.pdf); texts in the caller's " +
    "language, amounts in the partner's currency in German number style. Another partner's invoice is a 404.",
  tags: ["Orders"],
  params: z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) }),
  paramPatterns: { id: "[0-9]+" },
  responses: {
    200: { description: "The PDF (application/pdf)" },
    401: { description: "No or bad token" },
    404: { description: "No such invoice of this partner" },
  },
})
