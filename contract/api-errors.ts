import { z } from "zod"

// The two bodies every error answer has (contract "Errors"), as the OpenAPI document states them, the
// API's own tests hold every error answer to (api/lib/define-route.ts, checkAnswer) and the examples'
// 422 answers are typed by (contract/endpoint-examples.ts).

/** Any error but a validation failure: 401, 403, 404, 406, 429, 500, 503… */
export const ErrorBodySchema = z.object({
  error: z
    .string()
    .describe(
      "a stable code to act on: unauthenticated, gtc_not_accepted, forbidden, not_found, not_acceptable, " +
        "too_many_attempts, maintenance, server_error…",
    ),
  message: z.string().describe("for people, in the request's language (Accept-Language) where translated"),
})

/** 422: what was wrong, per field of the request. */
export const ValidationErrorBodySchema = z.object({
  message: z.string().describe("for people, in the request's language"),
  errors: z
    .record(z.string(), z.array(z.string()))
    .describe(
      "messages per field, in the request's language; a nested field is named by its path (items.0.quantity), " +
        "the request as a whole by _",
    ),
})
