import { z } from "zod"

import { ItemPriceSchema, ListAvailabilitySchema } from "./basket-lines"
import { endpoint } from "./endpoint"
import { hasControlCharacters } from "./fields"
import { ITEM_TYPES } from "./items"

// Quick order (QUICK-1 to QUICK-7): lines of article numbers and quantities, typed in rows, pasted as
// copied from a spreadsheet or an e-mail, or uploaded as a CSV or XLSX file, previewed line by line
// against the basket's own rules, then added in one action. The reading of pasted text and the merging of
// repeated numbers are here, pure, so that the page and the API read a list the same way.

/** QUICK-2, QUICK-4: a list holds at most 500 lines, a file at most 1 MB. */
export const QUICK_ORDER_MAX_LINES = 500
export const QUICK_ORDER_MAX_FILE_BYTES = 1024 * 1024
/** a pasted list of 500 lines of 64-character numbers and quantities, and then some */
export const QUICK_ORDER_MAX_TEXT = 40_000
/** the longest article number anybody types (an item id is at most 64 characters, contract/basket.ts) */
export const ARTICLE_NUMBER_MAX = 64
/** QUICK-1: the page starts with this many rows, and "add more rows" adds as many again */
export const QUICK_ORDER_ROWS_STEP = 5

/** One line as the person gave it: the article number and the quantity, both as typed. */
export interface TypedLine {
  id: string
  quantity: string
}

/** A spreadsheet's own cell quoting ("CB1-060A") around a cell, taken off. */
const unquote = (cell: string) => {
  const trimmed = cell.trim()
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replace(/""/g, '"').trim()
    : trimmed
}

/**
 * QUICK-2: pasted lines as copied from Excel (tab-separated), a CSV (`id;qty`, `id,qty`) or an e-mail
 * (`id qty`), one item per line; a missing quantity is read as 1 later (quantityOf). The separator is the
 * line's own: a tab first, then a semicolon, a comma, then blanks. Cells after the second are ignored.
 */
export function parsePastedLines(text: string): TypedLine[] {
  const lines: TypedLine[] = []
  for (const raw of text.split(/\r\n|\n|\r/)) {
    const line = raw.trim()
    if (!line) continue
    const separator = line.includes("\t") ? "\t" : line.includes(";") ? ";" : line.includes(",") ? "," : null
    const cells = separator ? line.split(separator) : line.split(/\s+/)
    lines.push({ id: unquote(cells[0] ?? ""), quantity: unquote(cells[1] ?? "") })
  }
  return lines
}

/** The key two lines of one item share: the number trimmed, in capitals (ids are upper-case). */
export const articleKey = (id: string) => id.trim().toUpperCase()

/**
 * QUICK-2: the quantity as typed, read. Empty is 1; a whole number is itself (the clamp comes later,
 * QUICK-3); anything else is not a quantity (null).
 */
export function quantityOf(typed: string): number | null {
  const text = typed.trim()
  if (!text) return 1
  if (!/^[+-]?\d{1,9}$/.test(text)) return null
  return Number(text)
}

export interface MergedLine extends TypedLine {
  /** the 1-based positions of the lines as given that this line stands for */
  rows: number[]
}

/**
 * QUICK-2: repeated numbers are merged into the first line that has them, their quantities added (a
 * quantity that is not a number stays as typed, so the line says so); empty lines are left out.
 */
export function mergeTypedLines(lines: readonly TypedLine[]): MergedLine[] {
  const merged: MergedLine[] = []
  const byKey = new Map<string, MergedLine>()
  lines.forEach((line, index) => {
    const id = line.id.trim()
    const quantity = line.quantity.trim()
    if (!id && !quantity) return
    const key = articleKey(id)
    const first = id ? byKey.get(key) : undefined
    if (!first) {
      const entry = { id, quantity, rows: [index + 1] }
      merged.push(entry)
      if (id) byKey.set(key, entry)
      return
    }
    first.rows.push(index + 1)
    const sum = [first.quantity, quantity].map(quantityOf)
    first.quantity =
      sum[0] != null && sum[1] != null ? String(sum[0] + sum[1]) : sum[0] == null ? first.quantity : quantity
  })
  return merged
}

// ---- requests ----

const TypedLineSchema = z.object({
  id: z
    .string({ error: "validation.invalid" })
    .max(ARTICLE_NUMBER_MAX, `validation.tooLong|max=${ARTICLE_NUMBER_MAX}`)
    .describe("the article number of a product or spare part, as typed (trimmed; case does not matter)"),
  quantity: z
    .union([z.string().max(12, "validation.tooLong|max=12"), z.number().int()], {
      error: "quickOrder.quantityInvalid",
    })
    .nullish()
    .transform((value) => (value == null ? "" : String(value)))
    .describe("a whole number as a number or as typed; missing or empty is 1"),
})

