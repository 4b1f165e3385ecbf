import { getFormProps } from "@conform-to/react"
import { parseWithZod } from "@conform-to/zod/v4"
import { Form, Link, redirect } from "react-router"

import {
  CLIENT_CATEGORIES,
  requestSignup,
  type SignupAttributes,
  SignupAttributesSchema,
} from "#contract/signup"

import { EmailPairFields, NameRow, NewPasswordFields } from "../components/account-fields"
import * as css from "../components/account-form.css"
import {
  type CaptchaFormProps,
  currentCaptcha,
  keepActionCaptcha,
  MailedLinkCheck,
  useCaptchaForm,
} from "../components/captcha-field"
import {
  CheckboxField,
  ErrorSummary,
  formStyles,
  SelectField,
  SubmitButton,
  TextField,
} from "../components/form"
import { FormToken } from "../components/form-token"
import { readForm } from "../lib/forms/read-form.server"
import { getInstance } from "../lib/i18n/i18n.server"
import { usePageTexts, useTranslation } from "../lib/i18n/translation"
import { shopContext } from "../lib/session/shop-context.server"
import { captchaForm, captchaFormIntent } from "../lib/shop/captcha.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { metaTags } from "../lib/urls/meta-tags"
import { localizedPath } from "../lib/urls/pages"
import { titleCrumb } from "../lib/urls/title-crumb"
import type { Route } from "./+types/signup"

// SIGNUP-1, SIGNUP-2 (a visitor applies; the provider reviews and creates the account later), PUT users.
// The API checks everything again and answers per
// field; the chosen password becomes the account's on approval (docs/decisions/007). The form is checked
// by the API's own schema (contract/signup.ts), so both give the same messages. Nobody reads a picture
// (docs/decisions/078): with scripts the page answers the captcha's proof of work and the request goes to
// staff at once; without, the API mails a link and the request waits until it is confirmed there
// (signup-confirmation.tsx). The answer is the same for an address that already has an account.

// passwords are never written back into the page
const HIDE = ["password", "password_confirmation"]

export async function loader({ context, url }: Route.LoaderArgs) {
  const { t } = getInstance(context)
  const title = t("public-forms:signup.title")
  // after a successful post (post, redirect, get): "being processed", or "confirm it from the mail"; no
  // new challenge
  const sent = url.searchParams.get("sent")
  if (sent === "1" || sent === "mail")
    return { title, sent: sent === "1" ? ("review" as const) : ("mail" as const), captcha: null }
  return { title, sent: null, captcha: await captchaForm(context, "signup").challenge() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request)
  const intent = captchaFormIntent(formData, ["send"])
  const { locale } = context.get(shopContext)
  const captcha = captchaForm(context, "signup", HIDE)
  if (intent !== "send") return captcha.carryAlong(formData)

  const submission = parseWithZod(formData, { schema: SignupAttributesSchema })
  if (submission.status !== "success") return captcha.invalid(submission)
  const attributes = {
    ...submission.value,
    category: submission.value.category ?? null,
  } satisfies SignupAttributes
  const sent = await shopApi(context).send(requestSignup, {
    body: { data: { type: "clients", attributes } },
  })
  if (sent.ok) {
    const next = sent.data.data.attributes.status === "pending" ? "1" : "mail"
    throw redirect(`${localizedPath(locale, "signup")}?sent=${next}`, 303)
  }
  // SIGNUP-7: "An error has occurred" for a create-user failure
  return captcha.refused(formData, submission, sent, "public-forms:signup.failed")
}

export const shouldRevalidate = keepActionCaptcha

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = titleCrumb(["public-forms"], "pages.signup")

export default function SignupPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.sent) return <Sent next={loaderData.sent} />
  const captcha = currentCaptcha(loaderData.captcha, actionData)
  return <SignupForm captcha={captcha} lastResult={actionData?.result} />
}

