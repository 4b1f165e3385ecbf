import { getFormProps } from "@conform-to/react"
import { parseWithZod } from "@conform-to/zod/v4"
import { data, Form, redirect } from "react-router"

import { PasswordEmailBodySchema, sendResetLink } from "#contract/passwords"

import * as css from "../components/account-form.css"
import { ErrorSummary, formStyles, IntentButtonForm, SubmitButton, TextField } from "../components/form"
import { FormToken } from "../components/form-token"
import { readForm, replyWithApiFailure } from "../lib/forms/read-form.server"
import { useZodForm } from "../lib/forms/use-zod-form"
import { getInstance } from "../lib/i18n/i18n.server"
import { usePageTexts, useTranslation } from "../lib/i18n/translation"
import { shopContext } from "../lib/session/shop-context.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { metaTags } from "../lib/urls/meta-tags"
import { localizedPath } from "../lib/urls/pages"
import { titleCrumb } from "../lib/urls/title-crumb"
import type { Route } from "./+types/forgot-password"

// SIGNUP-4: the email-sent flag and a hide action that clears it; POST /passwords/email. The answer is
// the same whether or not the address has an account.

export function loader({ context, url }: Route.LoaderArgs) {
  const { t } = getInstance(context)
  // the flag lives in the address (post, redirect, get), so it survives a reload and works without scripts
  return { title: t("public-forms:password.forgotTitle"), emailSent: url.searchParams.get("sent") === "1" }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request)
  const { locale } = context.get(shopContext)
  const intent = formData.get("intent") ?? "send"
  if (intent === "hide") throw redirect(localizedPath(locale, "forgotPassword"), 303)
  if (intent !== "send") throw new Response("Unknown intent", { status: 400 })

  const submission = parseWithZod(formData, { schema: PasswordEmailBodySchema })
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 })
  const sent = await shopApi(context).send(sendResetLink, { body: submission.value })
  if (sent.ok) throw redirect(`${localizedPath(locale, "forgotPassword")}?sent=1`, 303)
  return data(
    { result: replyWithApiFailure(submission, sent, { fallback: "public-forms:password.failed" }) },
    { status: sent.status === 422 ? 422 : 503 },
  )
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = titleCrumb(["public-forms"], "public-forms:password.forgotTitle")

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  usePageTexts("public-forms")
  const [form, fields] = useZodForm("forgot-password", PasswordEmailBodySchema, actionData?.result)
  const labels = { email: t("public-forms:password.email") }
  return (
    <article className={css.page}>
      <h1>{t("public-forms:password.forgotTitle")}</h1>
      {loaderData.emailSent ? (
        <div className={formStyles.notice} role="status">
          <p>{t("public-forms:password.emailSent")}</p>
          <IntentButtonForm intent="hide">{t("public-forms:password.hide")}</IntentButtonForm>
        </div>
      ) : (
        <>
          <p>{t("public-forms:password.forgotIntro")}</p>
          <Form method="post" {...getFormProps(form)} className={formStyles.form}>
            <FormToken />
            <ErrorSummary form={form} labels={labels} />
            <TextField field={fields.email} label={labels.email} type="email" autoComplete="email" />
            <div className={formStyles.actions}>
              <SubmitButton name="intent" value="send" busyLabel={t("public-forms:password.sending")}>
                {t("public-forms:password.send")}
              </SubmitButton>
            </div>
          </Form>
        </>
      )}
    </article>
  )
}
