import { Form, Link } from "react-router"

import { formatDate } from "#contract/format"
import { LANGUAGE_NAMES, LOCALES } from "#contract/locales"
import { getStaffDownloadCategory } from "#contract/staff-downloads"

import { DataTable } from "../../../components/data-table"
import { formStyles, SubmitButton } from "../../../components/form"
import { ErrorSummaryBox, plainControlAria, PlainField } from "../../../components/form-messages"
import { FormToken } from "../../../components/form-token"
import { readForm } from "../../../lib/forms/read-form.server"
import { getLocale } from "../../../lib/i18n/i18n.server"
import { usePageTexts, useTranslation } from "../../../lib/i18n/translation"
import { requireStaffOk, staffApi } from "../../../lib/transport/staff-api.server"
import { staffMeta } from "../staff-meta"
import { staffTitle } from "../staff-page.server"
import type { Route } from "./+types/download-category"
import { removeFile, type UploadActionData, uploadFile } from "./download-upload.server"

// One download category (CONTENT-3, CONTENT-7): its files, each removable, and the upload of a new one
// (a multipart form that works without scripts; the file's type is read from its bytes by the API).

export const handle = { i18n: ["staff-content"] }

export async function loader({ context, url, params }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw new Response("Not found", { status: 404 })
  const answer = await staffApi(context, url).send(getStaffDownloadCategory, {
    params: { id: Number(params.id) },
  })
  const category = requireStaffOk(answer).data
  const locale = getLocale(context)
  return {
    title: staffTitle(context, "staff-content:downloads.title"),
    id: category.id,
    name: category.attributes.name.en ?? category.attributes.key,
    files: category.attributes.files.map((file) => ({
      id: file.id,
      title: file.attributes.title[file.attributes.language] ?? file.attributes.title.en ?? "",
      fileName: file.attributes.file_name,
      language: LANGUAGE_NAMES[file.attributes.language],
      size: `${Math.max(1, Math.round(file.attributes.size / 1024))} KB`,
      partnerOnly: file.attributes.partner_only,
      date: formatDate(file.attributes.published_at, locale, "medium"),
      href: `/api/downloads/files/${file.attributes.public_id}`,
    })),
  }
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const formData = await readForm(request)
  const fileId = formData.get("file_id")
  if (formData.get("intent") === "remove" && typeof fileId === "string" && /^\d+$/.test(fileId))
    return removeFile(context, url, params.id, fileId)
  return uploadFile(context, url, params.id, formData)
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)

const FIELDS = ["file", "language", "title", "file_name"] as const

export default function StaffDownloadCategoryPage({ loaderData, actionData }: Route.ComponentProps) {
  usePageTexts("staff-content")
  const { t } = useTranslation("staff-content")
  return (
    <article>
      <h1>{loaderData.name}</h1>
      <p>
        <Link to={`/staff/content/downloads/category/${loaderData.id}`}>{t("categories.editLink")}</Link>
      </p>
      <h2>{t("downloads.files")}</h2>
      <FilesTable files={loaderData.files} />
      <h2 id="upload-heading">{t("downloads.upload")}</h2>
      <UploadForm answer={actionData} />
    </article>
  )
}

/** The category's files, each with its remove button. */
function FilesTable({ files }: { files: Route.ComponentProps["loaderData"]["files"] }) {
  const { t } = useTranslation("staff-content")
  if (!files.length) return <p>{t("downloads.none")}</p>
  return (
    <DataTable
      rows={files}
      rowKey={(file) => file.id}
      columns={[
        {
          name: t("downloads.fileTitle"),
          cell: (file) => (
            <>
              <a href={file.href}>{file.title}</a> <span>({file.fileName})</span>
            </>
          ),
        },
        { name: t("downloads.language"), cell: (file) => file.language },
        { name: t("downloads.size"), cell: (file) => file.size },
        { name: t("downloads.partnerOnly"), cell: (file) => (file.partnerOnly ? t("yes") : t("no")) },
        {
          name: t("downloads.actions"),
          cell: (file) => (
            <Form method="post">
              <FormToken />
              <input type="hidden" name="file_id" value={file.id} />
              <SubmitButton name="intent" value="remove">
                {t("downloads.remove", { title: file.title })}
              </SubmitButton>
            </Form>
          ),
        },
      ]}
    />
  )
}

/** The upload of a new file: a multipart form, its problems summed up above it and beside each field. */
function UploadForm({ answer }: { answer: UploadActionData | undefined }) {
  const { t } = useTranslation("staff-content")
  const errors = answer?.errors ?? {}
  const labels = {
    file: t("downloads.file"),
    language: t("downloads.language"),
    title: t("downloads.fileTitle"),
    file_name: t("downloads.fileName"),
  }
  // each field's frame and its control's ARIA wiring, ids upload-<name>(-hint, -error)
  const frame = (name: (typeof FIELDS)[number], hint?: string) => ({
    id: `upload-${name}`,
    label: labels[name],
    hint,
    errors: errors[name] ? [errors[name]] : undefined,
  })
  const aria = (name: (typeof FIELDS)[number], hint = false) =>
    plainControlAria(`upload-${name}`, { hint, errorId: `upload-${name}-error`, invalid: !!errors[name] })
  const textField = (name: "title" | "file_name", maxLength: number, hint?: string) => (
    <PlainField {...frame(name, hint)}>
      <input
        id={`upload-${name}`}
        name={name}
        defaultValue={answer?.values[name]}
        maxLength={maxLength}
        className={formStyles.control}
        {...aria(name, !!hint)}
      />
    </PlainField>
  )
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className={formStyles.form}
      aria-labelledby="upload-heading"
    >
      <FormToken />
      <ErrorSummaryBox
        id="upload-summary"
        formErrors={answer?.formError ? [answer.formError] : []}
        entries={FIELDS.flatMap((name) =>
          errors[name] ? [{ id: `upload-${name}`, label: labels[name], errors: [errors[name]] }] : [],
        )}
        focus={!!answer}
      />
      <PlainField {...frame("file", t("downloads.fileHint"))}>
        <input
          id="upload-file"
          type="file"
          name="file"
          className={formStyles.control}
          {...aria("file", true)}
        />
      </PlainField>
      <PlainField {...frame("language")}>
        <select
          id="upload-language"
          name="language"
          defaultValue={answer?.values.language ?? ""}
          className={formStyles.control}
          {...aria("language")}
        >
          <option value="">{t("downloads.chooseLanguage")}</option>
          {LOCALES.map((lng) => (
            <option key={lng} value={lng}>
              {LANGUAGE_NAMES[lng]}
            </option>
          ))}
        </select>
      </PlainField>
      {textField("title", 200)}
      {textField("file_name", 120, t("downloads.fileNameHint"))}
      <div className={formStyles.field}>
        <div className={formStyles.checkboxRow}>
          <input
            id="upload-partner_only"
            type="checkbox"
            name="partner_only"
            defaultChecked={answer?.values.partner_only}
            className={formStyles.checkboxInput}
          />
          <label htmlFor="upload-partner_only">{t("downloads.partnerOnlyLabel")}</label>
        </div>
      </div>
      <SubmitButton name="intent" value="upload">
        {t("downloads.uploadButton")}
      </SubmitButton>
    </Form>
  )
}
