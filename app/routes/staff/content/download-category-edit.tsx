import { getFormProps } from "@conform-to/react"
import { Form, Link } from "react-router"

import { getStaffDownloadCategory } from "#contract/staff-downloads"

import { ErrorSummary, formStyles, SubmitButton, TextField } from "../../../components/form"
import { ErrorSummaryBox } from "../../../components/form-messages"
import { FormToken } from "../../../components/form-token"
import { readForm } from "../../../lib/forms/read-form.server"
import { useZodForm } from "../../../lib/forms/use-zod-form"
import { usePageTexts, useTranslation } from "../../../lib/i18n/translation"
import { requireStaffOk, staffApi } from "../../../lib/transport/staff-api.server"
import { staffMeta } from "../staff-meta"
import { staffTitle } from "../staff-page.server"
import type { Route } from "./+types/download-category-edit"
import * as css from "./content.css"
import { type CategoryActionData, removeCategory, saveCategory } from "./download-category-edit.server"
import { CATEGORY_TEXTS, DownloadCategoryFormSchema } from "./download-category-form"
import { LanguageFieldsets, languageLabels } from "./language-fields"
import { localizedDefaults } from "./localized-form"

// A download category's name per language and its place (CONTENT-3, CONTENT-9), and its removal when it
// holds no file. /staff/content/downloads/category (no id) adds one.

export const handle = { i18n: ["staff-content"] }

const idOf = (id: string | undefined) => {
  if (id === undefined) return null
  if (!/^[1-9]\d{0,9}$/.test(id)) throw new Response("Not found", { status: 404 })
  return Number(id)
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const id = idOf(params.id)
  if (!id) return { title: staffTitle(context, "staff-content:categories.new"), category: null }
  const answer = await staffApi(context, url).send(getStaffDownloadCategory, { params: { id } })
  const category = requireStaffOk(answer).data
  return {
    title: staffTitle(context, "staff-content:categories.edit"),
    category: {
      id: category.id,
      name: category.attributes.name,
      description: category.attributes.description,
      position: String(category.attributes.position),
      files: category.attributes.files.length,
    },
  }
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const id = idOf(params.id)
  const formData = await readForm(request)
  const intent = formData.get("intent")
  if (id && intent === "delete") return removeCategory(context, url, id)
  if (intent !== "save") throw new Response("Bad request", { status: 400 })
  return saveCategory(context, url, id, formData)
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

export default function StaffDownloadCategoryEditPage({ loaderData, actionData }: Route.ComponentProps) {
  usePageTexts("staff-content")
  const { t } = useTranslation("staff-content")
  const { category } = loaderData
  const answer = actionData as CategoryActionData | undefined
  const [form, fields] = useZodForm(
    "category",
    DownloadCategoryFormSchema,
    answer?.result,
    category
      ? { ...localizedDefaults(CATEGORY_TEXTS, category), position: category.position }
      : { position: "0" },
  )
  const labels = { name: t("categories.name"), description: t("categories.description") }
  const all = fields as unknown as Parameters<typeof LanguageFieldsets>[0]["fields"]
  return (
    <article>
      <h1>{category ? t("categories.edit") : t("categories.new")}</h1>
      {category ? (
        <p>
          <Link to={`/staff/content/downloads/${category.id}`}>{t("categories.backToFiles")}</Link>
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className={formStyles.form}>
        <FormToken />
        <ErrorSummary
          form={form}
          labels={{ ...languageLabels(CATEGORY_TEXTS, labels), position: t("categories.position") }}
        />
        <LanguageFieldsets specs={CATEGORY_TEXTS} fields={all} labels={labels} />
        <TextField
          field={fields.position}
          label={t("categories.position")}
          hint={t("categories.positionHint")}
          inputMode="numeric"
        />
        <SubmitButton name="intent" value="save">
          {t("save")}
        </SubmitButton>
      </Form>
      {category ? (
        <Form method="post" className={css.danger} aria-labelledby="remove-heading">
          <FormToken />
          <h2 id="remove-heading">{t("categories.remove")}</h2>
          <ErrorSummaryBox
            id="remove-summary"
            formErrors={answer?.deleteError ? [answer.deleteError] : []}
            entries={[]}
            focus={!!answer?.deleteError}
          />
          <p>
            {category.files
              ? t("categories.removeHintFiles", { files: category.files })
              : t("categories.removeHint")}
          </p>
          <SubmitButton name="intent" value="delete">
            {t("categories.removeButton")}
          </SubmitButton>
        </Form>
      ) : null}
    </article>
  )
}
