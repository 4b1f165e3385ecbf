import { Hono } from "hono"
import { z } from "zod"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { notFound } from "../../lib/errors"
import { optionalText } from "#contract/fields"
import { document, pagination } from "../../lib/jsonapi"
import { requireRole } from "../accounts/partner-access"
import { loadDraftIntoBasket } from "../../workflows/load-draft"
import { saveBasketAsDraft } from "../../workflows/save-basket-as-draft"
import { deleteDraft, draftDetail, draftResource, findDraftWithLines, listDrafts } from "./drafts.service"

// spec §7 GET orders/drafts, GET orders/drafts/{id}, DELETE orders/drafts/{id} (204); the create call is
// "not shown": POST orders/drafts saves the current basket and answers 200 (spec §4: "create succeeds
// only on HTTP 200"). Loading a draft into the basket is POST orders/drafts/{id}/load
// (docs/decisions/011-saved-baskets.md). Every call needs the basket role.
//
// Mounted in api/app.ts before the orders routes, so /orders/drafts is never read as /orders/{id}.

export const draftRoutes = new Hono<ApiEnv>()

const TAGS = ["Basket, orders, drafts, offers"]

/** spec §4: dates are sent as yyyy-MM-dd HH:mm:ss (read as UTC); empty is none. */
const dateTime = () =>
  z
    .string({ error: "validation.invalid" })
    .nullish()
    .transform((value, context) => {
      if (!value?.trim()) return null
      const match = value.trim().match(/^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/)
      const date = match
        ? new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`)
        : null
      // Date rolls 2026-02-30 over to March: a real date reads back the same
      if (
        !date ||
        Number.isNaN(date.getTime()) ||
        date.toISOString().slice(0, 10) !== value.trim().slice(0, 10)
      ) {
        context.addIssue({ code: "custom", message: "validation.dateTime" })
        return z.NEVER
      }
      return date
    })

const DraftBody = z.object({
  comments: optionalText(1000).describe("optional"),
  reference: optionalText(100).describe("optional"),
  order_date: dateTime().describe("yyyy-MM-dd HH:mm:ss, optional"),
  shipping_date: dateTime().describe("yyyy-MM-dd HH:mm:ss, optional"),
})

const DraftAttributes = z.object({
  number: z.string().describe("SB<year>-<6-digit id>"),
  saved_at: z.string().describe("ISO 8601"),
  items_count: z.number().describe("number of lines"),
  quantity_total: z.number(),
  amount: z.number().describe("total with taxes and VAT at save time, integer cents"),
  currency: z.enum(["EUR", "GBP"]),
  order_date: z.string().nullable(),
  shipping_date: z.string().nullable(),
  comments: z.string().nullable(),
  reference: z.string().nullable(),
})
const DraftResource = z.object({ type: z.literal("drafts"), id: z.string(), attributes: DraftAttributes })

// a draft id is a positive integer; anything else names no draft (404, not 422)
const IdParam = z.object({ id: z.string() })
function draftId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound()
  return Number(raw)
}

defineRoute(
  draftRoutes,
  {
    method: "get",
    path: "/orders/drafts",
    summary: "The partner's saved baskets, newest first",
    tags: TAGS,
    query: z.object({
      "page[size]": z.coerce.number().int().min(1).max(100).optional().describe("default 20"),
      "page[number]": z.coerce.number().int().min(1).max(100_000).optional(),
    }),
    responses: {
      200: {
        description: "Drafts with meta.pagination",
        schema: z.object({ data: z.array(DraftResource), meta: z.object({ pagination: z.unknown() }) }),
      },
      403: { description: "No basket role (forbidden)" },
    },
  },
  async (c, { query }) => {
    const partner = requireRole(c.get("viewer"), "basket")
    const size = query["page[size]"] ?? 20
    const number = query["page[number]"] ?? 1
    const { rows, lines, total } = await listDrafts(c.get("db"), partner.clientId, number, size)
    return c.json(
      document(
        rows.map((row) =>
          draftResource(
            row,
            lines.filter((line) => line.draftId === row.id),
          ),
        ),
        { meta: { pagination: pagination(total, rows.length, size, number) } },
      ),
    )
  },
)

defineRoute(
  draftRoutes,
  {
    method: "post",
    path: "/orders/drafts",
    summary: "Save the current basket as a draft",
    description:
      "Saves the partner's current basket (its lines and today's amount) under a new basket number. Answers 200 with the draft (spec §4: create succeeds only on 200). Every field is optional: send {} for none. An empty basket answers 422 (errors._).",
    tags: TAGS,
    body: DraftBody,
    responses: {
      200: { description: "The new draft", schema: z.object({ data: DraftResource }) },
      403: { description: "No basket role (forbidden)" },
      422: { description: "Empty basket (errors._) or a field's error" },
    },
  },
  async (c, { body }) => {
    const partner = requireRole(c.get("viewer"), "basket")
    const { draft, lines } = await saveBasketAsDraft(c.get("db"), partner, c.get("locale"), {
      comments: body.comments,
      reference: body.reference,
      orderDate: body.order_date,
      shippingDate: body.shipping_date,
    })
    return c.json(document(draftResource(draft, lines)), 200)
  },
)

defineRoute(
  draftRoutes,
  {
    method: "get",
    path: "/orders/drafts/{id}",
    summary: "One saved basket with its lines at today's prices",
    description:
      "attributes.lines (position, item_type, item_id, name, quantity, unit_price, product_tax, additional_tax, additional_tax_name, line_total), attributes.totals (net, product_tax, additional_tax, additional_taxes by name, vat_rate, vat, total, in cents), attributes.unavailable (lines whose item no longer exists); included: the products and spare parts.",
    tags: TAGS,
    params: IdParam,
    responses: {
      200: { description: "The draft" },
      403: { description: "No basket role (forbidden)" },
      404: { description: "No such draft of this partner" },
    },
  },
  async (c, { params }) => {
    const partner = requireRole(c.get("viewer"), "basket")
    const db = c.get("db")
    const { draft, lines } = await findDraftWithLines(db, partner.clientId, draftId(params.id))
    const { data, included } = await draftDetail(db, partner, c.get("locale"), draft, lines)
    return c.json(document(data, { included }))
  },
)

defineRoute(
  draftRoutes,
  {
    method: "delete",
    path: "/orders/drafts/{id}",
    summary: "Delete a saved basket",
    tags: TAGS,
    params: IdParam,
    responses: {
      204: { description: "Deleted" },
      403: { description: "No basket role (forbidden)" },
      404: { description: "No such draft of this partner" },
    },
  },
  async (c, { params }) => {
    const partner = requireRole(c.get("viewer"), "basket")
    await deleteDraft(c.get("db"), partner.clientId, draftId(params.id))
    return c.body(null, 204)
  },
)

defineRoute(
  draftRoutes,
  {
    method: "post",
    path: "/orders/drafts/{id}/load",
    summary: "Load a saved basket into the current basket (replacing it)",
    description:
      'spec §4: loading overwrites the current basket unless it is saved first. Body {"save_current": true} saves a non-empty current basket as a new draft before replacing it, in the same transaction. The draft stays. meta.saved_current is the new draft or null; meta.skipped lists lines left out (item gone, or a spare part without the spare_parts role); the basket’s replacement rule applies (meta.warnings, as PUT /basket).',
    tags: TAGS,
    params: IdParam,
    body: z.object({
      save_current: z.boolean({ error: "validation.invalid" }).optional().describe("default false"),
    }),
    responses: {
      200: { description: "The loaded draft; meta.saved_current, meta.loaded, meta.skipped" },
      403: { description: "No basket role (forbidden)" },
      404: { description: "No such draft of this partner" },
    },
  },
  async (c, { params, body }) => {
    const partner = requireRole(c.get("viewer"), "basket")
    const db = c.get("db")
    const { draft, savedCurrent, loaded, skipped, warnings } = await loadDraftIntoBasket(
      db,
      partner,
      c.get("locale"),
      draftId(params.id),
      { saveCurrent: body.save_current ?? false },
    )
    const { lines } = await findDraftWithLines(db, partner.clientId, draft.id)
    const saved = savedCurrent ? await findDraftWithLines(db, partner.clientId, savedCurrent.id) : null
    return c.json(
      document(draftResource(draft, lines), {
        meta: {
          saved_current: saved ? draftResource(saved.draft, saved.lines) : null,
          loaded,
          skipped: skipped.map((line) => ({ item_type: line.itemType, item_id: line.itemId })),
          warnings,
        },
      }),
    )
  },
)
