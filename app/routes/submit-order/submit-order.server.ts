import { parseWithZod } from "@conform-to/zod/v4"
import { data, redirect } from "react-router"

import { getUserCompany } from "#contract/accounts"
import {
  checkDuplicate,
  checkExpressEligibility,
  previewOrder,
  submitOrder,
  validateAddress,
} from "#contract/checkout"
import { ORDER_BLOCKS } from "#contract/delivery"
import { formatCalendarDay } from "#contract/format"
import type { Locale } from "#contract/locales"

import type { ApiClient } from "../../lib/transport/api.server"
import {
  type Address,
  type BasketLine,
  blocksOf,
  type BlockState,
  type CheckoutState,
  newCheckoutKey,
  orderBody,
  readBasket,
  saveCheckout,
} from "./checkout.server"
import {
  AddressChoiceSchema,
  type BlockName,
  deliverySchema,
  kindOf,
  summarySchema,
} from "./checkout-schemas"

// The order process's server side, step by step (ORDER-1): what each step's page
// reads from the API, and what each step's form does when it is posted. route.tsx picks the step.

export /** The express answer's list of a block (equipment, or spare parts). */
const expressKey = (block: BlockName) => (block === "equipment" ? "equipment" : "spare_parts")

/** ORDER-7: the items that keep a delivery off express, as the page names them: "id (name); …". */
const itemList = (items: { id: string; name: string }[]) =>
  items.map((item) => `${item.id} (${item.name})`).join("; ")

/** The final summary: the order the basket would make, and whether an identical one was placed. */
export async function summaryStep(
  api: ApiClient,
  locale: Locale,
  state: CheckoutState,
  blocks: BlockName[],
  lines: BasketLine[],
  declined: boolean,
) {
  const body = orderBody(state)
  const [preview, duplicate] = await Promise.all([
    api.send(previewOrder, { body }),
    api.send(checkDuplicate, { body }),
  ])
  if (!preview.ok) return null
  const kinds = blocks.map(kindOf)
  const found = duplicate.ok ? duplicate.data.data.attributes : null
  return {
    step: "summary" as const,
    blocks,
    state,
    // each delivery's date as the page writes it, here so that hydration builds no date format (decision 061)
    dates: Object.fromEntries(
      blocks.flatMap((block) => {
        const chosen = state[block]
        return chosen ? [[block, formatCalendarDay(chosen.date, locale)]] : []
      }),
    ) as Partial<Record<BlockName, string>>,
    lines: lines.filter((line) => kinds.includes(line.type)),
    totals: preview.data.data.attributes,
    duplicate: found?.is_duplicate ? (found.order_number ?? "") : null,
    declined,
  }
}

