import { basketButtonHiddenReason } from "#contract/basket-button"
import type { ItemType } from "#contract/items"
import { MAX_LINE_QUANTITY } from "#contract/items"
import type { Locale } from "#contract/locales"
import {
  articleKey,
  type MergedLine,
  mergeTypedLines,
  quantityOf,
  type QuickOrderDocument,
  type QuickOrderErrorCode,
  type QuickOrderItem,
  type QuickOrderLine,
  type QuickOrderNoticeCode,
  type TypedLine,
} from "#contract/quick-order"

import type { Db } from "../../db/client"
import { readTogether } from "../../db/reads"
import type { ResourceObject } from "../../lib/jsonapi"
import { apiText } from "../../lib/texts"
import type { Viewer } from "../../lib/viewer"
import { checkItems, lockLines, readBasketLines } from "../basket/basket.service"
import { itemResources } from "../basket/item-resources"
import { applyLineChange, type ListLine } from "../basket/line-rules"
import { applyLineChanges } from "../basket/lines.service"
import { partnerOwner, readWishlistLines } from "../basket/wishlist.service"
import { itemsByArticleNumber } from "../catalog/article-numbers"

// Quick order (QUICK-1 to QUICK-5): the typed lines resolved to their items and checked with the basket's
// own rules, never rules of its own: BASKET-10 (contract/basket-button.ts), BASKET-4 and BASKET-5
// (basket/line-rules.ts applyLineChange), BASKET-9 (basket.service.ts checkItems), BASKET-6's limits
// (contract/items.ts). Adding goes through basket/lines.service.ts, as one change of the list.

type Attributes = QuickOrderLine["attributes"]
type Problem = NonNullable<Attributes["error"]>
type Notice = Attributes["notices"][number]

interface Checked {
  line: MergedLine
  ref: { type: ItemType; id: string } | null
  item: QuickOrderItem | null
  quantity: number | null
  error: Problem | null
  notices: Notice[]
}

interface Options {
  /** the lines are a file's: its first row may be a heading (QUICK-4) */
  heading?: boolean
}

/** BASKET-1: the basket role fills the basket, everyone else the wishlist. */
const targetOf = (viewer: Viewer) => (viewer.roles.basket ? "basket" : "wishlist")

function listOf(viewer: Viewer) {
  return viewer.roles.basket
    ? ({ kind: "basket", clientId: viewer.clientId } as const)
    : ({ kind: "wishlist", owner: partnerOwner(viewer.clientId) } as const)
}

const readList = (db: Db, viewer: Viewer): Promise<ListLine[]> =>
  viewer.roles.basket
    ? readBasketLines(db, viewer.clientId)
    : readWishlistLines(db, partnerOwner(viewer.clientId))

/** The preview item of a product or spare part resource (item-resources.ts). */
function previewItem(resource: ResourceObject<unknown>): QuickOrderItem {
  const a = resource.attributes as Record<string, unknown> & {
    media?: { thumb: string; alt: string; width: number; height: number }[]
  }
  const picture = a.media?.[0]
  return {
    type: resource.type as ItemType,
    id: resource.id,
    name: (a.name as string | null) ?? null,
    picture: picture
      ? { thumb: picture.thumb, alt: picture.alt, width: picture.width, height: picture.height }
      : null,
    price: (a.price as QuickOrderItem["price"]) ?? null,
    availability: (a.availability as QuickOrderItem["availability"]) ?? null,
    slug: (a.slug as string | undefined) ?? null,
    product_category_id: (a.product_category_id as number | undefined) ?? null,
    product_range_id: (a.product_range_id as number | undefined) ?? null,
    product_subrange_id: (a.product_subrange_id as number | undefined) ?? null,
    replacement_product_id: (a.replacement_product_id as string | null | undefined) ?? null,
  }
}

/**
 * Every line checked, in order: its item, the quantity it would add, its error or its notices. Reads the
 * list the lines go to (the caller's transaction may hold its lock: addQuickOrder).
 */
