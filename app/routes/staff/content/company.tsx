import { getFormProps, useForm } from "@conform-to/react"
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4"
import { data, Form, Link, redirect } from "react-router"
import type { z } from "zod"

import { LOCALES } from "#contract/locales"
import {
  type CompanyContactBodySchema,
  getStaffCompanyContact,
  listStaffCompanyInfos,
  updateStaffCompanyContact,
} from "#contract/staff-company"

import { DataTable } from "../../../components/data-table"
import { ErrorSummary, formStyles, SubmitButton, TextField } from "../../../components/form"
import { FormToken } from "../../../components/form-token"
import { readForm } from "../../../lib/forms/read-form.server"
import { usePageTexts, useTranslation } from "../../../lib/i18n/translation"
import { staffSessionContext } from "../../../lib/session/staff-session.server"
import { requireStaffOk, staffApi } from "../../../lib/transport/staff-api.server"
import { staffMeta } from "../staff-meta"
import { staffTitle } from "../staff-page.server"
import type { Route } from "./+types/company"
import { CompanyContactFormSchema, CONTACT_FIELDS, CONTACT_TEXTS } from "./company-form"
import { refusedContent } from "./content-failure.server"
import { ContentPreview, inLanguage, previewLanguage } from "./content-preview"
import { LanguageFieldsets, languageLabels } from "./language-fields"
import { localizedBody, localizedDefaults } from "./localized-form"

// The company (CONTENT-4, CONTENT-9): the company info page's sections, each leading to its texts, and the
// company's contact that every page's footer shows, with a preview of it in the language picked.

export const handle = { i18n: ["staff-content"] }

export async function loader({ context, url }: Route.LoaderArgs) {
  const api = staffApi(context, url)
  const [sections, contact] = await Promise.all([
    api.send(listStaffCompanyInfos, {}).then(requireStaffOk),
    api.send(getStaffCompanyContact, {}).then(requireStaffOk),
  ])
  const kept = contact.data?.attributes ?? null
  const language = previewLanguage(url)
  return {
    title: staffTitle(context, "staff-content:company.title"),
    sections: sections.data.map((section) => ({
      id: section.id,
      title: section.attributes.title.en ?? section.attributes.key,
      languages: LOCALES.filter((lng) => section.attributes.title[lng]).join(", "),
    })),
    contact: kept,
    preview: kept
      ? {
          language,
          // the footer's lines, each its own paragraph
          body: [
            kept.street,
            `${kept.postalCode} ${inLanguage(kept.city, language)}`,
            inLanguage(kept.country, language),
            kept.phone,
            kept.email,
            kept.vat,
            inLanguage(kept.openingHours, language),
          ].join("\n\n"),
        }
      : null,
  }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: CompanyContactFormSchema })
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 })
  const values = submission.value as Record<string, unknown>
  const body = {
    ...(localizedBody(CONTACT_TEXTS, values) as unknown as z.input<typeof CompanyContactBodySchema>),
    ...Object.fromEntries(CONTACT_FIELDS.map((name) => [name, values[name] as string])),
  }
  const answer = await staffApi(context, url).send(updateStaffCompanyContact, { body })
  if (!answer.ok) return refusedContent(submission, answer)
  context.get(staffSessionContext).flash("done", "staff-content:company.contactSaved")
  throw redirect("/staff/content/company", 303)
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffCompanyPage({ loaderData, actionData }: Route.ComponentProps) {
  usePageTexts("staff-content")
  const { t } = useTranslation("staff-content")
  const { sections, contact, preview } = loaderData
  const [form, fields] = useForm({
    id: "company-contact",
    lastResult: actionData?.result,
    constraint: getZodConstraint(CompanyContactFormSchema),
    defaultValue: contact
      ? {
          ...localizedDefaults(CONTACT_TEXTS, contact),
          ...Object.fromEntries(CONTACT_FIELDS.map((name) => [name, contact[name]])),
        }
      : {},
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CompanyContactFormSchema }),
  })
  const labels = {
    street: t("company.street"),
    postalCode: t("company.postalCode"),
    phone: t("company.phone"),
    email: t("company.email"),
    vat: t("company.vat"),
  }
  const textLabels = {
    city: t("company.city"),
    country: t("company.country"),
    openingHours: t("company.openingHours"),
  }
  const all = fields as unknown as Parameters<typeof LanguageFieldsets>[0]["fields"]
  return (
    <article>
      <h1>{t("company.title")}</h1>
      <h2>{t("company.sections")}</h2>
      <DataTable
        rows={sections}
        rowKey={(section) => section.id}
        columns={[
          {
            name: t("fields.title"),
            cell: (section) => <Link to={`/staff/content/company/${section.id}`}>{section.title}</Link>,
          },
          { name: t("announcements.languages"), cell: (section) => section.languages },
        ]}
      />
      <h2 id="contact-heading">{t("company.contact")}</h2>
      <p>{t("company.contactHint")}</p>
      <Form
        method="post"
        {...getFormProps(form)}
        className={formStyles.form}
        aria-labelledby="contact-heading"
      >
        <FormToken />
        <ErrorSummary form={form} labels={{ ...labels, ...languageLabels(CONTACT_TEXTS, textLabels) }} />
        <TextField field={fields.street} label={labels.street} autoComplete="off" />
        <TextField field={fields.postalCode} label={labels.postalCode} autoComplete="off" />
        <TextField field={fields.phone} label={labels.phone} type="tel" autoComplete="off" />
        <TextField field={fields.email} label={labels.email} type="email" autoComplete="off" />
        <TextField field={fields.vat} label={labels.vat} autoComplete="off" />
        <LanguageFieldsets specs={CONTACT_TEXTS} fields={all} labels={textLabels} />
        <SubmitButton>{t("save")}</SubmitButton>
      </Form>
      {/* the footer's address begins with the company's name, the same in every language */}
      {preview ? <ContentPreview {...preview} title={t("meta.siteName", { ns: "common" })} /> : null}
    </article>
  )
}
