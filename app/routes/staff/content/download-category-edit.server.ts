import type { SubmissionResult } from "@conform-to/react"
import { parseWithZod } from "@conform-to/zod/v4"
import { data, redirect, type RouterContextProvider } from "react-router"
import type { z } from "zod"

import {
  createStaffDownloadCategory,
  deleteStaffDownloadCategory,
  type DownloadCategoryBodySchema,
  updateStaffDownloadCategory,
} from "#contract/staff-downloads"

import { getInstance } from "../../../lib/i18n/i18n.server"
import { staffSessionContext } from "../../../lib/session/staff-session.server"
import { staffApi } from "../../../lib/transport/staff-api.server"
import { refusedContent } from "./content-failure.server"
import { CATEGORY_TEXTS, DownloadCategoryFormSchema } from "./download-category-form"
import { localizedBody } from "./localized-form"

// What a download category's form does (CONTENT-3, CONTENT-9): save it (new, or renamed), or remove it;
// a category that still holds files is kept (the API's 409), and the page says why.

export interface CategoryActionData {
  result?: SubmissionResult<string[]>
  /** why the category was not removed (it still holds files) */
  deleteError?: string
}

export async function saveCategory(
  context: Readonly<RouterContextProvider>,
  url: URL,
  id: number | null,
  formData: FormData,
) {
  const submission = parseWithZod(formData, { schema: DownloadCategoryFormSchema })
  if (submission.status !== "success")
    return data({ result: submission.reply() } satisfies CategoryActionData, { status: 422 })
  const body = {
    ...(localizedBody(CATEGORY_TEXTS, submission.value) as unknown as z.input<
      typeof DownloadCategoryBodySchema
    >),
    position: Number(submission.value.position ?? 0),
  }
  const api = staffApi(context, url)
  const answer = id
    ? await api.send(updateStaffDownloadCategory, { params: { id }, body })
    : await api.send(createStaffDownloadCategory, { body })
  if (!answer.ok) return refusedContent(submission, answer)
  context.get(staffSessionContext).flash("done", "staff-content:categories.saved")
  throw redirect(`/staff/content/downloads/${answer.data.data.id}`, 303)
}

export async function removeCategory(context: Readonly<RouterContextProvider>, url: URL, id: number) {
  const answer = await staffApi(context, url).send(deleteStaffDownloadCategory, { params: { id } })
  if (!answer.ok && answer.kind === "error" && answer.status === 409) {
    const { t } = getInstance(context)
    return data({ deleteError: t("staff-content:categories.notEmpty") } satisfies CategoryActionData, {
      status: 409,
    })
  }
  if (!answer.ok && answer.kind === "not_found") throw new Response("Not found", { status: 404 })
  if (!answer.ok) throw new Response("Service unavailable", { status: 503 })
  context.get(staffSessionContext).flash("done", "staff-content:categories.removed")
  throw redirect("/staff/content/downloads", 303)
}
