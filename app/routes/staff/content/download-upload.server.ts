import { data, redirect, type RouterContextProvider } from "react-router"

import { LOCALES } from "#contract/locales"
import {
  addStaffDownloadFile,
  deleteStaffDownloadFile,
  DOWNLOAD_FILE_MAX_BYTES,
} from "#contract/staff-downloads"

import { fieldText } from "../../../lib/forms/read-form.server"
import { getInstance } from "../../../lib/i18n/i18n.server"
import { staffSessionContext } from "../../../lib/session/staff-session.server"
import { staffApi } from "../../../lib/transport/staff-api.server"

// A download file's upload (CONTENT-7) from a plain multipart form: the file goes to the API as it is, which
// reads its type from its bytes; a refusal comes back beside its field with the other fields kept.

export interface UploadActionData {
  values: { title: string; file_name: string; language: string; partner_only: boolean }
  errors: Partial<Record<"file" | "title" | "file_name" | "language", string>>
  formError?: string
}

export async function uploadFile(
  context: Readonly<RouterContextProvider>,
  url: URL,
  categoryId: string,
  formData: FormData,
) {
  const { t } = getInstance(context)
  const values = {
    title: fieldText(formData, "title").trim(),
    file_name: fieldText(formData, "file_name").trim(),
    language: fieldText(formData, "language"),
    partner_only: fieldText(formData, "partner_only") === "on",
  }
  const file = formData.get("file")
  const errors: UploadActionData["errors"] = {}
  if (!values.title) errors.title = t("validation.required")
  if (!(LOCALES as readonly string[]).includes(values.language)) errors.language = t("validation.required")
  if (!file || typeof file === "string" || file.size === 0)
    errors.file = t("staff-content:downloads.fileRequired")
  else if (file.size > DOWNLOAD_FILE_MAX_BYTES) errors.file = t("staff-content:downloads.fileTooLarge")
  const fileName = values.file_name || (file && typeof file !== "string" ? file.name : "")
  if (!fileName) errors.file_name = t("validation.required")
  const refuse = (extra: UploadActionData["errors"], formError?: string) =>
    data({ values, errors: { ...errors, ...extra }, formError } satisfies UploadActionData, { status: 422 })
  if (Object.keys(errors).length || !file || typeof file === "string") return refuse({})
  const answer = await staffApi(context, url).send(addStaffDownloadFile, {
    params: { id: Number(categoryId) },
    query: {
      ...values,
      file_name: fileName,
      language: values.language as "en",
      partner_only: values.partner_only ? "1" : "",
    },
    file: { bytes: new Uint8Array(await file.arrayBuffer()), type: "application/octet-stream" },
  })
  if (!answer.ok) {
    if (answer.kind === "validation")
      return refuse(
        Object.fromEntries(Object.entries(answer.fieldErrors).map(([key, [first]]) => [key, first])),
      )
    return refuse({}, t("staff-content:failed"))
  }
  context.get(staffSessionContext).flash("done", "staff-content:downloads.uploaded")
  throw redirect(`/staff/content/downloads/${categoryId}`, 303)
}

export async function removeFile(
  context: Readonly<RouterContextProvider>,
  url: URL,
  categoryId: string,
  fileId: string,
) {
  await staffApi(context, url).send(deleteStaffDownloadFile, { params: { id: Number(fileId) } })
  context.get(staffSessionContext).flash("done", "staff-content:downloads.removed")
  throw redirect(`/staff/content/downloads/${categoryId}`, 303)
}
