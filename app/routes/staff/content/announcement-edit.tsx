import { getFormProps, useForm } from "@conform-to/react"
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4"
import { Form } from "react-router"

import { ANNOUNCEMENT_AUDIENCES } from "#contract/announcements"
import { formatDate } from "#contract/format"
import { brusselsDateTimeInput } from "#contract/format-more"
import { getStaffAnnouncement } from "#contract/staff-content"

import { ErrorSummary, formStyles, SelectField, SubmitButton } from "../../../components/form"
import { FormToken } from "../../../components/form-token"
import { readForm } from "../../../lib/forms/read-form.server"
import { usePageTexts, useTranslation } from "../../../lib/i18n/translation"
import { requireStaffOk, staffApi } from "../../../lib/transport/staff-api.server"
import { staffMeta } from "../staff-meta"
import { staffTitle } from "../staff-page.server"
import type { Route } from "./+types/announcement-edit"
import { removeAnnouncement, saveAnnouncement } from "./announcement-edit.server"
import { ANNOUNCEMENT_TEXTS, AnnouncementFormSchema } from "./announcement-form"
import { ContentPreview, inLanguage, previewLanguage } from "./content-preview"
import { DeleteItemForm, PublishedAtField } from "./item-form-parts"
import { LanguageFieldsets, languageLabels } from "./language-fields"
import { localizedDefaults } from "./localized-form"

// One announcement (CONTENT-2, CONTENT-6): texts per language, for every partner or one category, and
// a preview as partners see it in the language picked. /staff/content/announcements/item (no id) writes one.

export const handle = { i18n: ["staff-content"] }

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const id = params.id ?? null
  if (!id)
    return { title: staffTitle(context, "staff-content:announcements.new"), id, item: null, preview: null }
  if (!/^[1-9]\d{0,9}$/.test(id)) throw new Response("Not found", { status: 404 })
  const answer = await staffApi(context, url).send(getStaffAnnouncement, { params: { id: Number(id) } })
  const a = requireStaffOk(answer).data.attributes
  const language = previewLanguage(url)
  return {
    title: staffTitle(context, "staff-content:announcements.edit"),
    id,
    item: { ...a, published_local: brusselsDateTimeInput(a.published_at) },
    preview: {
      language,
      title: inLanguage(a.title, language),
      summary: inLanguage(a.preview, language),
      body: inLanguage(a.body, language),
      date: formatDate(a.published_at, language, "long"),
    },
  }
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const formData = await readForm(request)
  const id = params.id ?? null
  if (id && formData.get("intent") === "delete") return removeAnnouncement(context, url, id)
  return saveAnnouncement(context, url, id, formData)
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffAnnouncementEditPage({ loaderData, actionData }: Route.ComponentProps) {
  usePageTexts("staff-content")
  const { t } = useTranslation("staff-content")
  const { id, item, preview } = loaderData
  const [form, fields] = useForm({
    id: "announcement",
    lastResult: actionData?.result,
    constraint: getZodConstraint(AnnouncementFormSchema),
    defaultValue: item
      ? {
          ...localizedDefaults(ANNOUNCEMENT_TEXTS, item),
          audience: item.audience,
          published_at: item.published_local,
        }
      : { audience: "all", published_at: brusselsDateTimeInput(new Date()) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AnnouncementFormSchema }),
  })
  const textLabels = { title: t("fields.title"), preview: t("fields.summary"), body: t("fields.body") }
  const all = fields as unknown as Parameters<typeof LanguageFieldsets>[0]["fields"]
  return (
    <article>
      <h1>{id ? t("announcements.edit") : t("announcements.new")}</h1>
      <Form method="post" {...getFormProps(form)} className={formStyles.form}>
        <FormToken />
        <ErrorSummary
          form={form}
          labels={{
            ...languageLabels(ANNOUNCEMENT_TEXTS, textLabels),
            audience: t("announcements.audience"),
            published_at: t("fields.publishedAt"),
          }}
        />
        <LanguageFieldsets specs={ANNOUNCEMENT_TEXTS} fields={all} labels={textLabels} />
        <SelectField
          field={fields.audience}
          label={t("announcements.audience")}
          options={ANNOUNCEMENT_AUDIENCES.map((value) => ({ value, label: t(`audiences.${value}`) }))}
        />
        <PublishedAtField field={fields.published_at} />
        <SubmitButton name="intent" value="save">
          {t("save")}
        </SubmitButton>
      </Form>
      {preview ? <ContentPreview {...preview} /> : null}
      {id ? <DeleteItemForm label={t("announcements.delete")} /> : null}
    </article>
  )
}