/** The delivery step: the partner's company address to start from, and what cannot go by express. */
export async function deliveryStep(
  api: ApiClient,
  locale: Locale,
  blocks: BlockName[],
  state: CheckoutState | null,
  lines: BasketLine[],
) {
  const company = await api.send(getUserCompany)
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
  // ORDER-7: say before the choice which items cannot go by express to the address's country
  const countryOf = (block: BlockName) =>
    state?.[block]?.address?.country || companyAddress?.country || undefined
  const express = await api.send(checkExpressEligibility, {
    body: { equipment_country: countryOf("equipment"), spare_parts_country: countryOf("spare") },
  })
  const expressNotes: Partial<Record<BlockName, { country: string; items: string }>> = {}
  let dispatchDate: string | null = null
  if (express.ok) {
    const attributes = express.data.data.attributes
    for (const block of blocks) {
      const items = attributes[expressKey(block)]
      const country = countryOf(block)
      if (items.length && country) expressNotes[block] = { country, items: itemList(items) }
    }
    dispatchDate = formatCalendarDay(attributes.dispatch_date, locale)
  }
  return { step: "delivery" as const, blocks, state, companyAddress, lines, expressNotes, dispatchDate }
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

interface StepAction {
  api: ApiClient
  formData: FormData
  /** the checkout cookie's state, when there is one */
  state: CheckoutState | null
  /** the page's own path, to redirect to a step */
  here: string
}

/** The delivery step posted: checked, express checked, addresses checked, then the next step. */
export async function deliveryAction({ api, formData, state, here }: StepAction, owner: string) {
  const basket = await readBasket(api)
  const present = basket ? blocksOf(basket.lines) : []
  // the blocks the delivery step showed (one kind when a basket's kinds are ordered apart)
  const field = formData.get("blocks")
  const shown = (typeof field === "string" ? field : "")
    .split(",")
    .filter((block): block is BlockName => present.includes(block as BlockName))
  const blocks = shown.length ? shown : present
  const submission = parseWithZod(formData, { schema: deliverySchema(blocks) })
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 })
  const value = submission.value as Record<string, unknown>
  const next: CheckoutState = {
    owner,
    key: state && !state.placed ? state.key : newCheckoutKey(),
    comments: value.comments as string,
    reference: value.reference as string,
    addressesChosen: true,
  }
  for (const block of blocks) next[block] = blockFromForm(value, block)

  // ORDER-7: express only when every item of the delivery is eligible; otherwise name the items
  const wantsExpress = blocks.filter((block) => next[block]?.express)
  if (wantsExpress.length) {
    const check = await api.send(checkExpressEligibility, {
      body: {
        equipment_country: next.equipment?.address?.country,
        spare_parts_country: next.spare?.address?.country,
      },
    })
    if (!check.ok)
      return data({ result: submission.reply({ formErrors: ["checkout:errors.tryLater"] }) }, { status: 503 })
    const fieldErrors: Record<string, string[]> = {}
    for (const block of wantsExpress) {
      const items = check.data.data.attributes[expressKey(block)]
      if (items.length)
        fieldErrors[`${block}_express`] = [
          `checkout:errors.expressIneligible|items=${encodeURIComponent(itemList(items))}`,
        ]
    }
    if (Object.keys(fieldErrors).length)
      return data({ result: submission.reply({ fieldErrors }) }, { status: 422 })
  }

  // ORDER-11: an unverifiable or corrected address opens the review
  for (const block of blocks) {
    const chosen = next[block]!
    if (!chosen.address) continue
    const check = await api.send(validateAddress, { body: chosen.address })
    if (!check.ok) continue
    const review = check.data.data.attributes
    if (review.status !== "verified") {
      chosen.review = {
        status: review.status,
        original: chosen.address,
        corrected: review.corrected,
        fields: review.fields,
      }
      next.addressesChosen = false
    }
  }
  const step = next.addressesChosen ? "summary" : "address"
  throw redirect(`${here}?step=${step}`, { status: 303, headers: { "Set-Cookie": await saveCheckout(next) } })
}

/** The address review posted: the chosen address of each reviewed block, then the summary. */
export async function addressAction({ formData, here }: StepAction, state: CheckoutState) {
  const submission = parseWithZod(formData, { schema: AddressChoiceSchema })
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 })
  for (const block of ORDER_BLOCKS) {
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

/** The summary posted with "order": the order is sent with the checkout's Idempotency-Key. */
export async function orderAction(
  { api, formData }: StepAction,
  state: CheckoutState,
  confirmation: (id: string) => string,
) {
  const basket = await readBasket(api)
  const kinds = ORDER_BLOCKS.filter((block) => state[block]).map(kindOf)
  const goodDeals = !!basket?.lines.some((line) => line.goodDeal && kinds.includes(line.type))
  const submission = parseWithZod(formData, { schema: summarySchema(goodDeals) })
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 })
  // the checkout's key, also in the form (the API answers the order it already made for a key)
  const formKey = submission.value.key
  const key = formKey && /^checkout-[\w-]{36}$/.test(formKey) ? formKey : state.key
  const answer = await api.send(submitOrder, { body: orderBody(state), headers: { "Idempotency-Key": key } })
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
      { result: submission.reply({ formErrors: messages.length ? messages : [answer.message] }) },
      { status: 422 },
    )
  }
  // ORDER-14: "Something went wrong, try later"; the checkout stays as it was
  return data({ result: submission.reply({ formErrors: ["checkout:errors.tryLater"] }) }, { status: 503 })
}
