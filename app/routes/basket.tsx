import { Fragment, useEffect, useRef } from "react"
import { useTranslation } from "../lib/translation"
import { data, Link, redirect, useFetcher } from "react-router"
import { AuthenticityTokenInput } from "remix-utils/csrf/react"
import type { Route } from "./+types/basket"
import { formStyles } from "../components/form"
import { SaveBasketForm } from "../components/save-basket-form"
import { requireOk } from "../lib/api.server"
import {
  canAddSpareParts,
  flashNotice,
  linesOf,
  listApi,
  listKindOf,
  readWishlistKey,
  safeReturnPath,
  wishlistCookie,
  type ItemResource,
  type LineResource,
  type ListDocument,
  type ListLine,
  type Notice,
} from "../lib/basket.server"
import { readForm } from "../lib/forms.server"
import { getInstance } from "../lib/i18n.server"
import type { Locale } from "#contract/locales"
import { productHref, type Menu } from "../lib/menu"
import { metaTags } from "../lib/meta"
import { formatMoney } from "#contract/format"
import { localizedPath } from "../lib/pages"
import { ROUTE_WORDS } from "../lib/route-words"
import { partnerSessionContext } from "../lib/session.server"
import { shopContext } from "../lib/shop-context.server"
import { button } from "../styles/utilities.css"
import * as css from "./basket.css"

// spec §2: basket and wishlist are the same screen. A partner with the basket role sees their basket
// (priced lines, totals with VAT, maritime extra cost and named taxes, the way to the order process);
// everyone else their wishlist (partners may ask for an offer from it). Every change is a plain form post
// answered with a redirect (post/redirect/get); with scripts the rows post through fetchers.

export const handle = {
  i18n: ["basket", "drafts"],
  breadcrumb: ({ data, t }: { data?: { kind: "basket" | "wishlist" }; t: (key: string) => string }) => [
    { label: t(data?.kind === "wishlist" ? "nav.wishlist" : "nav.basket") },
  ],
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const partner = context.get(partnerSessionContext)
  const user = partner.user
  const { locale, menu: loadMenu } = context.get(shopContext)
  const key = user ? null : await readWishlistKey(request)
  const lists = listApi(context, key)
  // a visitor without a wishlist cookie has an empty wishlist: no call needed
  // a basket-role partner may also have a wishlist (a visitor's, merged at login): shown below the basket
  // nothing to ask for a visitor without a wishlist cookie, nor while the terms gate is open (no token)
  const canRead = user ? !!partner.apiToken : !!key
  const [document, menu, wishlist] = await Promise.all([
    canRead ? lists.read().then(requireOk) : null,
    loadMenu(),
    canRead && lists.kind === "basket" ? listApi(context, null, "wishlist").read() : null,
  ])
  const t = getInstance(context).t
  const kind = lists.kind
  return {
    kind,
    loggedIn: !!user,
    lines: viewLines(document, menu, locale),
    totals: kind === "basket" && document ? document.data.attributes : null,
    wishlistLines: wishlist?.ok ? viewLines(wishlist.data, menu, locale) : [],
    offerSent: url.searchParams.has("offerSent"),
    title: t(kind === "basket" ? "basket:titleBasket" : "basket:titleWishlist"),
  }
}

/** The lines of a basket or wishlist document as the page shows them. */
function viewLines(document: ListDocument | null, menu: Menu, locale: Locale) {
  const items = new Map(
    (document?.included ?? [])
      .filter((item): item is ItemResource => item.type === "products" || item.type === "spare-parts")
      .map((item) => [`${item.type}:${item.id}`, item]),
  )
  return (document?.included ?? [])
    .filter((item): item is LineResource => item.type === "basket-lines" || item.type === "wishlist-lines")
    .map((line) => {
      const item = items.get(line.id)
      return {
        id: line.id,
        itemType: line.attributes.type,
        itemId: line.attributes.item_id,
        quantity: line.attributes.qty,
        name: line.attributes.name ?? item?.attributes.name ?? line.attributes.item_id,
        unitPrice: line.attributes.unit_price ?? item?.attributes.price?.display ?? null,
        lineTotal: line.attributes.line_total ?? null,
        // spare parts have no page of their own
        href:
          item?.type === "products"
            ? productHref(menu, locale, item as Parameters<typeof productHref>[2])
            : null,
      }
    })
}