async function checkLines(
  db: Db,
  viewer: Viewer,
  locale: Locale,
  typed: readonly TypedLine[],
  { heading = false }: Options = {},
) {
  const merged = mergeTypedLines(typed)
  const found = await itemsByArticleNumber(
    db,
    merged.map((line) => line.id),
  )
  const refOf = (line: MergedLine) => (line.id ? (found.get(articleKey(line.id)) ?? null) : null)
  const refs = [
    ...new Map(
      merged.flatMap((line) => refOf(line) ?? []).map((ref) => [`${ref.type}:${ref.id}`, ref]),
    ).values(),
  ]
  const [resources, current] = await readTogether(
    db,
    () =>
      itemResources(
        db,
        viewer,
        locale,
        refs.map((ref) => ({ itemType: ref.type, itemId: ref.id, quantity: 1 })),
      ),
    () => readList(db, viewer),
  )
  const resourceOf = new Map(resources.map((resource) => [`${resource.type}:${resource.id}`, resource]))
  const { problem, notice } = messagesIn(locale)

  const checked: Checked[] = merged.map((line) => {
    const ref = refOf(line)
    const resource = ref ? resourceOf.get(`${ref.type}:${ref.id}`) : undefined
    const item = resource ? previewItem(resource) : null
    const base = { line, ref, item, quantity: null, notices: [] as Notice[] }
    const id = line.id || "—"
    if (!ref || !resource) return { ...base, error: problem("unknown_item", { id }) }
    const asked = quantityOf(line.quantity)
    if (asked === null) return { ...base, error: problem("quantity_invalid", { quantity: line.quantity }) }
    const notices: Notice[] = []
    if (line.rows.length > 1)
      notices.push(notice("merged", { rows: line.rows.join(", ") }, { rows: line.rows }))
    // BASKET-6: the effective minimum is 1; the API's cap is MAX_LINE_QUANTITY
    const quantity = Math.min(MAX_LINE_QUANTITY, Math.max(1, asked))
    if (quantity !== asked)
      notices.push(notice("quantity_clamped", { from: asked, to: quantity }, { from: asked, to: quantity }))
    // BASKET-5: spare parts go in the basket only with the spare_parts role
    if (ref.type === "spare-parts" && viewer.roles.basket && !viewer.roles.spare_parts)
      return { ...base, error: problem("spare_parts_role", { id: ref.id }) }
    // BASKET-10: an old product or a clearance article without stock, or a replaced one without restock
    if (ref.type === "products") {
      const reason = basketButtonHiddenReason(
        resource.attributes as Parameters<typeof basketButtonHiddenReason>[0],
      )
      if (reason) {
        const code = `${reason}_without_stock` as const
        return {
          ...base,
          error: problem(
            code,
            { id: ref.id, replacement: item?.replacement_product_id ?? "" },
            {
              replacement_id: reason === "replaced" ? (item?.replacement_product_id ?? null) : null,
            },
          ),
        }
      }
    }
    // BASKET-4 and BASKET-5: what adding this line would do to the list as it is
    const change = applyLineChange(current, { intent: "add", id: ref.id, type: ref.type, quantity })
    const existing = current.find((entry) => entry.itemType === ref.type && entry.itemId === ref.id)
    if (change.outcome === "spare_part_already_added")
      return { ...base, error: problem("spare_part_already_added", { id: ref.id }) }
    if (change.outcome === "duplicate") notices.push(notice("duplicate", { id: ref.id, quantity }))
    if (change.outcome === "updated" && existing)
      notices.push(
        notice(
          "already_in_list",
          { id: ref.id, from: existing.quantity, to: quantity },
          { from: existing.quantity, to: quantity },
        ),
      )
    return { ...base, quantity, notices, error: null }
  })

  // QUICK-4: a file's first row whose article is unknown and whose quantity is no number is its heading
  const first = checked[0]
  if (heading && first?.line.rows[0] === 1 && !first.ref && quantityOf(first.line.quantity) === null)
    checked.shift()

  if (viewer.roles.basket) await applyReplacementRule(db, checked, messagesIn(locale))
  return checked
}

type Messages = ReturnType<typeof messagesIn>

/** A line's problems and notices, each with its message in the caller's language. */
function messagesIn(locale: Locale) {
  const text = (key: string, vars?: Record<string, string | number>) =>
    apiText(locale, `quickOrder.${key}`, vars)
  const problem = (
    code: QuickOrderErrorCode,
    vars: Record<string, string | number> = {},
    extra: Partial<Problem> = {},
  ): Problem => ({
    code,
    message: text(`errors.${code}`, vars),
    replacement_id: null,
    max_order_quantity: null,
    ...extra,
  })
  const notice = (
    code: QuickOrderNoticeCode,
    vars: Record<string, string | number>,
    extra: Partial<Notice> = {},
  ): Notice => ({
    code,
    message: text(`notices.${code}`, vars),
    from: null,
    to: null,
    replacement_id: null,
    rows: [],
    ...extra,
  })
  return { problem, notice }
}

