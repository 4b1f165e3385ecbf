import { getFormProps, getInputProps, useForm } from "@conform-to/react"
import { parseWithZod } from "@conform-to/zod/v4"
import { useTranslation } from "../lib/translation"
import { data, Form, Link, redirect } from "react-router"
import { AuthenticityTokenInput } from "remix-utils/csrf/react"
import type { Route } from "./+types/submit-order"
import { DatePicker } from "../components/date-picker"
import {
  ErrorList,
  ErrorSummary,
  formStyles,
  SubmitButton,
  TextAreaField,
  TextField,
} from "../components/form"
import type { CompanyResource } from "../lib/api.server"
import {
  type Address,
  type AddressReview,
  type BasketLine,
  type BlockState,
  type CheckoutState,
  blocksOf,
  newCheckoutKey,
  orderBody,
  readBasket,
  readCheckout,
  saveCheckout,
} from "../lib/checkout.server"
import { readForm } from "../lib/forms.server"
import { getInstance } from "../lib/i18n.server"
import { metaTags } from "../lib/meta"
import { ADDRESS_COUNTRIES, DELIVERY_TYPES, ORDER_BLOCKS } from "#contract/delivery"
import { formatCalendarDay, formatMoney } from "#contract/format"
import { localizedPath } from "../lib/pages"
import { ROUTE_WORDS } from "../lib/route-words"
import { AddressChoiceSchema, type BlockName, deliverySchema, summarySchema } from "../lib/schemas/checkout"
import { requirePartnerSession } from "../lib/session.server"
import { shopApi, shopContext } from "../lib/shop-context.server"
import * as css from "./submit-order.css"

// spec §2 "submit-order" (auth; ?spareparts), §5: the order process in steps, each a plain form that
// posts and redirects to the next: delivery choice → address check (skipped when every address is
// verified or collected in store) → final summary (Good Deals warning, shipping date confirmed,
// duplicate prompt) → the order, then the confirmation page. What was chosen lives in a signed cookie
// between the steps (app/lib/checkout.server.ts), so nothing typed is lost.

type Step = "delivery" | "address" | "summary"
const STEPS: Step[] = ["delivery", "address", "summary"]

interface DuplicateAnswer {
  data: { attributes: { is_duplicate: boolean; order_number: string | null } }
}
interface AddressCheckAnswer {
  data: { attributes: AddressReview }
}
interface ExpressAnswer {
  data: {
    attributes: Record<"equipment" | "spare_parts", { id: string; name: string; reasons: string[] }[]> & {
      dispatch_date: string
    }
  }
}
interface PreviewAnswer {
  data: {
    attributes: {
      currency: "EUR" | "GBP"
      net: number
      product_tax: number
      additional_tax: number
      additional_taxes: { name: string | null; amount: number }[]
      vat_rate: number
      vat: number
      total: number
    }
  }
}
interface OrderAnswer {
  data: { id: string; attributes: { order_number: string } }
}

