import { redirect, type RouterContextProvider } from "react-router"

import { formatCalendarDay, formatDate, formatNumber } from "#contract/format"
import { intlLocale, type Locale } from "#contract/locales"
import { formatMoney } from "#contract/money"
import { amountInputValue, OFFER_COUNTRIES, percentInputValue } from "#contract/offer-rules"
import { getOffer, type OfferDetail } from "#contract/offers"

import { partnerSessionContext, requirePartnerSession } from "../../lib/session/partner-session.server"
import { shopContext } from "../../lib/session/shop-context.server"
import { type ApiFailure, badRequest } from "../../lib/transport/api.server"
import { shopApi } from "../../lib/transport/shop-api.server"

// The offers' server side shared by their pages (OFFER-1): who may
// see them, reading one offer, and the offer as its pages show it. Amounts come computed from the API
// (decision 018) and are only formatted here, once on the server, so the pages' scripts need no formatter.

/** what an offer page's action works on: the request, and the offer's id from the address */
export interface OfferActionArgs {
  request: Request
  context: Readonly<RouterContextProvider>
  id: string
}

/**
 * OFFER-1: offers are built by partners with the price_quotation role; another partner gets a 403 page
 * that says so (the pages' error boundary), not a crash. While the terms gate is open the account cannot
 * be used (as in the account layout; the PDF route is outside it).
 */
export function requireOfferAccess(context: Readonly<RouterContextProvider>) {
  const user = requirePartnerSession(context)
  const { locale } = context.get(shopContext)
  if (context.get(partnerSessionContext).gate) throw redirect(`/${locale}`)
  if (!user.roles.price_quotation) throw new Response("Forbidden", { status: 403 })
  return user
}

/** An offer id is a positive integer; anything else names no offer. */
export const isOfferId = (id: string | undefined): id is string => !!id && /^\d{1,9}$/.test(id)

/** OFFER-1 "offer not found": an unknown id and another partner's offer alike (the API answers 404). */
export const offerNotFound = () => new Response("Offer not found", { status: 404 })

/** A failed answer as the page's error: 404 offer not found, 403 no role, anything else a 503. */
export function failureResponse(failure: ApiFailure): Response {
  if (failure.kind === "not_found") return offerNotFound()
  if (failure.kind === "forbidden") return new Response("Forbidden", { status: 403 })
  // what the address asked that the API refused: the caller's mistake, said as such (never "try later")
  if (failure.kind === "validation") return badRequest(Object.values(failure.fieldErrors).flat())
  return new Response("Service unavailable", { status: 503 })
}

/** The API's answer for one offer; an id that cannot be one is a 404 at once. */
export function readOffer(context: Readonly<RouterContextProvider>, id: string | undefined) {
  if (!isOfferId(id)) throw offerNotFound()
  return shopApi(context).send(getOffer, { params: { id } })
}

export async function loadOffer(context: Readonly<RouterContextProvider>, id: string): Promise<OfferDetail> {
  const answer = await readOffer(context, id)
  if (!answer.ok) throw failureResponse(answer)
  return answer.data.data
}

/** The customer's countries (contract OFFER_COUNTRIES) named in the page's language, sorted by name. */
export function countryOptions(locale: Locale) {
  const names = new Intl.DisplayNames([intlLocale(locale)], { type: "region" })
  return OFFER_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, intlLocale(locale)),
  )
}

/** A discount for reading: 1250 → "12,5 %" (German style, as every amount of the shop). */
const percent = (basisPoints: number) => `${percentInputValue(basisPoints)} %`

/** One total of the panel: a text key of offers.json (or a tax's own name) and the amount. */
export interface TotalRow {
  key: string
  /** a named additional tax: its name instead of the key's text */
  name?: string | null
  values?: Record<string, string>
  amount: string
  /** the grand total, or the partner's own figures (purchase total, margin) */
  kind?: "grand" | "internal"
}

/** The offer as its editor and detail show it: formatted amounts and dates, and the inputs' values. */
export function offerView(offer: OfferDetail, locale: Locale) {
  const a = offer.attributes
  const money = (cents: number) => formatMoney(cents, a.currency)
  const orNull = (cents: number | null) => (cents === null ? null : money(cents))
  const t = a.totals
  const totals: TotalRow[] = [
    { key: "totals.linesTotal", amount: money(t.lines_total) },
    ...(t.global_discount_amount
      ? [
          {
            key: "totals.globalDiscount",
            values: { rate: percent(a.global_discount) },
            amount: money(-t.global_discount_amount),
          },
        ]
      : []),
    { key: "totals.net", amount: money(t.net) },
    { key: "totals.transport", amount: money(t.transport) },
    // PRICE-5: the product tax is labelled "maritime extra cost"
    ...(t.product_tax ? [{ key: "totals.productTax", amount: money(t.product_tax) }] : []),
    ...t.additional_taxes.map((tax) => ({
      key: "totals.additionalTax",
      name: tax.name,
      amount: money(tax.amount),
    })),
    { key: "totals.vat", values: { rate: formatNumber(t.vat_rate, "de") }, amount: money(t.vat) },
    { key: "totals.total", amount: money(t.total), kind: "grand" as const },
    ...(t.purchase_total === null
      ? []
      : [{ key: "totals.purchaseTotal", amount: money(t.purchase_total), kind: "internal" as const }]),
    ...(t.margin === null
      ? []
      : [{ key: "totals.margin", amount: money(t.margin), kind: "internal" as const }]),
  ]
  const customer = a.customer
  return {
    id: offer.id,
    number: a.number,
    state: a.state,
    createdAt: formatDate(a.created_at, locale),
    savedAt: a.saved_at ? formatDate(a.saved_at, locale) : null,
    validUntil: a.valid_until ? formatCalendarDay(a.valid_until, locale, "medium") : null,
    reference: a.reference,
    globalDiscount: percent(a.global_discount),
    transport: money(a.transport_price),
    showOnlyCatalogPrice: a.show_only_catalog_price,
    /** the inputs' values as stored, German style ("1234,50", "12,5") */
    inputs: {
      reference: a.reference ?? "",
      global_discount: percentInputValue(a.global_discount),
      transport_price: amountInputValue(a.transport_price),
      show_only_catalog_price: a.show_only_catalog_price,
      ...Object.fromEntries(
        Object.entries(customer).map(([field, value]) => [`customer.${field}`, value ?? ""]),
      ),
    } as Record<string, string | boolean>,
    customer,
    country: customer.country
      ? (new Intl.DisplayNames([intlLocale(locale)], { type: "region" }).of(customer.country) ??
        customer.country)
      : null,
    lines: a.lines.map((line) => ({
      key: `${line.item_type}:${line.item_id}`,
      itemType: line.item_type,
      itemId: line.item_id,
      name: line.name,
      available: line.available,
      quantity: line.quantity,
      purchase: orNull(line.purchase_price),
      catalog: orNull(line.catalog_price),
      selling: money(line.selling_price),
      discount: percent(line.discount),
      reduced: money(line.reduced_price),
      total: money(line.line_total),
      sellingInput: amountInputValue(line.selling_price),
      discountInput: percentInputValue(line.discount),
    })),
    totals,
  }
}

export type OfferView = ReturnType<typeof offerView>
/** What the editor draws of an offer: as stored, or as posted when it cannot be read (offer-as-posted.ts) */
export type EditorOffer = Pick<
  OfferView,
  "id" | "number" | "lines" | "inputs" | "showOnlyCatalogPrice" | "totals"
>
export type OfferLineView = OfferView["lines"][number]
