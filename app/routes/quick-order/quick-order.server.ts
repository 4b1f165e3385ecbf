import { data, redirect, type RouterContextProvider } from "react-router"

import type { Locale } from "#contract/locales"
import {
  addQuickOrder,
  ARTICLE_NUMBER_MAX,
  parsePastedLines,
  previewQuickOrder,
  QUICK_ORDER_MAX_FILE_BYTES,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_MAX_TEXT,
  QUICK_ORDER_ROWS_STEP,
  type QuickOrderDocument,
  type QuickOrderLine,
  type TypedLine,
  uploadQuickOrder,
} from "#contract/quick-order"

import { fieldText, readForm } from "../../lib/forms/read-form.server"
import { getInstance } from "../../lib/i18n/i18n.server"
import { requirePartnerSession } from "../../lib/session/partner-session.server"
import { shopContext } from "../../lib/session/shop-context.server"
import { flashNotice, listKindOf } from "../../lib/shop/basket.server"
import type { Menu } from "../../lib/shop/menu"
import { productHref } from "../../lib/shop/menu"
import { shopApi } from "../../lib/transport/shop-api.server"
import { localizedPath } from "../../lib/urls/pages"

// The quick order page's one form (QUICK-1 to QUICK-5): rows, pasted text and a file posted together, with
// the intent of the button pressed: check, add five rows, drop a row, add to the list. Every answer but a
// complete add is this page again with every row as typed and its preview, so nothing is lost, with or
// without scripts. The rules are the API's; this only turns the form into lines and the answer into rows.

/** A row of the page: what was typed, and what the preview found for it. */
export interface RowView {
  id: string
  quantity: string
  result: RowResult | null
}

export interface RowResult {
  status: QuickOrderLine["attributes"]["status"]
  error: string | null
  notices: string[]
  quantity: number | null
  item: {
    type: "products" | "spare-parts"
    id: string
    name: string
    href: string | null
    picture: { thumb: string; width: number; height: number } | null
    price: NonNullable<QuickOrderLine["attributes"]["item"]>["price"]
    availability: NonNullable<QuickOrderLine["attributes"]["item"]>["availability"]
  } | null
}

export interface QuickOrderState {
  rows: RowView[]
  text: string
  textError: string | null
  fileError: string | null
  formError: string | null
  summary: { lines: number; valid: number; errors: number } | null
  /** lines added by this post, when some lines were left to fix */
  added: number | null
  /**
   * which answer this is: the paste box and the file input start empty again with each one (their lines
   * are rows now), also with scripts, where the page is not reloaded
   */
  revision: number
}

export const emptyRows = (count: number): RowView[] =>
  Array.from({ length: count }, () => ({ id: "", quantity: "", result: null }))

/** The page's state before anything is typed, found or said: the first visit's, and each answer's start. */
export const answerState = (rows: RowView[], revision: number): QuickOrderState => ({
  rows,
  text: "",
  textError: null,
  fileError: null,
  formError: null,
  summary: null,
  added: null,
  revision,
})

/** The rows as the page shows them: the typed ones, then empty ones up to the first screen's five. */
const padded = (rows: RowView[], extra = 0) => [
  ...rows,
  ...emptyRows(Math.max(QUICK_ORDER_ROWS_STEP - rows.length, 0) + extra),
]

function rowOf(line: QuickOrderLine, menu: Menu, locale: Locale): RowView {
  const a = line.attributes
  const item = a.item
  return {
    id: a.article,
    quantity: a.error || a.quantity === null ? a.quantity_typed : String(a.quantity),
    result: {
      status: a.status,
      error: a.error?.message ?? null,
      notices: a.notices.map((notice) => notice.message),
      quantity: a.quantity,
      item: item
        ? {
            type: item.type,
            id: item.id,
            name: item.name ?? item.id,
            href:
              item.type === "products" &&
              item.product_category_id != null &&
              item.product_range_id != null &&
              item.product_subrange_id != null
                ? productHref(menu, locale, {
                    id: item.id,
                    attributes: {
                      product_category_id: item.product_category_id,
                      product_range_id: item.product_range_id,
                      product_subrange_id: item.product_subrange_id,
                    },
                  })
                : null,
            picture: item.picture
              ? { thumb: item.picture.thumb, width: item.picture.width, height: item.picture.height }
              : null,
            price: item.price,
            availability: item.availability,
          }
        : null,
    },
  }
}

