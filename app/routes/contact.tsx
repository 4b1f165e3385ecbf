import { getFormProps } from "@conform-to/react"
import { parseWithZod } from "@conform-to/zod/v4"
import { Form, redirect } from "react-router"

import { withCaptchaAnswer } from "#contract/captcha-answer"
import {
  CONTACT_CATEGORIES,
  CONTACT_SERVICES,
  ContactFieldsSchema,
  type ContactService,
  sendContactEmail,
} from "#contract/contact"
import { emailAddress } from "#contract/fields"

import { NameRow } from "../components/account-fields"
import * as css from "../components/account-form.css"
import {
  CaptchaField,
  type CaptchaFormProps,
  currentCaptcha,
  keepActionCaptcha,
  useCaptchaForm,
  useCaptchaLabel,
} from "../components/captcha-field"
import {
  ErrorSummary,
  formStyles,
  IntentButtonForm,
  SelectField,
  SubmitButton,
  TextAreaField,
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
import type { Route } from "./+types/contact"

// CONTENT-5 (sending, then success with thanks or error with field errors), FORM-1 to FORM-4, POST
// /pages/contact-email. The API checks every field again and answers per field (422); its messages
// come back already in the page's language and sit beside the fields like ours.

// The API's rules for the message (contract/contact.ts), checked here first: a form with mistakes is
// answered without a call. The e-mail address as every shop form takes it (trimmed, lower-case).
export const ContactSchema = withCaptchaAnswer(ContactFieldsSchema.extend({ email: emailAddress() }))

export async function loader({ context, url }: Route.LoaderArgs) {
  const { t } = getInstance(context)
  const title = t("public-forms:contact.title")
  const sent = url.searchParams.get("sent")
  // after a successful post (post, redirect, get): the thanks, no new challenge
  if (sent && (CONTACT_SERVICES as readonly string[]).includes(sent))
    return { title, sent: sent as ContactService, captcha: null }
  return { title, sent: null, captcha: await captchaForm(context, "contact").challenge() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request)
  const intent = captchaFormIntent(formData, ["send", "clear"])
  const { locale } = context.get(shopContext)
  const captcha = captchaForm(context, "contact")

  // PAGE-5: after the contact form is cleared the person goes to the root path
  if (intent === "clear") throw redirect("/", 303)

  // a new picture: the same form, everything typed kept
  if (intent !== "send") return captcha.carryAlong(formData)

  const submission = parseWithZod(formData, { schema: ContactSchema })
  if (submission.status !== "success") return captcha.invalid(submission)
  const { captcha_id, captcha_value, captcha_proof, ...values } = submission.value
  const sent = await shopApi(context).send(sendContactEmail, {
    body: {
      ...values,
      address_2: values.address_2 ?? null,
      captcha_id: captcha_id ?? "",
      captcha_value,
      captcha_proof,
    },
  })
  if (sent.ok) {
    throw redirect(`${localizedPath(locale, "contact")}?sent=${values.service}`, 303)
  }
  return captcha.refused(formData, submission, sent, "public-forms:contact.failed")
}

export const shouldRevalidate = keepActionCaptcha

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = titleCrumb(["public-forms"], "pages.contact")

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.sent) return <Thanks service={loaderData.sent} />
  const captcha = currentCaptcha(loaderData.captcha, actionData)
  return <ContactForm captcha={captcha} lastResult={actionData?.result} />
}

function ContactForm({ captcha, lastResult }: CaptchaFormProps) {
  const { t } = useTranslation()
  usePageTexts("public-forms")
  const [form, fields] = useCaptchaForm("contact", ContactSchema, lastResult)
  const captchaLabel = useCaptchaLabel()
  const labels = {
    service: t("public-forms:contact.service"),
    category: t("public-forms:contact.category"),
    message: t("public-forms:contact.message"),
    company_name: t("public-forms:contact.companyName"),
    vat_number: t("public-forms:contact.vatNumber"),
    address: t("public-forms:contact.address"),
    address_2: t("public-forms:contact.address2"),
    postal_code: t("public-forms:contact.postalCode"),
    city: t("public-forms:contact.city"),
    country: t("public-forms:contact.country"),
    first_name: t("public-forms:contact.firstName"),
    last_name: t("public-forms:contact.lastName"),
    email: t("public-forms:contact.email"),
    phone: t("public-forms:contact.phone"),
    captcha_value: captchaLabel,
  }
  const services = CONTACT_SERVICES.map((value) => ({
    value,
    label: t(`public-forms:contact.services.${value}`),
  }))
  const categories = CONTACT_CATEGORIES.map((value) => ({
    value,
    label: t(`public-forms:contact.categories.${value}`),
  }))
  return (
    <article className={css.page}>
      <h1>{t("public-forms:contact.title")}</h1>
      <p>{t("public-forms:contact.intro")}</p>
      <p className={formStyles.hint}>{t("public-forms:contact.allMandatory")}</p>
      <Form method="post" {...getFormProps(form)} className={formStyles.form}>
        <FormToken />
        <ErrorSummary form={form} labels={labels} />
        <fieldset className={css.group}>
          <legend className={css.legend}>{t("public-forms:contact.aboutMessage")}</legend>
          <SelectField
            field={fields.service}
            label={labels.service}
            options={services}
            placeholder={t("public-forms:contact.choose")}
          />
          <SelectField
            field={fields.category}
            label={labels.category}
            options={categories}
            placeholder={t("public-forms:contact.choose")}
          />
          <TextAreaField field={fields.message} label={labels.message} />
        </fieldset>
        <fieldset className={css.group}>
          <legend className={css.legend}>{t("public-forms:contact.aboutCompany")}</legend>
          <TextField field={fields.company_name} label={labels.company_name} autoComplete="organization" />
          <TextField field={fields.vat_number} label={labels.vat_number} />
          <TextField field={fields.address} label={labels.address} autoComplete="address-line1" />
          <TextField
            field={fields.address_2}
            label={labels.address_2}
            optional
            autoComplete="address-line2"
          />
          <div className={css.row}>
            <TextField field={fields.postal_code} label={labels.postal_code} autoComplete="postal-code" />
            <TextField field={fields.city} label={labels.city} autoComplete="address-level2" />
          </div>
          <TextField field={fields.country} label={labels.country} autoComplete="country-name" />
        </fieldset>
        <fieldset className={css.group}>
          <legend className={css.legend}>{t("public-forms:contact.aboutYou")}</legend>
          <NameRow
            fields={{ first_name: fields.first_name, last_name: fields.last_name }}
            labels={{ first_name: labels.first_name, last_name: labels.last_name }}
          />
          <TextField field={fields.email} label={labels.email} type="email" autoComplete="email" />
          <TextField field={fields.phone} label={labels.phone} type="tel" autoComplete="tel" />
        </fieldset>
        <CaptchaField captcha={captcha} field={fields.captcha_value} />
        <div className={formStyles.actions}>
          <SubmitButton name="intent" value="send" busyLabel={t("public-forms:contact.sending")}>
            {t("public-forms:contact.send")}
          </SubmitButton>
        </div>
      </Form>
    </article>
  )
}

function Thanks({ service }: { service: ContactService }) {
  const { t } = useTranslation()
  usePageTexts("public-forms")
  return (
    <article className={css.page}>
      <h1>{t("public-forms:contact.thanksTitle")}</h1>
      <div className={formStyles.notice}>
        <p>
          {t("public-forms:contact.thanks", { department: t(`public-forms:contact.services.${service}`) })}
        </p>
        <IntentButtonForm intent="clear">{t("public-forms:contact.clear")}</IntentButtonForm>
      </div>
    </article>
  )
}
