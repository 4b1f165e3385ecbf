import crypto from "node:crypto"

import { expect, test } from "vitest"

import { ErrorBodySchema, ValidationErrorBodySchema } from "#contract/api-errors"

import type { Logger } from "../../api/lib/log"
import { setupTestApi } from "../support/api"
import {
  casesFor,
  type FuzzCase,
  type FuzzOperation,
  type OpenApiDocument,
  operationsOf,
  seededRandom,
} from "../support/api-fuzz"
import { serveApiOverHttp } from "../support/http-api"
import { STAFF, staffLogin } from "../support/staff"

// API-2: nothing a stranger sends gets a 5xx. Every operation of the OpenAPI document the API serves
// is sent malformed requests (tests/support/api-fuzz.ts: broken path and query parameters, odd headers,
// every body field of the wrong kind or holding control characters and lone surrogates, bytes that are
// not UTF-8, bodies that are no JSON, 10,000 levels deep, just under and over the 1 MiB limit, wrong
// content types), as a visitor and as a partner with every role, over real HTTP through the guards
// server.ts puts in front of /api (tests/support/http-api.ts: the path check, the Origin check, the body
// limit). Every answer must be under 500, and every 4xx one of the two documented error bodies.

const SEED = 18
/** cases per operation and identity, besides the raw bodies every operation with a body gets */
const CASES_PER_OPERATION = 36
/** requests in flight: a partner's program may send a few at once; more only slows PGlite down */
const CONCURRENCY = 4

// why a request failed, by its request id: the API's own log line for a 500
const failures = new Map<string, string>()
const api = setupTestApi({ log: recordingLog(failures) })
const server = serveApiOverHttp(api)

interface Answer {
  fuzzCase: FuzzCase
  operation: string
  status: number
  problem?: string
}

