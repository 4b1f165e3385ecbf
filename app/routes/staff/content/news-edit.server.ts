import type { SubmissionResult } from "@conform-to/react"
import { parseWithZod } from "@conform-to/zod/v4"
import { data, redirect, type RouterContextProvider } from "react-router"
import type { z } from "zod"

import {
  createStaffNews,
  deleteStaffNews,
  NEWS_PICTURE_MAX_BYTES,
  NewsBodySchema,
  setStaffNewsPicture,
  updateStaffNews,
} from "#contract/staff-content"

import { replyWithApiFailure } from "../../../lib/forms/read-form.server"
import { getInstance } from "../../../lib/i18n/i18n.server"
import { staffSessionContext } from "../../../lib/session/staff-session.server"
import { staffApi } from "../../../lib/transport/staff-api.server"
import { flatFieldErrors, localizedBody } from "./localized-form"
import { NEWS_TEXTS, NewsFormSchema } from "./news-form"

// What the news form does (CONTENT-6, CONTENT-7): save the texts (a new item, or changes), replace the
// picture (a multipart form: the file goes to the API as it is, which reads its type from its bytes), or
// remove the item. Refusals come back beside their fields, with everything typed kept.

export const newsPath = (id: string) => `/staff/content/news/item/${id}`

export type NewsActionData =
  { form: "texts"; result: SubmissionResult<string[]> } | { form: "picture"; pictureError: string }

export async function saveNews(
  context: Readonly<RouterContextProvider>,
  url: URL,
  id: string | null,
  formData: FormData,
) {
  const submission = parseWithZod(formData, { schema: NewsFormSchema })
  if (submission.status !== "success")
    return data({ form: "texts", result: submission.reply() } satisfies NewsActionData, { status: 422 })
  const values = submission.value as Record<string, unknown>
  const body = {
    ...(localizedBody(NEWS_TEXTS, values) as unknown as z.input<typeof NewsBodySchema>),
    is_highlighted: values.is_highlighted as boolean,
    published_at: values.published_at as string,
  }
  const api = staffApi(context, url)
  const answer = id
    ? await api.send(updateStaffNews, { params: { id: Number(id) }, body })
    : await api.send(createStaffNews, { body })
  if (!answer.ok) {
    const failure =
      answer.kind === "validation" ? { ...answer, fieldErrors: flatFieldErrors(answer.fieldErrors) } : answer
    return data(
      { form: "texts", result: replyWithApiFailure(submission, failure) } satisfies NewsActionData,
      {
        status: answer.kind === "validation" ? 422 : 400,
      },
    )
  }
  context.get(staffSessionContext).flash("done", "staff-content:news.saved")
  throw redirect(newsPath(answer.data.data.id), 303)
}

export async function replacePicture(
  context: Readonly<RouterContextProvider>,
  url: URL,
  id: string,
  formData: FormData,
) {
  const { t } = getInstance(context)
  const file = formData.get("picture")
  const refuse = (message: string) =>
    data({ form: "picture", pictureError: message } satisfies NewsActionData, { status: 422 })
  if (!file || typeof file === "string" || file.size === 0) return refuse(t("staff-content:picture.required"))
  if (file.size > NEWS_PICTURE_MAX_BYTES) return refuse(t("staff-content:picture.tooLarge"))
  const answer = await staffApi(context, url).send(setStaffNewsPicture, {
    params: { id: Number(id) },
    file: { bytes: new Uint8Array(await file.arrayBuffer()), type: "application/octet-stream" },
  })
  if (!answer.ok)
    return refuse(
      answer.kind === "validation"
        ? (answer.fieldErrors.file?.[0] ?? answer.message ?? t("staff-content:failed"))
        : t("staff-content:failed"),
    )
  context.get(staffSessionContext).flash("done", "staff-content:picture.saved")
  throw redirect(newsPath(id), 303)
}

export async function removeNews(context: Readonly<RouterContextProvider>, url: URL, id: string) {
  await staffApi(context, url).send(deleteStaffNews, { params: { id: Number(id) } })
  context.get(staffSessionContext).flash("done", "staff-content:news.deleted")
  throw redirect("/staff/content/news", 303)
}