export const QuickOrderBodySchema = z
  .object({
    lines: z
      .array(TypedLineSchema, { error: "validation.invalid" })
      .max(QUICK_ORDER_MAX_LINES, `quickOrder.tooManyLines|max=${QUICK_ORDER_MAX_LINES}`)
      .optional()
      .describe("rows as typed, in order"),
    text: z
      .string({ error: "validation.invalid" })
      .max(QUICK_ORDER_MAX_TEXT, `validation.tooLong|max=${QUICK_ORDER_MAX_TEXT}`)
      .refine((value) => !hasControlCharacters(value), "validation.controlCharacters")
      .optional()
      .describe("pasted lines (id;qty, id,qty, id qty or tab-separated), read after the rows"),
  })
  .superRefine((body, context) => {
    const count = (body.lines?.length ?? 0) + (body.text ? parsePastedLines(body.text).length : 0)
    if (count > QUICK_ORDER_MAX_LINES)
      context.addIssue({
        code: "custom",
        path: [body.text ? "text" : "lines"],
        message: `quickOrder.tooManyLines|max=${QUICK_ORDER_MAX_LINES}`,
      })
  })
export type QuickOrderBody = z.input<typeof QuickOrderBodySchema>

/** The typed lines of a request: the rows, then the pasted lines (QUICK-2). */
export function typedLinesOf(body: { lines?: TypedLine[]; text?: string }): TypedLine[] {
  return [...(body.lines ?? []), ...(body.text ? parsePastedLines(body.text) : [])]
}

// ---- answers ----

/**
 * Why a line cannot be added (QUICK-3): no such article; BASKET-10's three cases (an old product, a
 * clearance article, a replaced product without restock, none in stock); BASKET-9 leaving nothing to order;
 * BASKET-5 (a spare part already in the list, or spare parts without the spare_parts role); a quantity
 * that is not a whole number.
 */
export const QUICK_ORDER_ERRORS = [
  "unknown_item",
  "old_without_stock",
  "declined_without_stock",
  "replaced_without_stock",
  "replacement_limit",
  "spare_part_already_added",
  "spare_parts_role",
  "quantity_invalid",
] as const
export type QuickOrderErrorCode = (typeof QUICK_ORDER_ERRORS)[number]

/**
 * What a line that can be added should know (QUICK-3): its quantity clamped to 1–999 (BASKET-6), lowered by
 * the replacement rule (BASKET-9), repeated lines merged, the item already in the list with another
 * quantity (the line's quantity replaces it, BASKET-4) or with the same (nothing changes).
 */
export const QUICK_ORDER_NOTICES = [
  "quantity_clamped",
  "replacement_limit",
  "merged",
  "already_in_list",
  "duplicate",
] as const
export type QuickOrderNoticeCode = (typeof QUICK_ORDER_NOTICES)[number]

const MessageSchema = z.string().describe("in the language of Accept-Language")

export const QuickOrderProblemSchema = z.object({
  code: z.enum(QUICK_ORDER_ERRORS),
  message: MessageSchema,
  replacement_id: z
    .string()
    .nullable()
    .describe("replacement_limit, replaced_without_stock: the replacement"),
  max_order_quantity: z.number().int().nullable().describe("replacement_limit: what may be ordered"),
})

export const QuickOrderNoticeSchema = z.object({
  code: z.enum(QUICK_ORDER_NOTICES),
  message: MessageSchema,
  from: z.number().int().nullable().describe("quantity_clamped: the quantity asked; already_in_list: now"),
  to: z.number().int().nullable().describe("quantity_clamped, already_in_list: the quantity it becomes"),
  replacement_id: z.string().nullable(),
  rows: z.array(z.number().int()).describe("merged: the lines given that were merged into this one"),
})

/** The item a line found, as the preview shows it: picture, name, and for partners price and stock. */
export const QuickOrderItemSchema = z.object({
  type: z.enum(ITEM_TYPES),
  id: z.string(),
  name: z.string().nullable(),
  picture: z
    .object({ thumb: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() })
    .nullable(),
  price: ItemPriceSchema.nullable().describe("null for partners without a price role"),
  availability: ListAvailabilitySchema.nullable().describe("per warehouse; null without a price role"),
  slug: z.string().nullable().describe("products: for the product page's address"),
  product_category_id: z.number().int().nullable(),
  product_range_id: z.number().int().nullable(),
  product_subrange_id: z.number().int().nullable(),
  replacement_product_id: z.string().nullable(),
})
export type QuickOrderItem = z.infer<typeof QuickOrderItemSchema>

export const QUICK_ORDER_OUTCOMES = ["added", "updated", "unchanged", "not_added"] as const

