import { z } from "zod"

import { CONTENT_SUMMARY_MAX, CONTENT_TITLE_MAX } from "#contract/staff-content"

import { type LocalizedFieldSpec, localizedFormFields } from "./localized-form"

// A download category's form (CONTENT-3, CONTENT-9): its name and description per language and its place
// in the list.

export const CATEGORY_TEXTS: readonly LocalizedFieldSpec[] = [
  { name: "name", max: CONTENT_TITLE_MAX, required: true },
  { name: "description", max: CONTENT_SUMMARY_MAX, required: false, multiline: true },
]

export const DownloadCategoryFormSchema = z.object({
  ...localizedFormFields(CATEGORY_TEXTS),
  position: z
    .string()
    .regex(/^\d{1,4}$/, "validation.invalid")
    .optional(),
})
