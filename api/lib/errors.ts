import type { Context } from "hono"
import { HTTPException } from "hono/http-exception"
import type { ContentfulStatusCode } from "hono/utils/http-status"
import type { z } from "zod"

import { type ErrorBodySchema, type ValidationErrorBodySchema } from "#contract/api-errors"

import type { ApiEnv } from "./context"
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./database-outage"
import { securityEvent } from "./security-events"
import { translateMessage } from "./texts"

export { ErrorBodySchema, ValidationErrorBodySchema } from "#contract/api-errors"

/**
 * 422 with per-field messages: {message, errors: {field: [..]}} (contract). LANG-9: the message, like the
 * fields' messages, is a text key answered in the caller's language, so that one answer never mixes two.
 */
export class ValidationError extends Error {
  constructor(
    readonly errors: Record<string, string[]>,
    message = "errors.invalidData",
  ) {
    super(message)
  }

  static fromZod(error: z.ZodError, prefix = ""): ValidationError {
    const errors: Record<string, string[]> = {}
    for (const issue of error.issues) {
      // JSON:API bodies ({data: {attributes: {…}}}) name their fields plainly, as forms know them
      const path = issue.path.map(String)
      const plain = path[0] === "data" && path[1] === "attributes" ? path.slice(2) : path
      const field = [prefix, ...plain].filter(Boolean).join(".") || "_"
      ;(errors[field] ??= []).push(issue.message)
    }
    return new ValidationError(errors)
  }
}

/** An answer with a JSON body {error} and a status, e.g. 404 not_found, 403 forbidden. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? code)
  }
}

export const notFound = (what = "not_found") => new ApiError(404, what, "errors.notFound")

/** 401: no partner's token where one is needed, or a token that is not valid. */
export const unauthenticated = () => new ApiError(401, "unauthenticated", "errors.unauthenticated")

// One error handler for the whole API: handlers never format errors themselves, and a stack trace
// never leaves the server.
export function handleError(error: Error, c: Context<ApiEnv>) {
  if (error instanceof ValidationError) {
    // messages that are text keys ("validation.required") answer in the caller's language
    const locale = c.get("locale") ?? "en"
    const errors = Object.fromEntries(
      Object.entries(error.errors).map(([field, messages]) => [
        field,
        messages.map((message) => translateMessage(locale, message)),
      ]),
    )
    return c.json(validationBody(translateMessage(locale, error.message), errors), 422)
  }

  if (error instanceof ApiError) {
    // a refused token, key or role (ASVS 5.0 16.3.2): who, where, why; the terms gate is a step, not a refusal
    if ((error.status === 401 || error.status === 403) && error.code !== "gtc_not_accepted")
      securityEvent(c.get("log"), "access.refused", {
        status: error.status,
        reason: error.code,
        path: c.req.path,
        clientId: c.get("viewer")?.clientId,
        address: c.req.header("x-forwarded-for")?.split(",")[0]?.trim(),
      })
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
    return c.json(
      errorBody(error.code, translateMessage(c.get("locale") ?? "en", error.message)),
      error.status,
    )
  }
  if (error instanceof HTTPException) {
    // Hono's own (for example a malformed JSON body) – keep its status, not its text
    const status = error.status
    if (status === 400) {
      const malformed = translateMessage(c.get("locale") ?? "en", "validation.malformed")
      return c.json(validationBody(malformed, { _: [malformed] }), 422)
    }
    return c.json(errorBody("http_error", error.message || "Error"), status)
  }
  // the database down or restarting: the caller can try again and it will work (ASVS 5.0 16.5.2), so a
  // 503 that says when, one warning line, no stack (it is not the code's fault)
  if (isDatabaseUnavailable(error)) {
    c.get("log")?.warn("database unavailable", { error: describeCause(error) })
    c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS))
    return c.json(
      errorBody("service_unavailable", translateMessage(c.get("locale") ?? "en", "service.unavailable")),
      503,
    )
  }
  // Drizzle wraps the database's own error (its code and message) as the cause: without it a failed
  // query's line says only which query
  const cause = error.cause instanceof Error ? error.cause : undefined
  c.get("log")?.error("unhandled API error", {
    err: error,
    ...(cause && { cause: `${(cause as { code?: string }).code ?? ""} ${cause.message}`.trim() }),
  })
  return c.json(errorBody("server_error", translateMessage(c.get("locale") ?? "en", "errors.server")), 500)
}

/** The innermost cause's code and message: what the driver said, not which query Drizzle was running. */
function describeCause(error: Error): string {
  let inner: unknown = error
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause
  const last = inner as Error & { code?: string }
  return `${last.code ?? ""} ${last.message}`.trim()
}

/** An error answer's body, as documented (ErrorBodySchema). */
export const errorBody = (error: string, message: string): z.input<typeof ErrorBodySchema> => ({
  error,
  message,
})

const validationBody = (
  message: string,
  errors: Record<string, string[]>,
): z.input<typeof ValidationErrorBodySchema> => ({ message, errors })