type LineError = { lineId: string; message: string; value: string }

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const partner = context.get(partnerSessionContext)
  const user = partner.user
  const { locale } = context.get(shopContext)
  // a basket-role partner's rows of their own wishlist say so (list=wishlist)
  const kind = user && form.get("list") === "wishlist" ? "wishlist" : listKindOf(user)
  const listPath = localizedPath(locale, listKindOf(user))
  const intent = String(form.get("intent") ?? "")

  if (intent === "ask-offer") {
    if (!user) throw redirect(localizedPath(locale, "login"), 303)
    const sent = await listApi(context, null).askForOffer()
    if (!sent.ok) return data({ offerError: true as const }, { status: sent.status >= 500 ? 503 : 422 })
    throw redirect(`${listPath}?offerSent`, 303)
  }

  const itemId = String(form.get("item_id") ?? "").trim()
  const itemType = form.get("item_type")
  if (!itemId || itemId.length > 64 || (itemType !== "products" && itemType !== "spare-parts"))
    throw new Response("Bad request", { status: 400 })
  if (!["add", "update", "decrease", "increase", "remove"].includes(intent))
    throw new Response("Unknown intent", { status: 400 })
  const returnTo = safeReturnPath(form.get("redirect_to"), listPath)
  const lineId = `${kind !== listKindOf(user) ? "wishlist:" : ""}${itemType}:${itemId}`

  // a visitor's first add creates their wishlist key (a long-lived httpOnly cookie)
  const headers = new Headers()
  let key = user ? null : await readWishlistKey(request)
  if (!user && !key && intent === "add") {
    key = crypto.randomUUID()
    headers.append("Set-Cookie", await wishlistCookie.serialize(key))
  }
  const back = (notice: Notice) => {
    flashNotice(context, notice)
    return redirect(returnTo, { status: 303, headers })
  }
  if (itemType === "spare-parts" && !canAddSpareParts(user)) throw new Response("Forbidden", { status: 403 })

  // spec §5: the quantity input has min 0 / max 20 as attributes; the effective minimum is 1
  const raw = String(form.get("quantity") ?? "").trim()
  let quantity = 1
  if (intent === "add" || intent === "update") {
    const parsed = raw === "" && intent === "add" ? 1 : Number(raw)
    if (!Number.isInteger(parsed)) {
      if (intent === "add") return back({ key: "basketButton.quantityInvalid", tone: "error" })
      return data(
        { lineError: { lineId, message: "basketButton.quantityInvalid", value: raw } satisfies LineError },
        { status: 422 },
      )
    }
    quantity = Math.max(1, parsed)
  }

  const lists = listApi(context, key, kind)
  const current = !user && !key ? null : await lists.read()
  if (current && !current.ok) return back({ key: "basketButton.failed", tone: "error" })
  const lines: ListLine[] = current ? linesOf(current.data) : []
  const existing = lines.find((line) => line.itemType === itemType && line.itemId === itemId)
  const done = (key: string, values: Record<string, string | number> = {}): Notice => ({
    key,
    values: { id: itemId, ...values },
  })
  let next: ListLine[]
  let notice: Notice
  switch (intent) {
    case "add":
      if (existing && itemType === "spare-parts")
        // spec §5/§8: a spare part already in the basket or wishlist is refused
        return back({ key: "basketButton.sparePartAlreadyAdded", tone: "error" })
      if (existing && existing.quantity === quantity)
        // spec §4: adding a duplicate without a quantity change warns
        return back({ key: "basketButton.duplicated", tone: "warning" })
      next = existing
        ? lines.map((line) => (line === existing ? { ...line, quantity } : line))
        : [...lines, { itemType, itemId, quantity }]
      notice = existing
        ? done(kind === "basket" ? "basketButton.updatedBasket" : "basketButton.updatedWishlist", {
            quantity,
          })
        : done(kind === "basket" ? "basketButton.addedBasket" : "basketButton.addedWishlist")
      break
    case "remove":
      next = lines.filter((line) => line !== existing)
      notice = done("basketButton.removed")
      break
    default: {
      if (!existing) throw redirect(returnTo, 303)
      // spec §4: decrease clamps at 1
      const wanted =
        intent === "decrease"
          ? Math.max(1, existing.quantity - 1)
          : intent === "increase"
            ? existing.quantity + 1
            : quantity
      next = lines.map((line) => (line === existing ? { ...line, quantity: wanted } : line))
      notice = done(kind === "basket" ? "basketButton.updatedBasket" : "basketButton.updatedWishlist", {
        quantity: wanted,
      })
    }
  }

  const written = await lists.write(next)
  if (!written.ok) {
    if (written.kind === "validation" && (intent === "update" || intent === "increase")) {
      const message = Object.values(written.fieldErrors)[0]?.[0] ?? written.message
      return data({ lineError: { lineId, message, value: raw } satisfies LineError }, { status: 422 })
    }
    return back({ key: "basketButton.failed", tone: "error" })
  }
  // spec §4 replacement rule: the quantity was lowered; the warning stays 8 seconds (spec §9)
  const warning = written.data.meta?.warnings?.find((entry) => entry.item_id === itemId)
  if (warning)
    return back({
      key: "basketButton.replacementWarning",
      values: { id: itemId, replacement: warning.replacement_id, max: warning.max_order_quantity },
      duration: 8000,
      tone: "warning",
    })
  return back(notice)
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(null, data?.title)

