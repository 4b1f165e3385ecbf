import type { Submission, SubmissionResult } from "@conform-to/react"

import { requireValidCsrf } from "../session/csrf.server"
import type { ApiFailure } from "../transport/api.server"

/** The bodies a form posts: anything else is not a form (415). */
export const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i

/**
 * The posted form, its CSRF token checked first (a failed check is a 403; `originProof` for the forms of
 * shared pages, which have none: csrf.server.ts). A body of another type (JSON,
 * text) is refused as such, 415; a form body that cannot be read (a cut-off multipart body) is the
 * sender's mistake, 400. Never a 500 with a stack trace in the log (API-2 holds for the shop's forms too).
 */
export async function readForm(request: Request, options: { originProof?: boolean } = {}): Promise<FormData> {
  if (!FORM_TYPES.test(request.headers.get("content-type") ?? ""))
    throw new Response("A form was expected.", { status: 415 })
  let formData: FormData
  try {
    formData = await request.formData()
  } catch {
    throw new Response("The form could not be read.", { status: 400 })
  }
  await requireValidCsrf(request, formData, options)
  return formData
}

/**
 * The reply to a submission the API refused: its 422 field errors beside the fields (API attribute
 * names are the form's field names), anything else as a form-level message. What the person typed comes
 * back; secrets in `hideFields` do not.
 */
export function replyWithApiFailure(
  submission: Submission<unknown>,
  failure: ApiFailure,
  options: { hideFields?: string[]; fallback?: string } = {},
): SubmissionResult<string[]> {
  const fallback = options.fallback ?? "error.tryLater"
  if (failure.kind === "validation") {
    const { _: general, ...fieldErrors } = failure.fieldErrors
    const formErrors = general ?? (Object.keys(fieldErrors).length ? undefined : [failure.message])
    return submission.reply({ fieldErrors, formErrors, hideFields: options.hideFields })
  }
  if (failure.kind === "rate_limited")
    return submission.reply({ formErrors: [failure.message ?? fallback], hideFields: options.hideFields })
  if ((failure.kind === "error" || failure.kind === "forbidden") && failure.message)
    return submission.reply({ formErrors: [failure.message], hideFields: options.hideFields })
  return submission.reply({ formErrors: [fallback], hideFields: options.hideFields })
}