test(
  "no malformed request to any operation of the OpenAPI document answers 5xx",
  // a few minutes on an idle 2-core machine; twice that when the machine is shared
  { timeout: 480_000 },
  async () => {
    const started = performance.now()
    const document = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as OpenApiDocument
    const partner = await api.createPartner([1, 2, 3, 4, 5, 6, 7, 8])
    const identities = [
      { name: "visitor", headers: {} },
      { name: "partner", headers: partner.auth as Record<string, string> },
    ]
    const random = seededRandom(SEED)
    const operations = operationsOf(document)
    const casesOf = (operation: FuzzOperation, identity: (typeof identities)[number]) =>
      casesFor(operation, identity, document, random, CASES_PER_OPERATION).map((fuzzCase) => ({
        operation: `${operation.method} ${operation.path}`,
        fuzzCase,
      }))
    // the partner's logout ends the token every other partner case uses: it goes last, on its own
    const endsToken = (operation: FuzzOperation) => operation.path === "/auth/logout"
    const first = operations.flatMap((operation) =>
      identities
        .filter((identity) => !(identity.name === "partner" && endsToken(operation)))
        .flatMap((identity) => casesOf(operation, identity)),
    )
    const last = operations.filter(endsToken).flatMap((operation) => casesOf(operation, identities[1]!))

    const answers = [...(await sendAll(first)), ...(await sendAll(last))]

    const tally = new Map<number, number>()
    for (const { status } of answers) tally.set(status, (tally.get(status) ?? 0) + 1)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `API fuzz (seed ${SEED}): ${answers.length} requests to ${operations.length} operations in ${seconds} s; ` +
        `by status: ${[...tally]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`)
          .join(", ")}`,
    )

    const describe = ({ operation, fuzzCase, status, problem }: Answer) =>
      `${operation} [${fuzzCase.label}] → ${status}${problem ? `: ${problem}` : ""}`
    expect(answers.filter((answer) => answer.status >= 500 || answer.status < 100).map(describe)).toEqual([])
    expect(answers.filter((answer) => answer.problem).map(describe)).toEqual([])
    // the partner's cases got past the 401 of every operation that needs a partner: the fuzz reached the
    // operations' own validation, not only the door
    const reached = new Set(
      answers
        .filter((answer) => answer.fuzzCase.label.startsWith("partner:") && answer.status !== 401)
        .map((answer) => answer.operation),
    )
    // staff operations refuse a partner's token at the door by design (tests/api/staff-auth.test.ts):
    // here they are fuzzed as a visitor and as a partner for the 5xx check only
    expect(
      operations
        .filter((operation) => operation.needsCredentials && !operation.path.startsWith("/staff/"))
        .map((operation) => `${operation.method} ${operation.path}`)
        .filter((operation) => !reached.has(operation)),
    ).toEqual([])
  },
)

test(
  "no malformed request to a staff operation answers 5xx, as an admin with a fresh second factor",
  { timeout: 480_000 },
  async () => {
    const document = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as OpenApiDocument
    const admin = { name: "admin", headers: (await staffLogin(api, STAFF.admin)).auth }
    const random = seededRandom(SEED + 1)
    const staffOperations = operationsOf(document).filter((operation) => operation.path.startsWith("/staff/"))
    // what ends or weakens the admin's own session goes last, so that the other cases keep their token
    const endsSession = (operation: FuzzOperation) =>
      operation.path === "/staff/auth/logout" || operation.path.startsWith("/staff/members/{id}")
    const casesOf = (operations: FuzzOperation[]) =>
      operations.flatMap((operation) =>
        casesFor(operation, admin, document, random, CASES_PER_OPERATION).map((fuzzCase) => ({
          operation: `${operation.method} ${operation.path}`,
          fuzzCase,
        })),
      )
    const answers = [
      ...(await sendAll(casesOf(staffOperations.filter((operation) => !endsSession(operation))))),
      ...(await sendAll(casesOf(staffOperations.filter(endsSession)))),
    ]
    const describe = ({ operation, fuzzCase, status, problem }: Answer) =>
      `${operation} [${fuzzCase.label}] → ${status}${problem ? `: ${problem}` : ""}`
    expect(answers.filter((answer) => answer.status >= 500 || answer.status < 100).map(describe)).toEqual([])
    expect(answers.filter((answer) => answer.problem).map(describe)).toEqual([])
    // the admin's cases got past the door of every staff operation (not all 401 or 403)
    const reached = new Set(
      answers.filter((answer) => ![401, 403].includes(answer.status)).map((answer) => answer.operation),
    )
    expect(
      staffOperations
        .map((operation) => `${operation.method} ${operation.path}`)
        .filter((operation) => !reached.has(operation)),
    ).toEqual([])
  },
)

/** Sends the cases, a few at a time, each over its own request; the answers in the cases' order. */
async function sendAll(cases: { operation: string; fuzzCase: FuzzCase }[]): Promise<Answer[]> {
  const answers: Answer[] = new Array(cases.length)
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const index = next++
      const { operation, fuzzCase } = cases[index]!
      answers[index] = { operation, fuzzCase, ...(await send(fuzzCase)) }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return answers
}

async function send(fuzzCase: FuzzCase): Promise<{ status: number; problem?: string }> {
  const requestId = crypto.randomUUID()
  const url = `${server.baseUrl}${fuzzCase.path}${fuzzCase.query ? `?${fuzzCase.query}` : ""}`
  let response: Response
  try {
    response = await fetch(url, {
      method: fuzzCase.method,
      headers: { ...fuzzCase.headers, "x-request-id": requestId },
      body: fuzzCase.body,
      redirect: "manual",
    })
  } catch (error) {
    // no answer at all is as bad as a 500 for the caller
    const cause =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : error
    return { status: 0, problem: `no answer: ${String(cause)}` }
  }
  const text = await response.text()
  if (response.status >= 500)
    return { status: response.status, problem: failures.get(requestId) ?? text.slice(0, 200) }
  if (response.status < 400) return { status: response.status }
  return { status: response.status, problem: errorShapeProblem(response, text) }
}

/** What is wrong with a 4xx answer's body, measured against the two documented error bodies. */
function errorShapeProblem(response: Response, text: string): string | undefined {
  if (!response.headers.get("content-type")?.includes("json"))
    return `not JSON (${response.headers.get("content-type")}): ${text.slice(0, 100)}`
  const schema = response.status === 422 ? ValidationErrorBodySchema : ErrorBodySchema
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return `unreadable JSON: ${text.slice(0, 100)}`
  }
  const result = schema.safeParse(body)
  return result.success ? undefined : `off the error shape: ${text.slice(0, 200)}`
}

/** A log that keeps each error line's message by request id, and says nothing. */
function recordingLog(into: Map<string, string>, base: Record<string, unknown> = {}): Logger {
  const quiet = () => {}
  return {
    debug: quiet,
    info: quiet,
    warn: quiet,
    error(message, fields = {}) {
      const all = { ...base, ...fields }
      const detail = [all.err instanceof Error ? all.err.message : all.err, all.error, all.cause]
        .filter(Boolean)
        .map(String)
        .join(" / ")
      into.set(String(all.requestId), `${message}: ${detail.split("\n").slice(0, 4).join(" ")}`)
    },
    child: (fields) => recordingLog(into, { ...base, ...fields }),
  }
}
