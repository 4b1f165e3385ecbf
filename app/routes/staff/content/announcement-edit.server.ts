import type { SubmissionResult } from "@conform-to/react"
import { parseWithZod } from "@conform-to/zod/v4"
import { data, redirect, type RouterContextProvider } from "react-router"
import type { z } from "zod"

import {
  AnnouncementBodySchema,
  createStaffAnnouncement,
  deleteStaffAnnouncement,
  updateStaffAnnouncement,
} from "#contract/staff-content"

import { replyWithApiFailure } from "../../../lib/forms/read-form.server"
import { staffSessionContext } from "../../../lib/session/staff-session.server"
import { staffApi } from "../../../lib/transport/staff-api.server"
import { ANNOUNCEMENT_TEXTS, AnnouncementFormSchema } from "./announcement-form"
import { flatFieldErrors, localizedBody } from "./localized-form"

// What the announcement form does (CONTENT-2, CONTENT-6): save it (new, or changed), or remove it.

export const announcementPath = (id: string) => `/staff/content/announcements/item/${id}`

export interface AnnouncementActionData {
  result: SubmissionResult<string[]>
}

export async function saveAnnouncement(
  context: Readonly<RouterContextProvider>,
  url: URL,
  id: string | null,
  formData: FormData,
) {
  const submission = parseWithZod(formData, { schema: AnnouncementFormSchema })
  if (submission.status !== "success")
    return data({ result: submission.reply() } satisfies AnnouncementActionData, { status: 422 })
  const values = submission.value as Record<string, unknown>
  const body = {
    ...(localizedBody(ANNOUNCEMENT_TEXTS, values) as unknown as z.input<typeof AnnouncementBodySchema>),
    audience: values.audience as "all",
    published_at: values.published_at as string,
  }
  const api = staffApi(context, url)
  const answer = id
    ? await api.send(updateStaffAnnouncement, { params: { id: Number(id) }, body })
    : await api.send(createStaffAnnouncement, { body })
  if (!answer.ok) {
    const failure =
      answer.kind === "validation" ? { ...answer, fieldErrors: flatFieldErrors(answer.fieldErrors) } : answer
    return data({ result: replyWithApiFailure(submission, failure) } satisfies AnnouncementActionData, {
      status: answer.kind === "validation" ? 422 : 400,
    })
  }
  context.get(staffSessionContext).flash("done", "staff-content:announcements.saved")
  throw redirect(announcementPath(answer.data.data.id), 303)
}

export async function removeAnnouncement(context: Readonly<RouterContextProvider>, url: URL, id: string) {
  await staffApi(context, url).send(deleteStaffAnnouncement, { params: { id: Number(id) } })
  context.get(staffSessionContext).flash("done", "staff-content:announcements.deleted")
  throw redirect("/staff/content/announcements", 303)
}