/** The posted rows: article numbers and quantities side by side, trimmed, no longer than the API takes. */
function postedRows(form: FormData): TypedLine[] {
  const ids = form.getAll("id").map(String)
  const quantities = form.getAll("quantity").map(String)
  return ids.slice(0, QUICK_ORDER_MAX_LINES + QUICK_ORDER_ROWS_STEP).map((id, index) => ({
    id: id.trim().slice(0, ARTICLE_NUMBER_MAX),
    quantity: (quantities[index] ?? "").trim().slice(0, 12),
  }))
}

export async function quickOrderAction({
  request,
  context,
}: {
  request: Request
  context: Readonly<RouterContextProvider>
}) {
  const user = requirePartnerSession(context)
  const { locale, menu: loadMenu } = context.get(shopContext)
  const t = getInstance(context).t
  const api = shopApi(context)
  const form = await readForm(request)
  const intent = fieldText(form, "intent") || "check"
  let typed = postedRows(form)
  const drop = /^drop:(\d{1,3})$/.exec(intent)
  if (drop) typed = typed.filter((_, index) => index !== Number(drop[1]))
  const state = answerState([], Date.now())

  // the pasted lines become rows (QUICK-2); too much text stays in its box with its message
  const text = fieldText(form, "text")
  if (text.length > QUICK_ORDER_MAX_TEXT) {
    state.text = text.slice(0, QUICK_ORDER_MAX_TEXT)
    state.textError = t("validation.tooLong", { max: QUICK_ORDER_MAX_TEXT })
  } else typed.push(...parsePastedLines(text))

  // the file's lines become rows too (QUICK-4): the API reads it, by its content, and keeps nothing
  const file = form.get("file")
  if (file && typeof file !== "string" && file.size > 0) {
    if (file.size > QUICK_ORDER_MAX_FILE_BYTES) state.fileError = t("quick-order:fileTooLarge")
    else {
      const answer = await api.send(uploadQuickOrder, {
        file: { bytes: new Uint8Array(await file.arrayBuffer()), type: file.type },
      })
      if (answer.ok)
        typed.push(
          ...answer.data.data.map((line) => ({
            id: line.attributes.article,
            quantity: line.attributes.quantity_typed,
          })),
        )
      else if (answer.kind === "validation") state.fileError = answer.fieldErrors.file?.[0] ?? answer.message
      else state.fileError = t("quick-order:failed")
    }
  }

  const filled = typed.filter((line) => line.id || line.quantity)
  const extra = intent === "more" ? QUICK_ORDER_ROWS_STEP : 0
  const keepTyped = () =>
    padded(
      filled.map((line) => ({ ...line, result: null })),
      extra,
    )
  if (filled.length === 0) {
    state.rows = padded([], extra)
    // adding more rows to an empty list is no mistake
    if (intent !== "more" && !state.fileError && !state.textError) state.formError = t("quick-order:nothing")
    return data(state, { status: state.formError || state.fileError || state.textError ? 422 : 200 })
  }
  const adding = intent === "add"
  const answer = await api.send(adding ? addQuickOrder : previewQuickOrder, { body: { lines: filled } })
  if (!answer.ok) {
    state.rows = keepTyped()
    state.formError =
      answer.kind === "validation"
        ? (Object.values(answer.fieldErrors)[0]?.[0] ?? answer.message)
        : t("quick-order:failed")
    return data(state, { status: answer.kind === "validation" ? 422 : 503 })
  }
  const document: QuickOrderDocument = answer.data
  const menu = await loadMenu()
  if (adding) {
    state.added = document.meta.added
    // QUICK-5: all added: the list, with a toast; otherwise the lines left stay here to be fixed
    if (document.meta.errors === 0) {
      const kind = listKindOf(user)
      flashNotice(context, {
        key: kind === "basket" ? "quickOrderToast.addedBasket" : "quickOrderToast.addedWishlist",
        values: { count: document.meta.added ?? 0 },
        tone: "success",
      })
      throw redirect(localizedPath(locale, kind), 303)
    }
    const left = document.data.filter((line) => line.attributes.outcome === "not_added")
    state.rows = padded(
      left.map((line) => rowOf(line, menu, locale)),
      extra,
    )
    state.summary = { lines: left.length, valid: 0, errors: left.length }
    return data(state, { status: 422 })
  }
  state.rows = padded(
    document.data.map((line) => rowOf(line, menu, locale)),
    extra,
  )
  state.summary = { lines: document.meta.lines, valid: document.meta.valid, errors: document.meta.errors }
  return data(state, { status: document.meta.errors || state.fileError ? 422 : 200 })
}
