import type { Submission } from "@conform-to/react"
import { data } from "react-router"

import { replyWithApiFailure } from "../../../lib/forms/read-form.server"
import type { ApiFailure } from "../../../lib/transport/api.server"
import { flatFieldErrors } from "./localized-form"

/**
 * A content form's save the API refused: its field errors (title.en) beside the form's flat fields
 * (title_en) with a 422, anything else as the form's message with a 400; what was typed comes back.
 */
export function refusedContent(submission: Submission<unknown>, answer: ApiFailure) {
  const failure =
    answer.kind === "validation" ? { ...answer, fieldErrors: flatFieldErrors(answer.fieldErrors) } : answer
  const result = replyWithApiFailure(submission, failure, { fallback: "staff-content:failed" })
  return data({ result }, { status: answer.kind === "validation" ? 422 : 400 })
}
