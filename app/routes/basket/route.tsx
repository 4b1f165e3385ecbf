import { parseWithZod } from "@conform-to/zod/v4"
import { useEffect, useRef } from "react"
import { data, Link, redirect } from "react-router"

import { LINE_INTENTS, type LineOutcomeCode } from "#contract/basket-lines"
import { ITEM_TYPES } from "#contract/items"
import type { Locale } from "#contract/locales"

import { EmptyState } from "../../components/empty-state"
import { formStyles } from "../../components/form"
import { confirmUnprovenPost } from "../../lib/forms/form-proof.server"
import { readForm } from "../../lib/forms/read-form.server"
import { getInstance } from "../../lib/i18n/i18n.server"
import { useTranslation } from "../../lib/i18n/translation"
import { partnerSessionContext } from "../../lib/session/partner-session.server"
import { shopContext } from "../../lib/session/shop-context.server"
import {
  canAddSpareParts,
  flashNotice,
  listApi,
  type ListKind,
  listKindOf,
  type Notice,
  readWishlistKey,
  safeReturnPath,
  wishlistCookie,
} from "../../lib/shop/basket.server"
import { requireOk } from "../../lib/transport/api.server"
import { metaTags } from "../../lib/urls/meta-tags"
import { localizedPath } from "../../lib/urls/pages"
import { ROUTE_WORDS } from "../../lib/urls/route-words"
import type { Route } from "./+types/route"
import * as css from "./basket.css"
import { BasketCheckout } from "./basket-totals"
import { type LineActionData, LineFormSchema, lineQuantityId } from "./line-form"
import { AskOfferForm, LineErrorSummary, LineTable } from "./line-table"
import { viewLines } from "./view-lines.server"

// BASKET-2: basket and wishlist are the same screen. A partner with the basket role sees their basket
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
    totals: document?.data.type === "baskets" ? document.data.attributes : null,
    wishlistLines: wishlist?.ok ? viewLines(wishlist.data, menu, locale) : [],
    offerSent: url.searchParams.has("offerSent"),
    title: t(kind === "basket" ? "basket:titleBasket" : "basket:titleWishlist"),
  }
}

// a visitor's wishlist form is on shared pages, without a token (decision 041)
export const middleware: Route.MiddlewareFunction[] = [confirmUnprovenPost]

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(partnerSessionContext).user
  // a visitor's wishlist buttons are on shared pages: no token there, the browser's headers prove them
  const form = await readForm(request, { originProof: !user })
  const { locale } = context.get(shopContext)
  const listPath = localizedPath(locale, listKindOf(user))

  if (form.get("intent") === "ask-offer") {
    if (!user) throw redirect(localizedPath(locale, "login"), 303)
    const sent = await listApi(context, null).askForOffer()
    if (!sent.ok) return data({ offerError: true as const }, { status: sent.status >= 500 ? 503 : 422 })
    throw redirect(`${listPath}?offerSent`, 303)
  }

  // the person's intent only: the list's rules are the API's (BASKET-8)
  const submission = parseWithZod(form, { schema: LineFormSchema })
  const fields = submission.payload
  const intent = LINE_INTENTS.find((known) => known === fields.intent)
  const itemId = typeof fields.item_id === "string" ? fields.item_id.trim() : ""
  const itemType = ITEM_TYPES.find((known) => known === fields.item_type)
  if (!intent || !itemType || !itemId || itemId.length > 64)
    throw new Response("Bad request", { status: 400 })
  // a basket-role partner's rows of their own wishlist say so (list=wishlist)
  const kind = user && fields.list === "wishlist" ? "wishlist" : listKindOf(user)
  const lineId = `${kind !== listKindOf(user) ? "wishlist:" : ""}${itemType}:${itemId}`
  const returnTo = safeReturnPath(fields.redirect_to, listPath)
  if (itemType === "spare-parts" && !canAddSpareParts(user)) throw new Response("Forbidden", { status: 403 })

  // a visitor's first add creates their wishlist key (a long-lived httpOnly cookie)
  const headers = new Headers()
  let key = user ? null : await readWishlistKey(request)
  if (!user && !key) {
    if (intent !== "add") throw redirect(returnTo, 303)
    key = crypto.randomUUID()
    headers.append("Set-Cookie", await wishlistCookie.serialize(key))
  }
  // back on the list itself: at the changed line's quantity, or at the list's heading when it went
  const place =
    returnTo !== listPath ? "" : intent === "remove" ? "#basket-title" : `#${lineQuantityId(lineId)}`
  const back = (notice?: Notice) => {
    if (notice) flashNotice(context, notice)
    return redirect(returnTo + place, { status: 303, headers })
  }
  const refused = (message: string) =>
    data(
      {
        line: lineId,
        result: submission.reply({ fieldErrors: { quantity: [message] } }),
      } satisfies LineActionData,
      { status: 422 },
    )
  if (submission.status !== "success") {
    if (intent === "add") return back({ key: "basketButton.quantityInvalid", tone: "error" })
    return refused("basketButton.quantityInvalid")
  }

  const { quantity } = submission.value
  const answer = await listApi(context, key, kind).change({ intent, id: itemId, type: itemType, quantity })
  if (!answer.ok) {
    if (answer.kind === "validation" && (intent === "update" || intent === "increase"))
      return refused(Object.values(answer.fieldErrors)[0]?.[0] ?? answer.message)
    return back({ key: "basketButton.failed", tone: "error" })
  }
  const { meta } = answer.data
  // BASKET-9, the replacement rule: the quantity was lowered; the warning stays 8 seconds
  const warning = "warnings" in meta ? meta.warnings.find((entry) => entry.item_id === itemId) : undefined
  const held = meta.outcome.quantity
  if (warning)
    return back({
      key: "basketButton.replacementWarning",
      values: { id: itemId, replacement: warning.replacement_id, max: warning.max_order_quantity },
      duration: 8000,
      tone: "warning",
      // the field that asked for more shows what the basket holds, not what was typed
      ...(held !== null ? { held: { id: itemId, quantity: held } } : {}),
    })
  return back(outcomeNotice(meta.outcome, kind))
}