const kindOf = (block: BlockName) => (block === "equipment" ? "products" : "spare-parts")

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
    const body = orderBody(state)
    const [preview, duplicate] = await Promise.all([
      api.call<PreviewAnswer>("POST", "orders/preview", { body }),
      api.call<DuplicateAnswer>("POST", "check-duplicate", { body }),
    ])
    if (!preview.ok) return { ...base, step: "failed" as const }
    const kinds = stateBlocks.map(kindOf)
    return {
      ...base,
      step: "summary" as const,
      blocks: stateBlocks,
      state,
      lines: basket.lines.filter((line) => kinds.includes(line.type)),
      totals: preview.data.data.attributes,
      duplicate:
        duplicate.ok && duplicate.data.data.attributes.is_duplicate
          ? (duplicate.data.data.attributes.order_number ?? "")
          : null,
      declined: url.searchParams.has("declined"),
    }
  }
  if (state && stateValid && wanted === "address")
    return { ...base, step: "address" as const, blocks: stateBlocks, state }
  const sameBlocks = stateValid && stateBlocks.join() === blocks.join()

  const company = await api.call<{ data: CompanyResource }>("GET", "user-company")
  const attributes = company.ok ? company.data.data.attributes : null
  const companyAddress: Address | null = attributes
    ? {
        line1: attributes.address_line1 ?? "",
        line2: attributes.address_line2 ?? undefined,
        postal_code: attributes.postal_code ?? "",
        city: attributes.city ?? "",
        country: attributes.country ?? "",
      }
    : null
  // spec §5: say before the choice which items cannot go by express to the address's country
  const countryOf = (block: BlockName) =>
    (sameBlocks ? state?.[block]?.address?.country : undefined) || companyAddress?.country || undefined
  const express = await api.call<ExpressAnswer>("POST", "orders/express-eligibility", {
    body: { equipment_country: countryOf("equipment"), spare_parts_country: countryOf("spare") },
  })
  const expressNotes: Partial<Record<BlockName, { country: string; items: string }>> = {}
  let dispatchDate: string | null = null
  if (express.ok) {
    const attributes = express.data.data.attributes
    for (const block of blocks) {
      const items = attributes[block === "equipment" ? "equipment" : "spare_parts"]
      const country = countryOf(block)
      if (items.length && country)
        expressNotes[block] = { country, items: items.map((item) => `${item.id} (${item.name})`).join("; ") }
    }
    dispatchDate = formatCalendarDay(attributes.dispatch_date, locale)
  }
  return {
    ...base,
    step: "delivery" as const,
    blocks,
    state: sameBlocks ? state : null,
    companyAddress,
    lines: basket.lines,
    expressNotes,
    dispatchDate,
  }
}

