import { getFormProps, useForm } from "@conform-to/react"
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4"
import { data, Form, Link, redirect } from "react-router"
import { z } from "zod"

import { CLIENT_CATEGORIES } from "#contract/accounts"
import { CURRENCIES } from "#contract/money"
import { changePartnerPrices } from "#contract/staff-area"
import { getStaffPartner } from "#contract/staff-partners"

import { ErrorSummary, formStyles, SelectField, SubmitButton, TextField } from "../../../components/form"
import { FormToken } from "../../../components/form-token"
import { readForm, replyWithApiFailure } from "../../../lib/forms/read-form.server"
import { getInstance } from "../../../lib/i18n/i18n.server"
import { useTranslation } from "../../../lib/i18n/translation"
import { staffSessionContext } from "../../../lib/session/staff-session.server"
import { requireStaffOk, staffApi } from "../../../lib/transport/staff-api.server"
import { staffMeta } from "../staff-meta"
import type { Route } from "./+types/prices"
import { partnerPath, partnerPricesPath } from "./partner-paths"
import * as css from "./partners.css"

// PARTNER-3: what a partner pays (currency, discount, category). The API wants a second factor typed in the
// last five minutes (docs/decisions/093); without one, staffApi sends the person to the confirm-identity
// page and back here. The values typed travel in that return address, so that the form comes back as it
// was sent and one more press saves it.

const ID = /^\d{1,9}$/

export const PricesFormSchema = z.object({
  currency: z.enum(CURRENCIES, { error: "staff-partners:prices.currencyRequired" }),
  discount: z
    .string({ error: "staff-partners:prices.discountInvalid" })
    .trim()
    .transform((text) => text.replace(",", "."))
    .pipe(
      z
        .string()
        .regex(/^\d{1,3}(\.\d{1,2})?$/, "staff-partners:prices.discountInvalid")
        .transform(Number)
        .refine((value) => value <= 100, "staff-partners:prices.discountInvalid"),
    ),
  category: z
    .enum(["", ...CLIENT_CATEGORIES], { error: "staff-partners:prices.categoryInvalid" })
    .default(""),
})

export async function loader({ context, url, params }: Route.LoaderArgs) {
  if (!ID.test(params.id)) throw new Response("Not found", { status: 404 })
  const partner = requireStaffOk(
    await staffApi(context, url).send(getStaffPartner, { params: { id: params.id } }),
  )
  const { attributes } = partner.data
  const name = `${attributes.first_name} ${attributes.last_name}`
  const t = getInstance(context).t
  // back from confirming who one is: the values sent before, else the partner's own
  const sent = url.searchParams
  return {
    title: `${t("staff-partners:prices.pageTitle", { name })} | ${t("staff:frame.title")}`,
    id: params.id,
    name,
    values: {
      currency: sent.get("currency") ?? attributes.currency,
      discount: sent.get("discount") ?? String(attributes.discount),
      category: sent.get("category") ?? attributes.category ?? "",
    },
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!ID.test(params.id)) throw new Response("Not found", { status: 404 })
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: PricesFormSchema })
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 })
  const { currency, discount, category } = submission.value
  // the page to come back to after confirming who one is: this form, with what was typed
  const back = new URL(partnerPricesPath(params.id), request.url)
  back.search = new URLSearchParams({ currency, discount: String(discount), category }).toString()
  const answer = await staffApi(context, back).send(changePartnerPrices, {
    params: { id: params.id },
    body: { currency, discount, category: category === "" ? null : category },
  })
  if (!answer.ok)
    return data(
      { result: replyWithApiFailure(submission, answer) },
      { status: answer.status >= 500 ? 503 : 422 },
    )
  context.get(staffSessionContext).flash("done", "staff-partners:prices.saved")
  throw redirect(partnerPath(params.id), 303)
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)
export const handle = { i18n: ["staff-partners"] }

export default function StaffPartnerPricesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff-partners")
  const [form, fields] = useForm({
    id: "partner-prices",
    lastResult: actionData?.result,
    defaultValue: loaderData.values,
    constraint: getZodConstraint(PricesFormSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PricesFormSchema }),
  })
  return (
    <article className={css.narrow}>
      <p>
        <Link to={partnerPath(loaderData.id)}>{loaderData.name}</Link>
      </p>
      <h1>{t("prices.pageTitle", { name: loaderData.name })}</h1>
      <p>{t("prices.intro")}</p>
      <Form method="post" {...getFormProps(form)} noValidate className={formStyles.form}>
        <FormToken />
        <ErrorSummary
          form={form}
          labels={{
            currency: t("prices.currency"),
            discount: t("prices.discount"),
            category: t("prices.category"),
          }}
        />
        <SelectField
          field={fields.currency}
          label={t("prices.currency")}
          options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
        />
        <TextField
          field={fields.discount}
          label={t("prices.discount")}
          hint={t("prices.discountHint")}
          inputMode="text"
          autoComplete="off"
        />
        <SelectField
          field={fields.category}
          label={t("prices.category")}
          options={[
            { value: "", label: t("prices.noCategory") },
            ...CLIENT_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
          ]}
        />
        <div className={formStyles.actions}>
          <SubmitButton>{t("prices.save")}</SubmitButton>
          <Link to={partnerPath(loaderData.id)} className={css.secondary}>
            {t("prices.cancel")}
          </Link>
        </div>
      </Form>
    </article>
  )
}