export const QuickOrderLineSchema = z.object({
  type: z.literal("quick-order-lines"),
  id: z.string().describe("the line's position in the answer, from 1"),
  attributes: z.object({
    article: z.string().describe("the article number as typed"),
    quantity_typed: z.string().describe("the quantity as typed (empty: 1)"),
    quantity: z
      .number()
      .int()
      .nullable()
      .describe("what would be added (clamped, lowered by the replacement rule); null on an error"),
    status: z.enum(["ok", "warning", "error"]),
    error: QuickOrderProblemSchema.nullable(),
    notices: z.array(QuickOrderNoticeSchema),
    item: QuickOrderItemSchema.nullable(),
    outcome: z
      .enum(QUICK_ORDER_OUTCOMES)
      .nullable()
      .describe("POST /quick-order: what adding did to this line; null in a preview"),
  }),
})
export type QuickOrderLine = z.infer<typeof QuickOrderLineSchema>

const QuickOrderDocumentSchema = z.object({
  data: z.array(QuickOrderLineSchema),
  meta: z.object({
    target: z.enum(["basket", "wishlist"]).describe("BASKET-1: the basket role fills the basket"),
    lines: z.number().int().describe("lines after merging repeated numbers"),
    valid: z.number().int().describe("lines that can be added"),
    errors: z.number().int().describe("lines that cannot"),
    added: z.number().int().nullable().describe("POST /quick-order: lines added or updated"),
  }),
})
export type QuickOrderDocument = z.infer<typeof QuickOrderDocumentSchema>

const RULES =
  "Each line is resolved to a product or a spare part by its article number (case and blanks do not matter) and checked against the basket's rules: a quantity is a whole number, empty is 1, clamped to 1–999 (notice quantity_clamped); repeated numbers are merged and their quantities added (notice merged); an old product, a clearance article, or a replaced product without known restock, with no stock, cannot be added (errors old_without_stock, declined_without_stock, replaced_without_stock); a product with a replacement is limited to its available stock capped by its maximum order quantity (notice replacement_limit, or error replacement_limit when nothing is available); a spare part already in the list is refused (spare_part_already_added), as are spare parts in a basket without the spare_parts role (spare_parts_role); an item already in the list takes the line's quantity (notice already_in_list) or stays (notice duplicate). Partners with the basket role fill the basket, others the wishlist. Prices and stock per warehouse are answered to partners with a price role."

export const previewQuickOrder = endpoint({
  method: "post",
  path: "/quick-order/preview",
  operationId: "previewQuickOrder",
  auth: "partner",
  summary: "Preview a quick order: each line resolved to its item or an error",
  description: `Body {"lines": [{"id","quantity"}], "text": "pasted lines"}: at most 500 lines in all. Nothing is stored. ${RULES}`,
  tags: ["Quick order"],
  body: QuickOrderBodySchema,
  responses: {
    200: { description: "One resource per line, in order", schema: QuickOrderDocumentSchema },
    422: { description: "More than 500 lines, or a malformed body" },
  },
})

/** QUICK-4: the file types an upload may be, told apart by their content, never by a name. */
export const QUICK_ORDER_UPLOAD_TYPES = [
  "text/csv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
] as const

export const uploadQuickOrder = endpoint({
  method: "post",
  path: "/quick-order/upload",
  operationId: "previewQuickOrderFile",
  auth: "partner",
  summary: "Preview a quick order from a CSV or XLSX file",
  description: `The request body is the file itself (at most 1 MB and 500 lines), sent as text/csv, as the XLSX media type or as application/octet-stream: its type is read from its content (an XLSX is a ZIP archive; a CSV is UTF-8 text, separated by semicolons, commas, tabs or blanks). Column A is the article number, column B the quantity; a first row whose quantity is not a number and whose article is unknown is a heading and is skipped. A formula or a script in a cell is read as its text and never evaluated. The file is not kept. The answer is the preview's. ${RULES}`,
  tags: ["Quick order"],
  upload: {
    mediaTypes: [...QUICK_ORDER_UPLOAD_TYPES, "application/octet-stream"],
    maxBytes: QUICK_ORDER_MAX_FILE_BYTES,
  },
  responses: {
    200: { description: "The preview of the file's lines", schema: QuickOrderDocumentSchema },
    413: { description: "The file is larger than 1 MB (payload_too_large)" },
    422: {
      description:
        "errors.file: an empty file, not a CSV or XLSX file, an XLSX that cannot be read, or more than 500 lines",
    },
  },
})

export const addQuickOrder = endpoint({
  method: "post",
  path: "/quick-order",
  operationId: "addQuickOrder",
  auth: "partner",
  summary: "Add a quick order's valid lines to the basket (or the wishlist)",
  description: `Body as the preview. The lines are checked again; those that can be added are, in one change of the list (lines already there keep their place, new ones are appended in order), and the others are answered with their error and outcome not_added, so a caller can show them to be fixed. ${RULES}`,
  tags: ["Quick order"],
  body: QuickOrderBodySchema,
  responses: {
    200: {
      description: "Every line with its outcome; meta.added counts the lines added or updated",
      schema: QuickOrderDocumentSchema,
    },
    422: { description: "More than 500 lines, or a malformed body" },
  },
})
