import { getFormProps, useForm } from "@conform-to/react"
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4"
import { data, Form, redirect } from "react-router"

import {
  getCurrentUser,
  getUserCompany,
  type ProfileChangesInput,
  updateCurrentUser,
} from "#contract/accounts"

import { EmailPairFields, NameRow, NewPasswordFields } from "../../components/account-fields"
import * as css from "../../components/account-form.css"
import { CheckboxField, ErrorSummary, formStyles, SubmitButton, TextField } from "../../components/form"
import { FormToken } from "../../components/form-token"
import { okUnlessFormOutage } from "../../lib/forms/outage.server"
import { readForm, replyWithApiFailure } from "../../lib/forms/read-form.server"
import { getInstance } from "../../lib/i18n/i18n.server"
import { usePageTexts, useTranslation } from "../../lib/i18n/translation"
import { partnerSessionContext, requirePartnerSession } from "../../lib/session/partner-session.server"
import { shopApi } from "../../lib/transport/shop-api.server"
import { metaTags } from "../../lib/urls/meta-tags"
import { facts } from "../my-account.css"
import type { Route } from "./+types/route"
import { ProfileSchema } from "./profile-schema"

// ACCOUNT-11: the partner's profile. Values equal to the current ones are refused with "updated data same
// as current, change the values" and nothing is sent; server errors show per field.

const EDITABLE = ["first_name", "last_name", "email", "phone", "company_function", "newsletter"] as const

export async function loader({ context, url }: Route.LoaderArgs) {
  requirePartnerSession(context)
  const api = shopApi(context)
  const [me, company] = await Promise.all([api.send(getCurrentUser), api.send(getUserCompany)])
  const user = okUnlessFormOutage(context, me)?.data
  return {
    title: getInstance(context).t("account:personalData"),
    // none only on the answer to a post during an outage: the form shows what was typed
    user: user ? { id: user.id, ...user.attributes } : null,
    company: company.ok ? company.data.data.attributes : null,
    saved: url.searchParams.has("saved"),
  }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  requirePartnerSession(context)
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: ProfileSchema })
  const secrets = ["current_password", "password", "password_confirmation"]
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: secrets }) }, { status: 422 })
  const api = shopApi(context)
  const me = await api.send(getCurrentUser)
  if (!me.ok)
    return data(
      {
        result: replyWithApiFailure(submission, me, {
          hideFields: secrets,
          fallback: "account:updateFailed",
        }),
      },
      { status: 503 },
    )
  const current = me.data.data
  const values = submission.value
  const changes: ProfileChangesInput = {}
  for (const key of EDITABLE) {
    const next = values[key] ?? null
    if (next !== (current.attributes[key] ?? null)) Object.assign(changes, { [key]: next })
  }
  if (values.password)
    Object.assign(changes, { password: values.password, password_confirmation: values.password_confirmation })
  // a new password or a new e-mail address needs the current password (the API checks it)
  if (values.password || "email" in changes)
    Object.assign(changes, { current_password: values.current_password })
  if (Object.keys(changes).length === 0)
    return data(
      { result: submission.reply({ formErrors: ["account:sameAsCurrent"], hideFields: secrets }) },
      { status: 422 },
    )
  const answer = await api.send(updateCurrentUser, {
    body: { data: { type: "clients", id: current.id, attributes: changes } },
  })
  if (!answer.ok)
    return data(
      {
        result: replyWithApiFailure(submission, answer, {
          hideFields: secrets,
          fallback: "account:updateFailed",
        }),
      },
      { status: answer.status >= 500 ? 503 : 422 },
    )
  context.get(partnerSessionContext).updateUser(answer.data.data)
  throw redirect(`${url.pathname}?saved`, 303)
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = {
  i18n: ["account"],
  breadcrumb: ({ t }: { t: (key: string) => string }) => [{ label: t("account:personalData") }],
}

export default function MyPersonalDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  usePageTexts("account")
  const { user, company } = loaderData
  const [form, fields] = useForm({
    id: "profile",
    lastResult: actionData?.result,
    constraint: getZodConstraint(ProfileSchema),
    defaultValue: user
      ? {
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          email_confirmation: user.email,
          phone: user.phone ?? "",
          company_function: user.company_function ?? "",
          newsletter: user.newsletter ? "on" : undefined,
        }
      : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
  })
  const labels = {
    first_name: t("account:firstName"),
    last_name: t("account:lastName"),
    email: t("account:email"),
    email_confirmation: t("account:emailConfirmation"),
    phone: t("account:phone"),
    company_function: t("account:companyFunction"),
    current_password: t("account:currentPassword"),
    password: t("account:newPassword"),
    password_confirmation: t("account:newPasswordConfirmation"),
  }
  return (
    <section className={css.page} aria-labelledby="personal-data-title">
      <h1 id="personal-data-title">{t("account:personalData")}</h1>
      {loaderData.saved && !actionData ? (
        <p role="status" className={formStyles.notice}>
          {t("account:updated")}
        </p>
      ) : null}
      {company ? (
        <dl className={facts}>
          <dt>{t("account:companyName")}</dt>
          <dd>{company.name}</dd>
          <dt>{t("account:companyReference")}</dt>
          <dd>{company.reference_number ?? "–"}</dd>
        </dl>
      ) : null}
      <Form method="post" {...getFormProps(form)} noValidate className={formStyles.form}>
        <FormToken />
        <ErrorSummary form={form} labels={labels} />
        <fieldset className={css.group}>
          <legend className={css.legend}>{t("account:identity")}</legend>
          <NameRow fields={fields} labels={labels} />
          <EmailPairFields fields={fields} labels={labels} />
          <TextField field={fields.phone} label={labels.phone} type="tel" autoComplete="tel" optional />
          <TextField
            field={fields.company_function}
            label={labels.company_function}
            autoComplete="organization-title"
            optional
          />
          <CheckboxField field={fields.newsletter} label={t("account:newsletter")} />
        </fieldset>
        <fieldset className={css.group}>
          <legend className={css.legend}>{t("account:changePassword")}</legend>
          <p className={formStyles.hint}>{t("account:changePasswordHint")}</p>
          <TextField
            field={fields.current_password}
            label={labels.current_password}
            type="password"
            autoComplete="current-password"
            optional
          />
          <NewPasswordFields fields={fields} labels={labels} optional />
        </fieldset>
        <div className={formStyles.actions}>
          <SubmitButton busyLabel={t("forms.sending")}>{t("account:save")}</SubmitButton>
        </div>
      </Form>
    </section>
  )
}
