import { getFormProps } from "@conform-to/react"
import { parseWithZod } from "@conform-to/zod/v4"
import { data, Form, Link, redirect } from "react-router"

import { PasswordResetBodySchema, setNewPassword } from "#contract/passwords"

import { NewPasswordFields } from "../components/account-fields"
import * as css from "../components/account-form.css"
import { ErrorSummary, formStyles, IntentButtonForm, SubmitButton, TextField } from "../components/form"
import { FormToken } from "../components/form-token"
import { readForm } from "../lib/forms/read-form.server"
import { useZodForm } from "../lib/forms/use-zod-form"
import { getInstance } from "../lib/i18n/i18n.server"
import { usePageTexts, useTranslation } from "../lib/i18n/translation"
import { shopContext } from "../lib/session/shop-context.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { metaTags } from "../lib/urls/meta-tags"
import { localizedPath } from "../lib/urls/pages"
import { titleCrumb } from "../lib/urls/title-crumb"
import type { Route } from "./+types/set-password"

// SIGNUP-4 (reset-success flag, hide action; "wrong password; wrong email"), POST /passwords/reset. The
// page is opened from a link mailed by "forgot your password" or by the
// account-ready mail of an approved sign-up; the link's token travels in a hidden field. The form is
// checked by the API's own schema (contract/passwords.ts).

const HIDE = ["password", "password_confirmation"]

export function loader({ context, url }: Route.LoaderArgs) {
  const { t } = getInstance(context)
  return {
    title: t("public-forms:password.setTitle"),
    done: url.searchParams.get("done") === "1",
    token: url.searchParams.get("token") ?? "",
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request)
  const { locale } = context.get(shopContext)
  const intent = formData.get("intent") ?? "set"
  // hiding the success message: the person goes on to the home page
  if (intent === "hide") throw redirect(localizedPath(locale, "home"), 303)
  if (intent !== "set") throw new Response("Unknown intent", { status: 400 })

  const submission = parseWithZod(formData, { schema: PasswordResetBodySchema })
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: HIDE }) }, { status: 422 })
  const reset = await shopApi(context).send(setNewPassword, { body: submission.value })
  if (reset.ok) throw redirect(`${localizedPath(locale, "setPassword")}?done=1`, 303)
  if (reset.kind === "validation") {
    // the token is not a field the person can fix: its message goes to the top, with a way to a new link
    const { _: general = [], token: tokenErrors = [], ...fieldErrors } = reset.fieldErrors
    return data(
      {
        result: submission.reply({ fieldErrors, formErrors: [...general, ...tokenErrors], hideFields: HIDE }),
        tokenRefused: tokenErrors.length > 0,
      },
      { status: 422 },
    )
  }
  return data(
    { result: submission.reply({ formErrors: ["public-forms:password.failed"], hideFields: HIDE }) },
    { status: 503 },
  )
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = titleCrumb(["public-forms"], "public-forms:password.setTitle")

export default function SetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  usePageTexts("public-forms")
  const locale = i18n.language as Parameters<typeof localizedPath>[0]
  const [form, fields] = useZodForm("set-password", PasswordResetBodySchema, actionData?.result)
  const labels = {
    email: t("public-forms:password.email"),
    password: t("public-forms:password.newPassword"),
    password_confirmation: t("public-forms:password.newPasswordConfirmation"),
  }
  const forgotLink = (
    <Link to={localizedPath(locale, "forgotPassword")}>{t("public-forms:password.askNewLink")}</Link>
  )

  if (loaderData.done) {
    return (
      <article className={css.page}>
        <h1>{t("public-forms:password.setTitle")}</h1>
        <div className={formStyles.notice} role="status">
          <p>{t("public-forms:password.resetSuccess")}</p>
          <p>
            <Link to={localizedPath(locale, "login")}>{t("public-forms:password.goToLogin")}</Link>
          </p>
          <IntentButtonForm intent="hide">{t("public-forms:password.hide")}</IntentButtonForm>
        </div>
      </article>
    )
  }
  const token = (actionData?.result?.initialValue?.token as string | undefined) ?? loaderData.token
  return (
    <article className={css.page}>
      <h1>{t("public-forms:password.setTitle")}</h1>
      {token ? (
        <>
          <p>{t("public-forms:password.setIntro")}</p>
          <Form method="post" {...getFormProps(form)} className={formStyles.form}>
            <FormToken />
            <input type="hidden" name="token" value={token} />
            <ErrorSummary form={form} labels={labels} />
            {actionData && "tokenRefused" in actionData && actionData.tokenRefused ? (
              <p>{forgotLink}</p>
            ) : null}
            <TextField field={fields.email} label={labels.email} type="email" autoComplete="email" />
            <NewPasswordFields
              fields={fields}
              labels={labels}
              hint={t("public-forms:password.passwordHint")}
            />
            <div className={formStyles.actions}>
              <SubmitButton name="intent" value="set" busyLabel={t("public-forms:password.setting")}>
                {t("public-forms:password.submit")}
              </SubmitButton>
            </div>
          </Form>
        </>
      ) : (
        <div className={formStyles.notice}>
          <p>{t("public-forms:password.noToken")}</p>
          <p>{forgotLink}</p>
        </div>
      )}
    </article>
  )
}
