import { getFormProps, useForm } from "@conform-to/react"
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4"
import { Form } from "react-router"

import { formatDate } from "#contract/format"
import { brusselsDateTimeInput } from "#contract/format-more"
import { getStaffNews } from "#contract/staff-content"

import { CheckboxField, ErrorSummary, formStyles, SubmitButton } from "../../../components/form"
import { plainControlAria, PlainField } from "../../../components/form-messages"
import { FormToken } from "../../../components/form-token"
import { readForm } from "../../../lib/forms/read-form.server"
import { usePageTexts, useTranslation } from "../../../lib/i18n/translation"
import { newsHref } from "../../../lib/shop/news"
import { requireStaffOk, staffApi } from "../../../lib/transport/staff-api.server"
import { staffMeta } from "../staff-meta"
import { staffTitle } from "../staff-page.server"
import type { Route } from "./+types/news-edit"
import { ContentPreview, inLanguage, previewLanguage } from "./content-preview"
import { DeleteItemForm, PublishedAtField } from "./item-form-parts"
import { LanguageFieldsets, languageLabels } from "./language-fields"
import { localizedDefaults } from "./localized-form"
import { removeNews, replacePicture, saveNews } from "./news-edit.server"
import { NEWS_TEXTS, NewsFormSchema } from "./news-form"

// One news item (CONTENT-6): its texts per language, highlight and date; its picture (CONTENT-7); and a
// preview as the shop shows it, in the language picked. /staff/content/news/item (no id) writes a new one.

export const handle = { i18n: ["staff-content"] }

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const id = params.id ?? null
  if (!id) return { title: staffTitle(context, "staff-content:news.new"), id, item: null, preview: null }
  if (!/^[1-9]\d{0,9}$/.test(id)) throw new Response("Not found", { status: 404 })
  const { data: item } = requireStaffOk(
    await staffApi(context, url).send(getStaffNews, { params: { id: Number(id) } }),
  )
  const language = previewLanguage(url)
  const a = item.attributes
  return {
    title: staffTitle(context, "staff-content:news.edit"),
    id,
    item: { ...a, published_local: brusselsDateTimeInput(a.published_at) },
    preview: {
      language,
      title: inLanguage(a.title, language),
      summary: inLanguage(a.summary, language),
      body: inLanguage(a.body, language),
      date: formatDate(a.published_at, language, "long"),
      picture: a.picture_url ? { url: a.picture_url, alt: inLanguage(a.picture_alt, language) } : null,
      shopHref: newsHref(language, { id, slugs: a.slug }),
    },
  }
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const formData = await readForm(request)
  const id = params.id ?? null
  const intent = formData.get("intent")
  if (id && intent === "picture") return replacePicture(context, url, id, formData)
  if (id && intent === "delete") return removeNews(context, url, id)
  return saveNews(context, url, id, formData)
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffNewsEditPage({ loaderData, actionData }: Route.ComponentProps) {
  usePageTexts("staff-content")
  const { t } = useTranslation("staff-content")
  const { id, item, preview } = loaderData
  const answer = actionData
  const [form, fields] = useForm({
    id: "news",
    lastResult: answer?.form === "texts" ? answer.result : undefined,
    constraint: getZodConstraint(NewsFormSchema),
    defaultValue: item
      ? {
          ...localizedDefaults(NEWS_TEXTS, item),
          is_highlighted: item.is_highlighted ? "on" : "",
          published_at: item.published_local,
        }
      : { published_at: brusselsDateTimeInput(new Date()) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewsFormSchema }),
  })
  const textLabels = {
    title: t("fields.title"),
    summary: t("fields.summary"),
    body: t("fields.body"),
    picture_alt: t("fields.pictureAlt"),
  }
  const all = fields as unknown as Parameters<typeof LanguageFieldsets>[0]["fields"]
  const pictureError = answer?.form === "picture" ? answer.pictureError : null
  return (
    <article>
      <h1>{id ? t("news.edit") : t("news.new")}</h1>
      <Form method="post" {...getFormProps(form)} className={formStyles.form}>
        <FormToken />
        <ErrorSummary
          form={form}
          labels={{
            ...languageLabels(NEWS_TEXTS, textLabels),
            published_at: t("fields.publishedAt"),
          }}
        />
        <LanguageFieldsets specs={NEWS_TEXTS} fields={all} labels={textLabels} />
        <PublishedAtField field={fields.published_at} />
        <CheckboxField
          field={fields.is_highlighted}
          label={t("news.highlighted")}
          hint={t("news.highlightedHint")}
        />
        <SubmitButton name="intent" value="save">
          {t("save")}
        </SubmitButton>
      </Form>
      {id ? (
        <>
          <Form method="post" encType="multipart/form-data" className={formStyles.form}>
            <FormToken />
            <h2>{t("picture.title")}</h2>
            <PlainField
              id="news-picture"
              label={t("picture.file")}
              hint={t("picture.hint")}
              errors={pictureError ? [pictureError] : undefined}
            >
              <input
                id="news-picture"
                type="file"
                name="picture"
                accept="image/jpeg,image/png,image/webp"
                className={formStyles.control}
                {...plainControlAria("news-picture", {
                  hint: true,
                  errorId: "news-picture-error",
                  invalid: !!pictureError,
                })}
              />
            </PlainField>
            <SubmitButton name="intent" value="picture">
              {t("picture.upload")}
            </SubmitButton>
          </Form>
          {preview ? <ContentPreview {...preview} /> : null}
          <DeleteItemForm label={t("news.delete")} />
        </>
      ) : null}
    </article>
  )
}