type Line = Route.ComponentProps["loaderData"]["lines"][number]

export default function BasketPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("basket")
  const { t: tc, i18n } = useTranslation()
  const { kind, lines, totals, loggedIn } = loaderData
  const locale = i18n.language as "en"
  const lineError = actionData && "lineError" in actionData ? actionData.lineError : null
  const summaryRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (lineError) summaryRef.current?.focus()
  }, [lineError])
  const groups = [
    { key: "products", title: t("equipment"), lines: lines.filter((line) => line.itemType === "products") },
    {
      key: "spare-parts",
      title: t("spareParts"),
      lines: lines.filter((line) => line.itemType === "spare-parts"),
    },
  ].filter((group) => group.lines.length > 0)
  const currency = totals?.currency ?? "EUR"
  return (
    <section aria-labelledby="basket-title" className={css.page}>
      <h1 id="basket-title">{loaderData.title}</h1>
      {loaderData.offerSent ? (
        <p role="status" className={formStyles.notice}>
          {t("offerSent")}
        </p>
      ) : null}
      {!loggedIn ? (
        <p>
          {t("visitorIntro")} <a href={localizedPath(locale, "login")}>{tc("catalog.loginToOrder")}</a>
          {" · "}
          <a href={localizedPath(locale, "signup")}>{tc("catalog.registerToOrder")}</a>
        </p>
      ) : kind === "wishlist" ? (
        <p>{t("partnerIntro")}</p>
      ) : null}
      {lineError ? (
        <div
          ref={summaryRef}
          className={formStyles.summary}
          role="alert"
          tabIndex={-1}
          aria-labelledby="basket-errors"
        >
          <h2 id="basket-errors" className={formStyles.summaryTitle}>
            {t("errorTitle")}
          </h2>
          <ul>
            <li>
              <a href={`#qty-${lineError.lineId.replaceAll(":", "-")}`}>{tc(lineError.message)}</a>
            </li>
          </ul>
        </div>
      ) : null}
      {lines.length === 0 ? (
        <>
          <p>{t(kind === "basket" ? "emptyBasket" : "emptyWishlist")}</p>
          <p>
            <Link to={localizedPath(locale, "productList", { category: ROUTE_WORDS[locale].all })}>
              {t("continueShopping")}
            </Link>
          </p>
        </>
      ) : (
        groups.map((group) => (
          <section key={group.key} aria-labelledby={`group-${group.key}`} className={css.group}>
            <h2 id={`group-${group.key}`}>{group.title}</h2>
            <LineTable lines={group.lines} kind={kind} currency={currency} lineError={lineError} />
          </section>
        ))
      )}
      {kind === "basket" && totals && lines.length > 0 ? (
        <>
          <section aria-labelledby="totals-title" className={css.totals}>
            <h2 id="totals-title">{t("totals")}</h2>
            <dl lang={i18n.language}>
              <dt>{t("net")}</dt>
              <dd>{formatMoney(totals.net ?? 0, currency)}</dd>
              {totals.product_tax ? (
                <>
                  <dt>{t("maritime")}</dt>
                  <dd>{formatMoney(totals.product_tax, currency)}</dd>
                </>
              ) : null}
              {(totals.additional_taxes ?? []).map((tax) => (
                <Fragment key={tax.name}>
                  <dt>{tax.name}</dt>
                  <dd>{formatMoney(tax.amount, currency)}</dd>
                </Fragment>
              ))}
              <dt>{t("vat", { rate: totals.vat_rate })}</dt>
              <dd>{formatMoney(totals.vat ?? 0, currency)}</dd>
              <dt className={css.grandTotal}>{t("total")}</dt>
              <dd className={css.grandTotal}>{formatMoney(totals.total ?? 0, currency)}</dd>
            </dl>
          </section>
          <p className={css.orderLinks}>
            {groups.some((group) => group.key === "products") ? (
              <Link className={button} to={localizedPath(locale, "submitOrder")}>
                {groups.length > 1 ? t("orderEquipment") : t("order")}
              </Link>
            ) : null}
            {groups.some((group) => group.key === "spare-parts") ? (
              <Link className={button} to={`${localizedPath(locale, "submitOrder")}?spareparts`}>
                {t("orderSpareParts")}
              </Link>
            ) : null}
          </p>
          <SaveBasketForm
            action={localizedPath(locale, "myBaskets")}
            redirectTo={localizedPath(locale, kind)}
          />
        </>
      ) : null}
      {kind === "wishlist" && loggedIn && lines.length > 0 ? (
        <AskOfferForm failed={!!actionData && "offerError" in actionData} />
      ) : null}
      {kind === "basket" && loaderData.wishlistLines.length > 0 ? (
        <section aria-labelledby="wishlist-title" className={css.group}>
          <h2 id="wishlist-title">{t("titleWishlist")}</h2>
          <LineTable
            lines={loaderData.wishlistLines}
            kind="wishlist"
            ownWishlist
            currency={currency}
            lineError={lineError}
          />
          <AskOfferForm failed={!!actionData && "offerError" in actionData} />
        </section>
      ) : null}
    </section>
  )
}