/** The toast of what the change did (BASKET-3 to BASKET-7); none when the line was not there to change. */
function outcomeNotice(
  outcome: { code: LineOutcomeCode; item_id: string; quantity: number | null },
  kind: ListKind,
): Notice | undefined {
  const values = { id: outcome.item_id }
  switch (outcome.code) {
    case "added":
      return { key: kind === "basket" ? "basketButton.addedBasket" : "basketButton.addedWishlist", values }
    case "updated":
      return {
        key: kind === "basket" ? "basketButton.updatedBasket" : "basketButton.updatedWishlist",
        values: { ...values, quantity: outcome.quantity ?? 0 },
      }
    case "removed":
      return { key: "basketButton.removed", values }
    // BASKET-4: adding a duplicate without a quantity change warns
    case "duplicate":
      return { key: "basketButton.duplicated", tone: "warning" }
    // BASKET-5: a spare part already in the basket or wishlist is refused
    case "spare_part_already_added":
      return { key: "basketButton.sparePartAlreadyAdded", tone: "error" }
    case "not_in_list":
      return undefined
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export default function BasketPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("basket")
  const { t: tc, i18n } = useTranslation()
  const { kind, lines, totals, loggedIn } = loaderData
  const locale = i18n.language as Locale
  const lineError = actionData && "line" in actionData ? actionData : null
  const groups = [
    { key: "products", title: t("equipment"), lines: lines.filter((line) => line.itemType === "products") },
    {
      key: "spare-parts",
      title: t("spareParts"),
      lines: lines.filter((line) => line.itemType === "spare-parts"),
    },
  ].filter((group) => group.lines.length > 0)
  const currency = totals?.currency ?? "EUR"
  useHeadingFocusAfterRemoval([...lines, ...loaderData.wishlistLines].map((line) => line.id).join(" "))
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
      {loggedIn ? (
        // QUICK-1: many lines at once, by article number
        <p>
          <Link to={localizedPath(locale, "quickOrder")}>{tc("nav.quickOrder")}</Link>
        </p>
      ) : null}
      {lineError ? (
        <LineErrorSummary error={lineError} lines={[...lines, ...loaderData.wishlistLines]} />
      ) : null}
      {lines.length === 0 ? (
        <EmptyState
          message={t(kind === "basket" ? "emptyBasket" : "emptyWishlist")}
          link={{
            href: localizedPath(locale, "productList", { category: ROUTE_WORDS[locale].all }),
            label: t("continueShopping"),
          }}
        />
      ) : (
        groups.map((group) => (
          <section key={group.key} aria-labelledby={`group-${group.key}`} className={css.group}>
            <h2 id={`group-${group.key}`}>{group.title}</h2>
            <LineTable
              lines={group.lines}
              kind={kind}
              currency={currency}
              lineError={lineError}
              caption={t("linesCaption", { group: group.title, count: group.lines.length })}
            />
          </section>
        ))
      )}
      {kind === "basket" && totals && lines.length > 0 ? (
        <BasketCheckout
          totals={totals}
          currency={currency}
          hasProducts={groups.some((group) => group.key === "products")}
          hasSpareParts={groups.some((group) => group.key === "spare-parts")}
        />
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
            caption={t("linesCaption", {
              group: t("titleWishlist"),
              count: loaderData.wishlistLines.length,
            })}
          />
          <AskOfferForm failed={!!actionData && "offerError" in actionData} />
        </section>
      ) : null}
    </section>
  )
}

/** A removed line takes the focus with it: the list's heading has it next (decision 039). */
function useHeadingFocusAfterRemoval(lineIds: string) {
  const shownLines = useRef(lineIds)
  useEffect(() => {
    if (shownLines.current === lineIds) return
    shownLines.current = lineIds
    if (document.activeElement !== document.body) return
    const heading = document.getElementById("basket-title")
    heading?.setAttribute("tabindex", "-1")
    heading?.focus()
  }, [lineIds])
}