/**
 * BASKET-9, the replacement rule, for what goes in a basket: checkItems lowers the quantity (a warning)
 * or leaves the line out when nothing is available. Changes the checked lines in place.
 */
async function applyReplacementRule(db: Db, checked: Checked[], { problem, notice }: Messages) {
  const replaced = checked.filter(
    (entry) => !entry.error && entry.ref?.type === "products" && entry.item?.replacement_product_id,
  )
  if (!replaced.length) return
  const { lines, warnings } = await checkItems(
    db,
    replaced.map((entry) => ({ id: entry.ref!.id, type: "products" as const, quantity: entry.quantity! })),
    { applyReplacementRule: true },
  )
  for (const entry of replaced) {
    const warning = warnings.find((candidate) => candidate.item_id === entry.ref!.id)
    if (!warning) continue
    const vars = { id: entry.ref!.id, replacement: warning.replacement_id, max: warning.max_order_quantity }
    const extra = { replacement_id: warning.replacement_id, max_order_quantity: warning.max_order_quantity }
    if (!lines.some((line) => line.itemId === entry.ref!.id)) {
      entry.error = problem("replacement_limit", vars, extra)
      entry.quantity = null
      entry.notices = []
      continue
    }
    entry.quantity = warning.max_order_quantity
    entry.notices.push(
      notice("replacement_limit", vars, {
        replacement_id: warning.replacement_id,
        to: warning.max_order_quantity,
      }),
    )
  }
}

function documentOf(
  viewer: Viewer,
  checked: readonly Checked[],
  outcomes?: ReadonlyMap<Checked, Attributes["outcome"]>,
): QuickOrderDocument {
  const data = checked.map((entry, index) => ({
    type: "quick-order-lines" as const,
    id: String(index + 1),
    attributes: {
      article: entry.line.id,
      quantity_typed: entry.line.quantity,
      quantity: entry.error ? null : entry.quantity,
      status: entry.error
        ? ("error" as const)
        : entry.notices.length
          ? ("warning" as const)
          : ("ok" as const),
      error: entry.error,
      notices: entry.error ? [] : entry.notices,
      item: entry.item,
      outcome: outcomes ? (outcomes.get(entry) ?? "not_added") : null,
    },
  }))
  const valid = checked.filter((entry) => !entry.error).length
  return {
    data,
    meta: {
      target: targetOf(viewer),
      lines: checked.length,
      valid,
      errors: checked.length - valid,
      added: outcomes
        ? [...outcomes.values()].filter((outcome) => outcome === "added" || outcome === "updated").length
        : null,
    },
  }
}

/** QUICK-3: the preview; nothing is stored. */
export async function previewQuickOrder(
  db: Db,
  viewer: Viewer,
  locale: Locale,
  typed: readonly TypedLine[],
  options: Options = {},
) {
  return documentOf(viewer, await checkLines(db, viewer, locale, typed, options))
}

/**
 * QUICK-5: the lines that can be added are, in one change of the list under its lock (the list is read
 * and checked again there, so a preview that went stale adds nothing it would now refuse); the others
 * come back with their errors, outcome not_added.
 */
export async function addQuickOrder(db: Db, viewer: Viewer, locale: Locale, typed: readonly TypedLine[]) {
  return db.transaction(async (tx) => {
    const list = listOf(viewer)
    // the list is read and checked under its lock, then changed in the same transaction
    await lockLines(tx, list.kind, list.kind === "basket" ? list.clientId : list.owner)
    const checked = await checkLines(tx, viewer, locale, typed)
    const valid = checked.filter((entry) => !entry.error && entry.ref && entry.quantity)
    const outcomes = new Map<Checked, Attributes["outcome"]>()
    if (valid.length) {
      const results = await applyLineChanges(
        tx,
        list,
        valid.map((entry) => ({
          intent: "add" as const,
          id: entry.ref!.id,
          type: entry.ref!.type,
          quantity: entry.quantity!,
        })),
      )
      valid.forEach((entry, index) => {
        const code = results[index]
        outcomes.set(entry, code === "added" ? "added" : code === "updated" ? "updated" : "unchanged")
      })
    }
    return documentOf(viewer, checked, outcomes)
  })
}
