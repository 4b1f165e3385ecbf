import type { Submission, SubmissionResult } from "@conform-to/react"

import { replyWithApiFailure } from "../../lib/forms/read-form.server"
import type { ApiFailure } from "../../lib/transport/api.server"

/**
 * The reply to a staff form the API refused, as the shop's forms reply (replyWithApiFailure), but for a
 * throttle (429): its message, with the wait in it, sits beside the field that was being tried (the
 * password, the code), where the person is looking, as well as in the error summary.
 */
export function replyToStaffFailure(
  submission: Submission<unknown>,
  failure: ApiFailure,
  field: string,
  options: { hideFields?: string[] } = {},
): SubmissionResult<string[]> {
  if (failure.kind === "rate_limited") {
    const message = failure.message ?? "staff:errors.throttled"
    return submission.reply({ fieldErrors: { [field]: [message] }, hideFields: options.hideFields })
  }
  return replyWithApiFailure(submission, failure, options)
}