/** The lines of a list (prices for the basket only), each row with its own forms and error. */
function LineTable({
  lines,
  kind,
  ownWishlist = false,
  currency,
  lineError,
}: {
  lines: readonly Line[]
  kind: "basket" | "wishlist"
  /** a basket-role partner's wishlist, below their basket: its rows are named "wishlist:<id>" */
  ownWishlist?: boolean
  currency: "EUR" | "GBP"
  /** the page's failed line, if any: shown on its row */
  lineError: LineError | null
}) {
  const { t } = useTranslation("basket")
  return (
    <table className={css.table}>
      <thead>
        <tr>
          <th scope="col">{t("item")}</th>
          <th scope="col">{t("quantity")}</th>
          {kind === "basket" ? (
            <>
              <th scope="col" className={css.amount}>
                {t("unitPrice")}
              </th>
              <th scope="col" className={css.amount}>
                {t("lineTotal")}
              </th>
            </>
          ) : null}
          <th scope="col">
            <span className="visually-hidden">{t("actions")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <LineRow
            key={line.id}
            line={line}
            kind={kind}
            ownWishlist={ownWishlist}
            currency={currency}
            error={lineError?.lineId === (ownWishlist ? `wishlist:${line.id}` : line.id) ? lineError : null}
          />
        ))}
      </tbody>
    </table>
  )
}