const blockFromForm = (value: Record<string, unknown>, block: BlockName): BlockState => {
  const type = value[`${block}_type`] as BlockState["type"]
  const text = (field: string) => (value[`${block}_${field}`] as string | undefined) ?? ""
  return {
    type,
    express: type === "UPS" && value[`${block}_express`] === true,
    address:
      type === "STORE"
        ? null
        : {
            line1: text("line1"),
            ...(text("line2") ? { line2: text("line2") } : {}),
            postal_code: text("postal_code"),
            city: text("city"),
            country: text("country"),
          },
    date: value[`${block}_date`] as string,
  }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requirePartnerSession(context)
  const { locale } = context.get(shopContext)
  const formData = await readForm(request)
  const intent = formData.get("intent")
  const api = shopApi(context)
  const here = url.pathname
  const state = await readCheckout(request, user.id)
  const confirmation = (id: string) => localizedPath(locale, "orderConfirmation", { view: id })

  if (intent === "delivery") {
    const basket = await readBasket(api)
    const present = basket ? blocksOf(basket.lines) : []
    // the blocks the delivery step showed (one kind when a basket's kinds are ordered apart)
    const shown = String(formData.get("blocks") ?? "")
      .split(",")
      .filter((block): block is BlockName => present.includes(block as BlockName))
    const blocks = shown.length ? shown : present
    const submission = parseWithZod(formData, { schema: deliverySchema(blocks) })
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 })
    const value = submission.value as Record<string, unknown>
    const next: CheckoutState = {
      owner: user.id,
      key: state && !state.placed ? state.key : newCheckoutKey(),
      comments: value.comments as string,
      reference: value.reference as string,
      addressesChosen: true,
    }
    for (const block of blocks) next[block] = blockFromForm(value, block)

    // spec §5: express only when every item of the delivery is eligible; otherwise name the items
    const wantsExpress = blocks.filter((block) => next[block]?.express)
    if (wantsExpress.length) {
      const check = await api.call<ExpressAnswer>("POST", "orders/express-eligibility", {
        body: {
          equipment_country: next.equipment?.address?.country,
          spare_parts_country: next.spare?.address?.country,
        },
      })
      if (!check.ok)
        return data(
          { result: submission.reply({ formErrors: ["checkout:errors.tryLater"] }) },
          { status: 503 },
        )
      const fieldErrors: Record<string, string[]> = {}
      for (const block of wantsExpress) {
        const items = check.data.data.attributes[block === "equipment" ? "equipment" : "spare_parts"]
        if (items.length)
          fieldErrors[`${block}_express`] = [
            `checkout:errors.expressIneligible|items=${encodeURIComponent(items.map((item) => `${item.id} (${item.name})`).join("; "))}`,
          ]
      }
      if (Object.keys(fieldErrors).length)
        return data({ result: submission.reply({ fieldErrors }) }, { status: 422 })
    }

    // spec §5: an unverifiable or corrected address opens the review
    for (const block of blocks) {
      const chosen = next[block]!
      if (!chosen.address) continue
      const check = await api.call<AddressCheckAnswer>("POST", "addresses/validate", { body: chosen.address })
      if (!check.ok) continue
      const review = check.data.data.attributes
      if (review.status !== "verified") {
        chosen.review = { status: review.status, original: chosen.address, corrected: review.corrected }
        next.addressesChosen = false
      }
    }
    const step = next.addressesChosen ? "summary" : "address"
    throw redirect(`${here}?step=${step}`, {
      status: 303,
      headers: { "Set-Cookie": await saveCheckout(next) },
    })
  }

  if (!state) throw redirect(here, 303)
  if (state.placed) throw redirect(confirmation(state.placed), 303)

  if (intent === "address") {
    const submission = parseWithZod(formData, { schema: AddressChoiceSchema })
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 })
    for (const block of ["equipment", "spare"] as const) {
      const chosen = state[block]
      if (!chosen?.review) continue
      const choice = submission.value[`${block}_choice`]
      if (choice === "corrected" && chosen.review.corrected) chosen.address = chosen.review.corrected
      else chosen.address = chosen.review.original
    }
    state.addressesChosen = true
    throw redirect(`${here}?step=summary`, {
      status: 303,
      headers: { "Set-Cookie": await saveCheckout(state) },
    })
  }

  // spec §4: "when the duplicate is not accepted, loading stops": nothing is sent, everything is kept
  if (intent === "decline") throw redirect(`${here}?step=summary&declined`, 303)

  if (intent === "order") {
    const basket = await readBasket(api)
    const kinds = ORDER_BLOCKS.filter((block) => state[block]).map(kindOf)
    const goodDeals = !!basket?.lines.some((line) => line.goodDeal && kinds.includes(line.type))
    const submission = parseWithZod(formData, { schema: summarySchema(goodDeals) })
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 })
    // the checkout's key, also in the form (the API answers the order it already made for a key)
    const formKey = submission.value.key
    const key = formKey && /^checkout-[\w-]{36}$/.test(formKey) ? formKey : state.key
    const answer = await api.call<OrderAnswer>("POST", "orders", {
      body: orderBody(state),
      headers: { "Idempotency-Key": key },
    })
    if (answer.ok) {
      const placed = { ...state, key, placed: answer.data.data.id }
      throw redirect(confirmation(answer.data.data.id), {
        status: 303,
        headers: { "Set-Cookie": await saveCheckout(placed) },
      })
    }
    if (answer.kind === "validation") {
      const messages = Object.entries(answer.fieldErrors).flatMap(([, list]) => list)
      return data(
        {
          result: submission.reply({ formErrors: messages.length ? messages : [answer.message] }),
        },
        { status: 422 },
      )
    }
    // spec §8: "Something went wrong, try later"; the checkout stays as it was
    return data({ result: submission.reply({ formErrors: ["checkout:errors.tryLater"] }) }, { status: 503 })
  }
  throw data("Unknown intent", { status: 400 })
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(null, data?.title)

// spec §2: no breadcrumb on the order screen (no handle.breadcrumb)
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
      {step === "address" ? <AddressStep data={loaderData} actionData={actionData} /> : null}
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
      {t("empty")} <Link to={localizedPath(i18n.language as "en", "basket")}>{t("toBasket")}</Link>
    </p>
  )
}

type LoaderOf<S extends string> = Extract<Route.ComponentProps["loaderData"], { step: S }>
type ActionData = Route.ComponentProps["actionData"]

