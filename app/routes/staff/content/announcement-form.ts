import { z } from "zod"

import { ANNOUNCEMENT_AUDIENCES } from "#contract/announcements"
import { selectOf } from "#contract/fields"
import { CONTENT_BODY_MAX, CONTENT_SUMMARY_MAX, CONTENT_TITLE_MAX } from "#contract/staff-content"

import { type LocalizedFieldSpec, localizedFormFields } from "./localized-form"

// The announcement form's fields (CONTENT-2, CONTENT-6): texts per language, who it is for, and when.

export const ANNOUNCEMENT_TEXTS: readonly LocalizedFieldSpec[] = [
  { name: "title", max: CONTENT_TITLE_MAX, required: true },
  { name: "preview", max: CONTENT_SUMMARY_MAX, required: true, multiline: true },
  { name: "body", max: CONTENT_BODY_MAX, required: true, multiline: true },
]

export const AnnouncementFormSchema = z.object({
  ...localizedFormFields(ANNOUNCEMENT_TEXTS),
  audience: selectOf(ANNOUNCEMENT_AUDIENCES),
  published_at: z
    .string({ error: "validation.required" })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "validation.invalid"),
})
