import { z } from "zod"

import { endpoint } from "./endpoint"

// MODE-7: the shop's own pages tell the server when their scripts failed to start or hydrate, so that
// operators learn what fails in the browsers of the field. The browser is read from the request's
// User-Agent, not from the body.

/** What the page knows of the error; every text capped, so a report is at most a few kilobytes. */
export const ClientErrorReportSchema = z.object({
  /** the page's path and query, as the address bar shows it */
  page: z.string().trim().min(1).max(2000).startsWith("/"),
  /** when it happened: while the scripts started, while the page hydrated, or later */
  phase: z.enum(["start", "hydration", "later"]),
  message: z.string().trim().min(1).max(1000),
  stack: z.string().max(8000).optional(),
})
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>

/** A page reports one error at most; one address this many an hour, the whole shop this many. */
export const CLIENT_ERRORS_PER_ADDRESS_PER_HOUR = 20
export const CLIENT_ERRORS_PER_HOUR = 600

export const reportClientError = endpoint({
  method: "post",
  path: "/client-errors",
  operationId: "sendClientError",
  auth: "none",
  summary: "Report a script error of a shop page",
  tags: ["Content"],
  description:
    "Sent by the shop's own pages when their scripts fail to start or hydrate; the page then stays as the " +
    "server sent it. The report is written to the server's log with the caller's User-Agent. " +
    `At most ${CLIENT_ERRORS_PER_ADDRESS_PER_HOUR} reports an hour from one address and ` +
    `${CLIENT_ERRORS_PER_HOUR} for the whole shop; beyond that 429 and the report is dropped.`,
  body: ClientErrorReportSchema,
  responses: {
    204: { description: "Logged" },
    429: { description: "Too many reports this hour" },
  },
})