function DeliveryStep({
  data: loaderData,
  actionData,
}: {
  data: LoaderOf<"delivery">
  actionData: ActionData
}) {
  const { t } = useTranslation("checkout")
  const { blocks, state, companyAddress } = loaderData
  const defaults: Record<string, string | undefined> = {
    comments: state?.comments,
    reference: state?.reference,
  }
  for (const block of blocks) {
    const saved = state?.[block]
    const address = saved?.address ?? companyAddress
    Object.assign(defaults, {
      [`${block}_type`]: saved?.type ?? "HOME",
      [`${block}_express`]: saved?.express ? "on" : undefined,
      [`${block}_line1`]: address?.line1,
      [`${block}_line2`]: address?.line2,
      [`${block}_postal_code`]: address?.postal_code,
      [`${block}_city`]: address?.city,
      [`${block}_country`]: address?.country,
      [`${block}_date`]: saved?.date,
    })
  }
  const schema = deliverySchema(blocks)
  const [form, fields] = useForm({
    id: "delivery",
    lastResult: actionData?.result,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const all = fields as unknown as Record<string, Parameters<typeof TextField>[0]["field"]>
  const labels: Record<string, string> = {}
  for (const block of blocks) {
    const heading = t(`blocks.${block}`)
    Object.assign(labels, {
      [`${block}_type`]: `${heading}: ${t("delivery.type")}`,
      [`${block}_express`]: `${heading}: ${t("delivery.express")}`,
      [`${block}_line1`]: `${heading}: ${t("address.line1")}`,
      [`${block}_line2`]: `${heading}: ${t("address.line2")}`,
      [`${block}_postal_code`]: `${heading}: ${t("address.postalCode")}`,
      [`${block}_city`]: `${heading}: ${t("address.city")}`,
      [`${block}_country`]: `${heading}: ${t("address.country")}`,
      [`${block}_date`]: `${heading}: ${t("delivery.date")}`,
    })
  }
  Object.assign(labels, { comments: t("comments"), reference: t("reference") })

  return (
    <Form method="post" {...getFormProps(form)} noValidate className={formStyles.form}>
      <AuthenticityTokenInput name="csrf" />
      <input type="hidden" name="blocks" value={blocks.join(",")} />
      <h2>{t("steps.delivery")}</h2>
      <ErrorSummary form={form} labels={labels} />
      {blocks.map((block) => (
        <fieldset key={block} className={css.group}>
          <legend className={css.legend}>{t(`blocks.${block}`)}</legend>
          <ItemList lines={loaderData.lines.filter((line) => line.type === kindOf(block))} />
          <RadioGroup
            field={all[`${block}_type`]}
            legend={t("delivery.type")}
            options={DELIVERY_TYPES.map((type) => ({
              value: type,
              label: t(`types.${type}`),
              hint: t(`types.${type}Hint`),
            }))}
          />
          <div className={formStyles.field}>
            <div className={formStyles.checkboxRow}>
              <input
                {...getInputProps(all[`${block}_express`], { type: "checkbox" })}
                className={formStyles.checkboxInput}
                aria-describedby={`${block}-express-hint${all[`${block}_express`].errors?.length ? ` ${all[`${block}_express`].errorId}` : ""}`}
              />
              <label htmlFor={all[`${block}_express`].id}>{t("delivery.express")}</label>
            </div>
            <div id={`${block}-express-hint`} className={formStyles.hint}>
              <p className={css.flat}>{t("delivery.expressHint")}</p>
              {loaderData.dispatchDate ? (
                <p className={css.flat}>{t("delivery.dispatch", { date: loaderData.dispatchDate })}</p>
              ) : null}
              {loaderData.expressNotes[block] ? (
                <p className={css.flat}>
                  {t("delivery.notEligible", {
                    country: t(`countries.${loaderData.expressNotes[block].country}`, {
                      defaultValue: loaderData.expressNotes[block].country,
                    }),
                    items: loaderData.expressNotes[block].items,
                  })}
                </p>
              ) : null}
            </div>
            <ErrorList id={all[`${block}_express`].errorId} errors={all[`${block}_express`].errors} />
          </div>
          <fieldset className={css.subgroup}>
            <legend>{t("address.legend")}</legend>
            <p className={formStyles.hint}>{t("address.storeHint")}</p>
            <TextField
              field={all[`${block}_line1`]}
              label={t("address.line1")}
              autoComplete="address-line1"
            />
            <TextField
              field={all[`${block}_line2`]}
              label={t("address.line2")}
              autoComplete="address-line2"
              optional
            />
            <div className={css.row}>
              <TextField
                field={all[`${block}_postal_code`]}
                label={t("address.postalCode")}
                autoComplete="postal-code"
              />
              <TextField
                field={all[`${block}_city`]}
                label={t("address.city")}
                autoComplete="address-level2"
              />
            </div>
            <CountrySelect field={all[`${block}_country`]} label={t("address.country")} />
          </fieldset>
          <div className={formStyles.field}>
            <DatePicker
              id={all[`${block}_date`].id}
              name={all[`${block}_date`].name}
              label={t("delivery.date")}
              defaultValue={(all[`${block}_date`].initialValue as string | undefined) ?? undefined}
              describedBy={[
                `${block}-date-hint`,
                all[`${block}_date`].errors?.length ? all[`${block}_date`].errorId : null,
              ]
                .filter(Boolean)
                .join(" ")}
              invalid={!!all[`${block}_date`].errors?.length}
            />
            <p id={`${block}-date-hint`} className={formStyles.hint}>
              {t("delivery.dateHint")}
            </p>
            <ErrorList id={all[`${block}_date`].errorId} errors={all[`${block}_date`].errors} />
          </div>
        </fieldset>
      ))}
      <TextAreaField field={all.comments} label={t("comments")} />
      <TextField field={all.reference} label={t("reference")} />
      <div className={formStyles.actions}>
        <SubmitButton name="intent" value="delivery" busyLabel={t("busy")}>
          {t("next")}
        </SubmitButton>
      </div>
    </Form>
  )
}

function ItemList({ lines }: { lines: BasketLine[] }) {
  const { t } = useTranslation("checkout")
  return (
    <details className={css.items}>
      <summary>{t("items", { count: lines.reduce((sum, line) => sum + line.qty, 0) })}</summary>
      <ul>
        {lines.map((line) => (
          <li key={line.item_id}>
            {line.qty} × {line.name} ({line.item_id})
          </li>
        ))}
      </ul>
    </details>
  )
}

function RadioGroup({
  field,
  legend,
  options,
}: {
  field: Parameters<typeof TextField>[0]["field"]
  legend: string
  options: { value: string; label: string; hint: string }[]
}) {
  const current = (field.value ?? field.initialValue) as string | undefined
  return (
    <fieldset
      className={css.radios}
      id={field.id}
      tabIndex={-1}
      aria-describedby={field.errors?.length ? field.errorId : undefined}
    >
      <legend className={formStyles.label}>{legend}</legend>
      {options.map((option) => {
        const id = `${field.id}-${option.value}`
        return (
          <div key={option.value} className={formStyles.checkboxRow}>
            <input
              type="radio"
              id={id}
              name={field.name}
              value={option.value}
              defaultChecked={current === option.value}
              className={formStyles.checkboxInput}
              aria-describedby={`${id}-hint`}
            />
            <label htmlFor={id}>
              {option.label}
              <span id={`${id}-hint`} className={css.optionHint}>
                {option.hint}
              </span>
            </label>
          </div>
        )
      })}
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}

function CountrySelect({ field, label }: { field: Parameters<typeof TextField>[0]["field"]; label: string }) {
  const { t } = useTranslation("checkout")
  const { key, ...props } = getInputProps(field, { type: "text" })
  return (
    <div className={formStyles.field}>
      <label htmlFor={field.id} className={formStyles.label}>
        {label}
      </label>
      <select
        key={key}
        id={props.id}
        name={props.name}
        defaultValue={(field.initialValue as string | undefined) ?? ""}
        className={formStyles.control}
        autoComplete="country"
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={field.errors?.length ? field.errorId : undefined}
      >
        <option value="">{t("address.chooseCountry")}</option>
        {ADDRESS_COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {t(`countries.${country}`)}
          </option>
        ))}
      </select>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  )
}

function AddressLines({ address }: { address: Address }) {
  const { t } = useTranslation("checkout")
  return (
    <address className={css.address}>
      {address.line1}
      <br />
      {address.line2 ? (
        <>
          {address.line2}
          <br />
        </>
      ) : null}
      {address.postal_code} {address.city}
      <br />
      {t(`countries.${address.country}`, { defaultValue: address.country })}
    </address>
  )
}

function AddressStep({
  data: loaderData,
  actionData,
}: {
  data: LoaderOf<"address">
  actionData: ActionData
}) {
  const { t, i18n } = useTranslation("checkout")
  const { blocks, state } = loaderData
  const [form] = useForm({ id: "address-check", lastResult: actionData?.result })
  const reviewed = blocks.filter((block) => state[block]?.review)
  return (
    <Form method="post" {...getFormProps(form)} className={formStyles.form}>
      <AuthenticityTokenInput name="csrf" />
      <h2>{t("steps.address")}</h2>
      <p>{t("review.intro")}</p>
      {reviewed.map((block) => {
        const review = state[block]!.review!
        return (
          <fieldset key={block} className={css.group}>
            <legend className={css.legend}>{t(`blocks.${block}`)}</legend>
            <p className={review.status === "unverifiable" ? css.warning : formStyles.hint}>
              {t(review.status === "corrected" ? "review.whyCorrected" : "review.whyUnverifiable")}
            </p>
            <div className={css.choices}>
              <div className={css.choice}>
                <input
                  type="radio"
                  id={`${block}-original`}
                  name={`${block}_choice`}
                  value="original"
                  defaultChecked={!review.corrected}
                  className={formStyles.checkboxInput}
                />
                <label htmlFor={`${block}-original`}>
                  <strong>{t("review.original")}</strong>
                  <AddressLines address={review.original} />
                </label>
              </div>
              {review.corrected ? (
                <div className={css.choice}>
                  <input
                    type="radio"
                    id={`${block}-corrected`}
                    name={`${block}_choice`}
                    value="corrected"
                    defaultChecked
                    className={formStyles.checkboxInput}
                  />
                  <label htmlFor={`${block}-corrected`}>
                    <strong>{t("review.corrected")}</strong>
                    <AddressLines address={review.corrected} />
                  </label>
                </div>
              ) : null}
            </div>
          </fieldset>
        )
      })}
      <div className={formStyles.actions}>
        <SubmitButton name="intent" value="address" busyLabel={t("busy")}>
          {t("review.use")}
        </SubmitButton>
        <Link to={localizedPath(i18n.language as "en", "submitOrder")}>{t("change")}</Link>
      </div>
    </Form>
  )
}

function SummaryStep({
  data: loaderData,
  actionData,
}: {
  data: LoaderOf<"summary">
  actionData: ActionData
}) {
  const { t, i18n } = useTranslation("checkout")
  const { blocks, state, lines, totals, duplicate, declined } = loaderData
  const currency = totals.currency
  const goodDeals = lines.filter((line) => line.goodDeal)
  const [form, fields] = useForm({
    id: "summary",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: summarySchema(goodDeals.length > 0) }),
  })
  const showDate = (value: string) => formatCalendarDay(value, i18n.language)
  const labels: Record<string, string> = { confirm_date: t("summary.confirmDate") }
  if (goodDeals.length) labels.good_deals = t("summary.goodDealsAccept")
  const all = fields as unknown as Record<string, Parameters<typeof TextField>[0]["field"]>

  return (
    <Form method="post" {...getFormProps(form)} noValidate className={css.summaryForm}>
      <AuthenticityTokenInput name="csrf" />
      <input type="hidden" name="key" value={state.key} />
      <h2>{t("steps.summary")}</h2>
      <ErrorSummary form={form} labels={labels} />
      {declined && !actionData ? (
        <p role="status" className={formStyles.notice}>
          {t("summary.declined")}
        </p>
      ) : null}
      <div className={css.tableWrap}>
        <table className={css.table}>
          <caption>{t("summary.lines")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("summary.item")}</th>
              <th scope="col">{t("summary.quantity")}</th>
              <th scope="col">{t("summary.unitPrice")}</th>
              <th scope="col">{t("summary.lineTotal")}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.type}:${line.item_id}`}>
                <th scope="row">
                  {line.name} <span className={css.muted}>({line.item_id})</span>
                  {line.goodDeal ? <span className={css.badge}> {t("summary.goodDeal")}</span> : null}
                </th>
                <td>{line.qty}</td>
                <td className={css.numeric}>
                  {line.unit_price == null ? "–" : formatMoney(line.unit_price, currency)}
                </td>
                <td className={css.numeric}>{formatMoney(line.line_total, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={css.totals}>
        <dt>{t("summary.net")}</dt>
        <dd>{formatMoney(totals.net, currency)}</dd>
        {totals.product_tax > 0 ? (
          <>
            <dt>{t("summary.maritime")}</dt>
            <dd>{formatMoney(totals.product_tax, currency)}</dd>
          </>
        ) : null}
        {totals.additional_taxes.map((tax) => (
          <div key={tax.name ?? "tax"} className={css.totalRow}>
            <dt>{tax.name ?? t("summary.additionalTax")}</dt>
            <dd>{formatMoney(tax.amount, currency)}</dd>
          </div>
        ))}
        <dt>{t("summary.vat", { rate: String(totals.vat_rate) })}</dt>
        <dd>{formatMoney(totals.vat, currency)}</dd>
        <dt className={css.grandTotal}>{t("summary.total")}</dt>
        <dd className={css.grandTotal}>{formatMoney(totals.total, currency)}</dd>
      </dl>
      <h3>{t("summary.deliveries")}</h3>
      <div className={css.deliveries}>
        {blocks.map((block) => {
          const chosen = state[block]!
          return (
            <section key={block} className={css.group} aria-labelledby={`summary-${block}`}>
              <h4 id={`summary-${block}`}>{t(`blocks.${block}`)}</h4>
              <p>
                {t(`types.${chosen.type}`)}
                {chosen.express ? ` – ${t("delivery.express")}` : ""}
              </p>
              {chosen.address ? <AddressLines address={chosen.address} /> : null}
              <p>
                {t("delivery.date")}: <strong>{showDate(chosen.date)}</strong>
              </p>
            </section>
          )
        })}
      </div>
      <dl className={css.facts}>
        <dt>{t("reference")}</dt>
        <dd>{state.reference}</dd>
        <dt>{t("comments")}</dt>
        <dd>{state.comments}</dd>
      </dl>
      <p>
        <Link to={localizedPath(i18n.language as "en", "submitOrder")}>{t("change")}</Link>
      </p>
      {goodDeals.length ? (
        <div className={css.warning} role="note" aria-labelledby="good-deals-title">
          <h3 id="good-deals-title">{t("summary.goodDealsTitle")}</h3>
          <p>{t("summary.goodDealsText")}</p>
          <ul>
            {goodDeals.map((line) => (
              <li key={line.item_id}>
                {line.name} ({line.item_id})
              </li>
            ))}
          </ul>
          <Checkbox field={all.good_deals} label={t("summary.goodDealsAccept")} />
        </div>
      ) : null}
      <Checkbox field={all.confirm_date} label={t("summary.confirmDate")} />
      {duplicate !== null ? (
        <div className={css.warning} role="alert">
          <h3>{t("summary.duplicateTitle")}</h3>
          <p>{t("summary.duplicateText", { number: duplicate })}</p>
          <div className={formStyles.actions}>
            <SubmitButton name="intent" value="order" busyLabel={t("busy")}>
              {t("summary.sendAnyway")}
            </SubmitButton>
            <button type="submit" name="intent" value="decline" formNoValidate className={css.secondary}>
              {t("summary.dontSend")}
            </button>
          </div>
        </div>
      ) : (
        <div className={formStyles.actions}>
          <SubmitButton name="intent" value="order" busyLabel={t("busy")}>
            {t("summary.order")}
          </SubmitButton>
        </div>
      )}
    </Form>
  )
}

function Checkbox({ field, label }: { field: Parameters<typeof TextField>[0]["field"]; label: string }) {
  const props = getInputProps(field, { type: "checkbox" })
  return (
    <div className={formStyles.field}>
      <div className={formStyles.checkboxRow}>
        <input
          {...props}
          key={props.key}
          className={formStyles.checkboxInput}
          aria-invalid={field.errors?.length ? true : undefined}
          aria-describedby={field.errors?.length ? field.errorId : undefined}
        />
        <label htmlFor={field.id}>{label}</label>
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  )
}