function SignupForm({ captcha, lastResult }: CaptchaFormProps) {
  const { t, i18n } = useTranslation()
  usePageTexts("public-forms")
  const [form, fields] = useCaptchaForm("signup", SignupAttributesSchema, lastResult)
  const labels = {
    first_name: t("public-forms:signup.firstName"),
    last_name: t("public-forms:signup.lastName"),
    company_function: t("public-forms:signup.companyFunction"),
    phone: t("public-forms:signup.phone"),
    company_name: t("public-forms:signup.companyName"),
    company_reference: t("public-forms:signup.companyReference"),
    category: t("public-forms:signup.category"),
    email: t("public-forms:signup.email"),
    email_confirmation: t("public-forms:signup.emailConfirmation"),
    password: t("public-forms:signup.password"),
    password_confirmation: t("public-forms:signup.passwordConfirmation"),
    newsletter: t("public-forms:signup.newsletter"),
    gdpr_accepted: t("public-forms:signup.gdpr"),
    terms_accepted: t("public-forms:signup.terms"),
    captcha_value: t("public-forms:captcha.legend"),
  }
  const categories = CLIENT_CATEGORIES.map((value) => ({
    value,
    label: t(`public-forms:signup.categories.${value}`),
  }))
  const locale = i18n.language as Parameters<typeof localizedPath>[0]
  return (
    <article className={css.page}>
      <h1>{t("public-forms:signup.title")}</h1>
      <p>{t("public-forms:signup.intro")}</p>
      <p className={formStyles.hint}>{t("public-forms:signup.allMandatory")}</p>
      <Form method="post" {...getFormProps(form)} className={formStyles.form}>
        <FormToken />
        <ErrorSummary form={form} labels={labels} />
        <fieldset className={css.group}>
          <legend className={css.legend}>{t("public-forms:signup.aboutYou")}</legend>
          <NameRow fields={fields} labels={labels} />
          <TextField
            field={fields.company_function}
            label={labels.company_function}
            autoComplete="organization-title"
          />
          <TextField field={fields.phone} label={labels.phone} type="tel" autoComplete="tel" />
        </fieldset>
        <fieldset className={css.group}>
          <legend className={css.legend}>{t("public-forms:signup.aboutCompany")}</legend>
          <TextField field={fields.company_name} label={labels.company_name} autoComplete="organization" />
          <TextField
            field={fields.company_reference}
            label={labels.company_reference}
            hint={t("public-forms:signup.companyReferenceHint")}
          />
          <SelectField
            field={fields.category}
            label={labels.category}
            optional
            options={categories}
            placeholder={t("public-forms:signup.choose")}
          />
        </fieldset>
        <fieldset className={css.group}>
          <legend className={css.legend}>{t("public-forms:signup.loginDetails")}</legend>
          <EmailPairFields fields={fields} labels={labels} />
          <NewPasswordFields fields={fields} labels={labels} hint={t("public-forms:signup.passwordHint")} />
        </fieldset>
        <fieldset className={css.group}>
          <legend className={css.legend}>{t("public-forms:signup.consents")}</legend>
          <CheckboxField field={fields.newsletter} label={labels.newsletter} />
          <CheckboxField field={fields.gdpr_accepted} label={labels.gdpr_accepted} />
          <CheckboxField
            field={fields.terms_accepted}
            label={labels.terms_accepted}
            hint={
              <Link to={localizedPath(locale, "termsOfService")}>{t("public-forms:signup.readTerms")}</Link>
            }
          />
        </fieldset>
        <MailedLinkCheck captcha={captcha} field={fields.captcha_value} />
        <div className={formStyles.actions}>
          <SubmitButton name="intent" value="send" busyLabel={t("public-forms:signup.sending")}>
            {t("public-forms:signup.submit")}
          </SubmitButton>
        </div>
      </Form>
    </article>
  )
}

/** After sending: in staff review, or a link to confirm it was mailed (docs/decisions/078). */
function Sent({ next }: { next: "review" | "mail" }) {
  const { t } = useTranslation()
  usePageTexts("public-forms")
  return (
    <article className={css.page}>
      <h1>
        {next === "review" ? t("public-forms:signup.sentTitle") : t("public-forms:signup.checkMailTitle")}
      </h1>
      <div className={formStyles.notice} role="status">
        <p>{next === "review" ? t("public-forms:signup.sent") : t("public-forms:signup.checkMail")}</p>
      </div>
    </article>
  )
}
