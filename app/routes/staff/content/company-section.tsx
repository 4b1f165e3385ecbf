import { getFormProps } from "@conform-to/react"
import { parseWithZod } from "@conform-to/zod/v4"
import { data, Form, redirect } from "react-router"
import type { z } from "zod"

import {
  type CompanyInfoBodySchema,
  getStaffCompanyInfo,
  updateStaffCompanyInfo,
} from "#contract/staff-company"

import { ErrorSummary, formStyles, SubmitButton } from "../../../components/form"
import { FormToken } from "../../../components/form-token"
import { readForm } from "../../../lib/forms/read-form.server"
import { useZodForm } from "../../../lib/forms/use-zod-form"
import { usePageTexts, useTranslation } from "../../../lib/i18n/translation"
import { staffSessionContext } from "../../../lib/session/staff-session.server"
import { requireStaffOk, staffApi } from "../../../lib/transport/staff-api.server"
import { localizedPath } from "../../../lib/urls/pages"
import { staffMeta } from "../staff-meta"
import { staffTitle } from "../staff-page.server"
import type { Route } from "./+types/company-section"
import { COMPANY_INFO_TEXTS, CompanyInfoFormSchema } from "./company-form"
import { refusedContent } from "./content-failure.server"
import { ContentPreview, inLanguage, previewLanguage } from "./content-preview"
import { LanguageFieldsets, languageLabels } from "./language-fields"
import { localizedBody, localizedDefaults } from "./localized-form"

// One section of the company info page (CONTENT-4, CONTENT-9): its title and text per language, and a
// preview as the shop shows it in the language picked.

export const handle = { i18n: ["staff-content"] }

const idOf = (id: string) => {
  if (!/^[1-9]\d{0,9}$/.test(id)) throw new Response("Not found", { status: 404 })
  return Number(id)
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const answer = await staffApi(context, url).send(getStaffCompanyInfo, { params: { id: idOf(params.id) } })
  const section = requireStaffOk(answer).data
  const language = previewLanguage(url)
  const texts = section.attributes
  return {
    title: staffTitle(context, "staff-content:company.editSection"),
    section: { ...texts, name: texts.title.en ?? texts.key },
    preview: {
      language,
      title: inLanguage(texts.title, language),
      body: inLanguage(texts.body, language),
      shopHref: `${localizedPath(language, "companyInfo")}#section-${texts.key}`,
    },
  }
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const id = idOf(params.id)
  const submission = parseWithZod(await readForm(request), { schema: CompanyInfoFormSchema })
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 })
  const body = localizedBody(COMPANY_INFO_TEXTS, submission.value) as unknown as z.input<
    typeof CompanyInfoBodySchema
  >
  const answer = await staffApi(context, url).send(updateStaffCompanyInfo, { params: { id }, body })
  if (!answer.ok) return refusedContent(submission, answer)
  context.get(staffSessionContext).flash("done", "staff-content:company.sectionSaved")
  throw redirect(`/staff/content/company/${id}`, 303)
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffCompanySectionPage({ loaderData, actionData }: Route.ComponentProps) {
  usePageTexts("staff-content")
  const { t } = useTranslation("staff-content")
  const { section, preview } = loaderData
  const [form, fields] = useZodForm(
    "company-section",
    CompanyInfoFormSchema,
    actionData?.result,
    localizedDefaults(COMPANY_INFO_TEXTS, section),
  )
  const labels = { title: t("fields.title"), body: t("fields.body") }
  const all = fields as unknown as Parameters<typeof LanguageFieldsets>[0]["fields"]
  return (
    <article>
      <h1>{t("company.editSection")}</h1>
      <p>{t("company.sectionOf", { name: section.name })}</p>
      <Form method="post" {...getFormProps(form)} className={formStyles.form}>
        <FormToken />
        <ErrorSummary form={form} labels={languageLabels(COMPANY_INFO_TEXTS, labels)} />
        <LanguageFieldsets specs={COMPANY_INFO_TEXTS} fields={all} labels={labels} />
        <SubmitButton>{t("save")}</SubmitButton>
      </Form>
      <ContentPreview {...preview} />
    </article>
  )
}
