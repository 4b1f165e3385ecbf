import { data, Link, redirect } from "react-router"

import { ORDER_BLOCKS } from "#contract/delivery"
import type { Locale } from "#contract/locales"

import { readForm } from "../../lib/forms/read-form.server"
import { getInstance } from "../../lib/i18n/i18n.server"
import { useTranslation } from "../../lib/i18n/translation"
import { requirePartnerSession } from "../../lib/session/partner-session.server"
import { shopContext } from "../../lib/session/shop-context.server"
import { shopApi } from "../../lib/transport/shop-api.server"
import { metaTags } from "../../lib/urls/meta-tags"
import { localizedPath } from "../../lib/urls/pages"
import { ROUTE_WORDS } from "../../lib/urls/route-words"
import * as css from "../submit-order.css"
import type { Route } from "./+types/route"
import { AddressReviewStep } from "./address-review-step"
import { blocksOf, readBasket, readCheckout } from "./checkout.server"
import type { BlockName } from "./checkout-schemas"
import { DeliveryStep } from "./delivery-step"
import { addressAction, deliveryAction, deliveryStep, orderAction, summaryStep } from "./submit-order.server"
import { SummaryStep } from "./summary-step"

// "submit-order" (auth; ?spareparts), ORDER-1: the order process in steps, each a plain form that
// posts and redirects to the next: delivery choice → address check (skipped when every address is
// verified or collected in store) → final summary (Good Deals warning, shipping date confirmed,
// duplicate prompt) → the order, then the confirmation page. What was chosen lives in a signed cookie
// between the steps (checkout.server.ts), so nothing typed is lost. Each step's page and form
// are in their own module here; their server side is submit-order.server.ts.

type Step = "delivery" | "address" | "summary"
const STEPS: Step[] = ["delivery", "address", "summary"]

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requirePartnerSession(context)
  const { locale } = context.get(shopContext)
  const t = getInstance(context).getFixedT(locale, "checkout")
  const base = { title: t("title"), currency: user.currency }
  if (!user.roles.basket) throw redirect(localizedPath(locale, "basket"))
  const api = shopApi(context)
  const basket = await readBasket(api)
  if (!basket) return { ...base, step: "failed" as const }
  if (basket.lines.length === 0) return { ...base, step: "empty" as const }
  const present = blocksOf(basket.lines)
  // ?spareparts (also the translated route word): the basket's "order spare parts" button. A basket with
  // both kinds orders them apart (decision 010): the equipment without the parameter, spare parts with it.
  const wantsSpareParts =
    url.searchParams.has("spareparts") || url.searchParams.has(ROUTE_WORDS[locale].orderWithSpareParts)
  const blocks: BlockName[] = present.length > 1 ? [wantsSpareParts ? "spare" : "equipment"] : present
  const saved = await readCheckout(request, user.id)
  const state = saved && !saved.placed ? saved : null
  // the blocks the checkout was started with, while the basket still holds those kinds
  const stateBlocks = state ? ORDER_BLOCKS.filter((block) => state[block]) : []
  const stateValid = stateBlocks.length > 0 && stateBlocks.every((block) => present.includes(block))
  const wanted = url.searchParams.get("step")

  if (state && stateValid && wanted === "summary" && state.addressesChosen) {
    const summary = await summaryStep(
      api,
      locale,
      state,
      stateBlocks,
      basket.lines,
      url.searchParams.has("declined"),
    )
    return summary ? { ...base, ...summary } : { ...base, step: "failed" as const }
  }
  if (state && stateValid && wanted === "address")
    return { ...base, step: "address" as const, blocks: stateBlocks, state }
  const sameBlocks = stateValid && stateBlocks.join() === blocks.join()
  return { ...base, ...(await deliveryStep(api, locale, blocks, sameBlocks ? state : null, basket.lines)) }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requirePartnerSession(context)
  const { locale } = context.get(shopContext)
  const formData = await readForm(request)
  const intent = formData.get("intent")
  const here = url.pathname
  const state = await readCheckout(request, user.id)
  const step = { api: shopApi(context), formData, state, here }
  const confirmation = (id: string) => localizedPath(locale, "orderConfirmation", { view: id })

  if (intent === "delivery") return deliveryAction(step, user.id)
  if (!state) throw redirect(here, 303)
  if (state.placed) throw redirect(confirmation(state.placed), 303)
  if (intent === "address") return addressAction(step, state)
  // ORDER-10: when the duplicate is not accepted, nothing is sent and everything is kept
  if (intent === "decline") throw redirect(`${here}?step=summary&declined`, 303)
  if (intent === "order") return orderAction(step, state, confirmation)
  throw data("Unknown intent", { status: 400 })
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

// PAGE-8: no breadcrumb on the order screen (no handle.breadcrumb)
export const handle = { i18n: ["checkout"] }

export default function SubmitOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout")
  const { step } = loaderData
  return (
    <section className={css.page} aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t("title")}</h1>
      {step === "delivery" || step === "address" || step === "summary" ? <Steps current={step} /> : null}
      {step === "failed" ? (
        <p role="alert" className={css.alert}>
          {t("errors.tryLater")}
        </p>
      ) : null}
      {step === "empty" ? <EmptyBasket /> : null}
      {step === "delivery" ? <DeliveryStep data={loaderData} actionData={actionData} /> : null}
      {step === "address" ? <AddressReviewStep data={loaderData} actionData={actionData} /> : null}
      {step === "summary" ? <SummaryStep data={loaderData} actionData={actionData} /> : null}
    </section>
  )
}

function Steps({ current }: { current: Step }) {
  const { t } = useTranslation("checkout")
  const index = STEPS.indexOf(current)
  return (
    <ol className={css.steps} aria-label={t("steps.label")}>
      {[...STEPS, "done" as const].map((step, position) => (
        <li
          key={step}
          className={position === index ? css.currentStep : css.step}
          aria-current={position === index ? "step" : undefined}
        >
          {t(`steps.${step}`)}
        </li>
      ))}
    </ol>
  )
}

function EmptyBasket() {
  const { t, i18n } = useTranslation("checkout")
  return (
    <p>
      {t("empty")} <Link to={localizedPath(i18n.language as Locale, "basket")}>{t("toBasket")}</Link>
    </p>
  )
}