/** One line: decrease, quantity with its update, increase, remove; four small forms (Enter updates). */
function LineRow({
  line,
  kind,
  ownWishlist = false,
  currency,
  error,
}: {
  line: Line
  kind: "basket" | "wishlist"
  /** a basket-role partner's wishlist row, below their basket */
  ownWishlist?: boolean
  currency: "EUR" | "GBP"
  error: LineError | null
}) {
  const { t } = useTranslation("basket")
  const { t: tc, i18n } = useTranslation()
  const rowId = (ownWishlist ? "wishlist:" : "") + line.id
  const fetcher = useFetcher<{ lineError?: LineError }>({ key: `line-${rowId}` })
  const busy = fetcher.state !== "idle"
  const shownError = fetcher.data?.lineError ?? error
  const inputId = `qty-${rowId.replaceAll(":", "-")}`
  const errorId = `${inputId}-error`
  const hidden = (
    <>
      <AuthenticityTokenInput name="csrf" />
      <input type="hidden" name="item_id" value={line.itemId} />
      <input type="hidden" name="item_type" value={line.itemType} />
      {ownWishlist ? <input type="hidden" name="list" value="wishlist" /> : null}
    </>
  )
  return (
    <tr aria-busy={busy || undefined}>
      <td>
        {line.href ? <Link to={line.href}>{line.name}</Link> : line.name}
        <br />
        <span className={css.itemId}>{line.itemId}</span>
      </td>
      <td>
        <div className={css.quantityCell}>
          <fetcher.Form method="post" preventScrollReset>
            {hidden}
            <button
              type="submit"
              name="intent"
              value="decrease"
              className={css.stepButton}
              aria-label={t("decrease", { id: line.itemId })}
            >
              −
            </button>
          </fetcher.Form>
          <fetcher.Form method="post" preventScrollReset noValidate className={css.quantityForm}>
            {hidden}
            <label htmlFor={inputId} className="visually-hidden">
              {t("quantityOf", { id: line.itemId })}
            </label>
            <input
              key={`${line.quantity}-${shownError ? "error" : "ok"}`}
              id={inputId}
              className={css.quantityInput}
              type="number"
              name="quantity"
              min={0}
              max={20}
              step={1}
              inputMode="numeric"
              defaultValue={shownError ? shownError.value : line.quantity}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={shownError ? errorId : undefined}
            />
            <button type="submit" name="intent" value="update" className={css.textButton}>
              {t("update")}
              <span className="visually-hidden"> {line.itemId}</span>
            </button>
          </fetcher.Form>
          <fetcher.Form method="post" preventScrollReset>
            {hidden}
            <button
              type="submit"
              name="intent"
              value="increase"
              className={css.stepButton}
              aria-label={t("increase", { id: line.itemId })}
            >
              +
            </button>
          </fetcher.Form>
        </div>
        {shownError ? (
          <p id={errorId} className={formStyles.errorText}>
            {tc(shownError.message)}
          </p>
        ) : null}
        {busy ? (
          <span role="status" className={css.pending}>
            {t("updating")}
          </span>
        ) : null}
      </td>
      {kind === "basket" ? (
        <>
          <td className={css.amount} lang={i18n.language}>
            {line.unitPrice != null ? formatMoney(line.unitPrice, currency) : t("priceUnknown")}
          </td>
          <td className={css.amount} lang={i18n.language}>
            {line.lineTotal != null ? formatMoney(line.lineTotal, currency) : "–"}
          </td>
        </>
      ) : null}
      <td>
        <fetcher.Form method="post" preventScrollReset>
          {hidden}
          <button type="submit" name="intent" value="remove" className={css.textButton}>
            {t("remove")}
            <span className="visually-hidden"> {line.itemId}</span>
          </button>
        </fetcher.Form>
      </td>
    </tr>
  )
}

/** spec §4 ask for offer: loading, then success (the wishlist is cleared, the message shown) or an error. */
function AskOfferForm({ failed }: { failed: boolean }) {
  const { t } = useTranslation("basket")
  const fetcher = useFetcher<{ offerError?: true }>({ key: "ask-offer" })
  const busy = fetcher.state !== "idle"
  return (
    <fetcher.Form method="post" className={css.offer}>
      <AuthenticityTokenInput name="csrf" />
      {(fetcher.data ? fetcher.data.offerError : failed) ? (
        <p role="alert" className={formStyles.errorText}>
          {t("offerFailed")}
        </p>
      ) : null}
      <button
        type="submit"
        name="intent"
        value="ask-offer"
        className={button}
        aria-disabled={busy || undefined}
      >
        {busy ? t("sending") : t("askOffer")}
      </button>
    </fetcher.Form>
  )
}
