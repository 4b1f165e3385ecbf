import "#contract/examples/index"

import { z } from "zod"

import { API_TAGS } from "#contract/api-tags"
import { API_MEDIA_TYPE, type Endpoint, type EndpointAuth } from "#contract/endpoint"
import { endpointExamples } from "#contract/endpoint-examples"
import { LOCALES } from "#contract/locales"

import { bodyIsOptional, registeredEndpoints } from "./define-route"
import { ErrorBodySchema, ValidationErrorBodySchema } from "./errors"
import { GTC_EXEMPT } from "./terms-gate"

// The OpenAPI document of the partners API (GET /api/openapi.json, api/openapi-cli.ts), generated from
// the same descriptors that register the routes, so it cannot drift from them. Checked by `npm run
// lint:openapi` (redocly, redocly.yaml) and tests/unit/contract.test.ts.

type JsonObject = Record<string, unknown>

/** The document's components: the schemas and answers operations point to, only those some operation uses. */
class Components {
  readonly schemas: Record<string, JsonObject> = {}
  readonly responses: Record<string, JsonObject> = {}

  /** A named schema, stated once; the same name for another schema is a mistake worth stopping for. */
  schema(name: string, schema: JsonObject) {
    const known = this.schemas[name]
    if (known && JSON.stringify(known) !== JSON.stringify(schema))
      throw new Error(`OpenAPI: two different schemas are named ${name}`)
    this.schemas[name] = schema
    return { $ref: `#/components/schemas/${name}` }
  }

  response(name: string, response: () => JsonObject) {
    this.responses[name] ??= response()
    return { $ref: `#/components/responses/${name}` }
  }
}

// ---- zod to JSON Schema ----

// A record keyed by an enum is an object with those keys (every key for z.record, any for z.partialRecord):
// said so, with properties, instead of propertyNames beside a `required` list that names no property.
function recordWithKnownKeys({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonObject }) {
  const def = (zodSchema as { _zod: { def: { type: string; keyType?: { _zod: { def: JsonObject } } } } })._zod
    .def
  const keyDef = def.keyType?._zod.def
  if (def.type !== "record" || keyDef?.type !== "enum") return
  const keys = Object.values(keyDef.entries as Record<string, string>)
  const value = jsonSchema.additionalProperties
  delete jsonSchema.propertyNames
  jsonSchema.properties = Object.fromEntries(keys.map((key) => [key, value]))
  jsonSchema.additionalProperties = false
}

// zod names a recursive (or .meta({id})) schema in $defs and points to it with #/$defs/…, which in an
// OpenAPI document would resolve against the document's root: each is moved to components/schemas.
function hoistDefinitions(json: JsonObject, components: Components): JsonObject {
  const { $defs, $schema: _dialect, ...schema } = json as JsonObject & { $defs?: Record<string, JsonObject> }
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite)
    if (!value || typeof value !== "object") return value
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === "$ref" && typeof inner === "string"
          ? inner.replace(/^#\/\$defs\//, "#/components/schemas/")
          : rewrite(inner),
      ]),
    )
  }
  for (const [name, definition] of Object.entries($defs ?? {})) {
    if (name.startsWith("__schema"))
      throw new Error(`OpenAPI: a recursive schema needs a name: .meta({ id: "…" }) (found ${name})`)
    components.schema(name, rewrite(definition) as JsonObject)
  }
  return rewrite(schema) as JsonObject
}

function jsonSchema(schema: z.ZodType, components: Components): JsonObject {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", override: recordWithKnownKeys })
  return hoistDefinitions(json, components)
}

function parameters(
  schema: z.ZodType | undefined,
  where: "query" | "path" | "header",
  components: Components,
) {
  if (!schema) return []
  const json = jsonSchema(schema, components) as { properties?: Record<string, object>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema: property,
  }))
}

// ---- who may call ----

const SECURITY: Record<EndpointAuth, object[]> = {
  partner: [{ bearer: [] }],
  // an integration's API key, or the same partner's token (decision 023)
  integration: [{ apiKey: [] }, { bearer: [] }],
  // {} is "no credentials": anyone may call, a partner's token adds to the answer
  optional: [{}, { bearer: [] }],
  none: [],
  // a staff session's token, never a partner's (contract/staff.ts)
  staff: [{ staffBearer: [] }],
}

const securitySchemes = {
  bearer: {
    type: "http",
    scheme: "bearer",
    description:
      "A partner's access token: access_token of POST /auth/login (or of POST /auth/refresh), valid for " +
      "expires_in seconds.",
  },
  apiKey: {
    type: "apiKey",
    in: "header",
    name: "X-Api-Key",
    description:
      "A partner's API key for an integration (roles 6 and 7): made and revoked in the account area " +
      "(my-account/my-api-keys) or with POST /api-keys, shown once. Accepted by the /integration " +
      "operations only; rate limited per key (429 with Retry-After).",
  },
  staffBearer: {
    type: "http",
    scheme: "bearer",
    description:
      "A staff session's token (bcs_…): access_token of POST /staff/auth/second-factor, after the password " +
      "(POST /staff/auth/login). Accepted by the /staff operations only; a partner's token is refused there.",
  },
}

// ---- error answers ----

const errorContent = (name: "Error" | "ValidationError", components: Components) => ({
  content: {
    [API_MEDIA_TYPE]: {
      schema: components.schema(
        name,
        jsonSchema(name === "Error" ? ErrorBodySchema : ValidationErrorBodySchema, components),
      ),
    },
  },
})

const retryAfter = {
  "Retry-After": {
    description: "Seconds to wait before trying again",
    schema: { type: "integer", minimum: 1 },
  },
}

/** The errors every operation may answer (contract/api-errors.ts), each a shared answer. */
const ERROR_ANSWERS: Record<number, { name: string; description: string }> = {
  401: {
    name: "Unauthenticated",
    description:
      'No partner\'s token (under /staff: no staff session\'s token) where one is needed, or a token that is not valid (malformed, expired, revoked, idle too long): {"error":"unauthenticated"}',
  },
  403: {
    name: "Forbidden",
    description:
      '{"error":"gtc_not_accepted"} until the partner has accepted the terms (POST /accept-gtc); ' +
      '{"error":"forbidden"} when the partner lacks the role the call needs',
  },
  404: { name: "NotFound", description: "Not found, or not the partner's own" },
  406: {
    name: "NotAcceptable",
    description: `The Accept header names no media type this API answers (${API_MEDIA_TYPE} or application/json)`,
  },
  422: { name: "ValidationFailed", description: "The request is not valid: messages per field" },
  429: { name: "TooManyRequests", description: "Too many attempts: Retry-After says when to try again" },
  503: {
    name: "ServiceUnavailable",
    description:
      'The database cannot be reached for a moment: {"error":"service_unavailable"}; Retry-After says when to try again',
  },
}

function errorAnswer(status: number, description: string, components: Components): JsonObject {
  return {
    description,
    ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
    ...errorContent(status === 422 ? "ValidationError" : "Error", components),
  }
}

/** The error statuses an endpoint may answer, derived from what it declares. */
function errorStatuses(endpoint: Endpoint): number[] {
  // every operation reads the database: while it cannot be reached, a 503 with Retry-After
  const statuses = new Set([406, 503])
  if (endpoint.auth !== "none") {
    // a bad token is a 401 wherever one may be sent; the terms gate applies to every partner call
    statuses.add(401)
    // staff have no terms gate: their 403 is a role, which each staff descriptor names itself
    if (endpoint.auth !== "staff" && !GTC_EXEMPT.has(endpoint.path)) statuses.add(403)
  }
  // a malformed path parameter is a 422, an unknown one a 404
  if (endpoint.params) statuses.add(404).add(422)
  if (endpoint.query || endpoint.body || endpoint.upload) statuses.add(422)
  return [...statuses]
}

// What a derived error adds to the same status declared by a descriptor, which names its own case
// ("No basket role"): the terms gate, and for an optional token, a bad one.
const ALSO: Record<number, (endpoint: Endpoint) => string | undefined> = {
  401: (endpoint) => (endpoint.auth === "optional" ? "or a token that is not valid" : undefined),
  403: () => '{"error":"gtc_not_accepted"} until the partner has accepted the terms',
  503: () => '{"error":"service_unavailable"} while the database cannot be reached (Retry-After)',
}

function errorResponses(endpoint: Endpoint, components: Components): Record<string, unknown> {
  const responses: Record<string, unknown> = {}
  const derived = errorStatuses(endpoint)
  for (const [status, response] of Object.entries(endpoint.responses)) {
    if (Number(status) < 400) continue
    const also = derived.includes(Number(status)) ? ALSO[Number(status)]?.(endpoint) : undefined
    const description = also ? `${response.description}; ${also}` : response.description
    responses[status] = errorAnswer(Number(status), description, components)
  }
  for (const status of derived) {
    const shared = ERROR_ANSWERS[status]!
    responses[status] ??= components.response(shared.name, () =>
      errorAnswer(status, shared.description, components),
    )
  }
  responses.default = components.response("UnexpectedError", () =>
    errorAnswer(500, 'An unexpected error: {"error":"server_error"}, never a stack trace', components),
  )
  return responses
}

// ---- the document ----

function buildOperation(endpoint: Endpoint, components: Components) {
  const responses: Record<string, unknown> = {}
  for (const [status, response] of Object.entries(endpoint.responses)) {
    if (Number(status) >= 400) continue
    responses[status] = {
      description: response.description,
      ...(response.schema
        ? { content: { [API_MEDIA_TYPE]: { schema: jsonSchema(response.schema, components) } } }
        : {}),
    }
  }
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    description: endpoint.description,
    tags: endpoint.tags,
    security: SECURITY[endpoint.auth],
    parameters: [
      ...parameters(endpoint.params, "path", components),
      ...parameters(endpoint.query, "query", components),
      ...parameters(endpoint.headers, "header", components),
      {
        name: "Accept-Language",
        in: "header",
        required: false,
        schema: { type: "string", enum: [...LOCALES] },
      },
    ],
    ...(endpoint.body
      ? {
          requestBody: {
            required: !bodyIsOptional(endpoint.body),
            content: { "application/json": { schema: jsonSchema(endpoint.body, components) } },
          },
        }
      : endpoint.upload
        ? {
            requestBody: {
              required: true,
              content: Object.fromEntries(
                endpoint.upload.mediaTypes.map((type) => [
                  type,
                  { schema: { type: "string", format: "binary" } },
                ]),
              ),
            },
          }
        : {}),
    responses: { ...responses, ...errorResponses(endpoint, components) },
  }
}

// the calls a partner may make before accepting the terms, as the gate in access.ts lets them
const termsExempt = () =>
  registeredEndpoints
    .filter((endpoint) => GTC_EXEMPT.has(endpoint.path))
    .map((endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`)
    .join(", ")

const info = () => ({
  title: "Partners API",
  version: "1.0.0",
  summary: "The catalogue, baskets, offers and orders of Belcater Pro, for its registered partners.",
  description: [
    "The manufacturer's partners API: what the web shop itself is built on.",
    "",
    `**Media type.** Version 1 of the API is the media type \`${API_MEDIA_TYPE}\`: send it in \`Accept\` and the ` +
      "answers name it in `Content-Type`. Plain `application/json` is accepted in `Accept` too (the same " +
      "documents, named `application/json`); any other type answers 406. Send bodies as `application/json`.",
    "",
    "**Documents** are JSON:API shaped: `data` (`type`, `id`, `attributes`, `relationships`), `included`, " +
      "`meta.pagination` and `links`. Texts are in the language of `Accept-Language`.",
    "",
    "**Partners** log in with POST /auth/login and send `Authorization: Bearer <access_token>`. Operations " +
      "that need a partner say so (security `bearer`); those open to anyone but richer for a partner accept " +
      "the token optionally: a caller without one gets the catalogue without price or stock. A token sent " +
      "is always checked: a bad one answers 401, and until the partner accepts the terms every call but a " +
      `few (${termsExempt()}) answers ` +
      '403 `{"error":"gtc_not_accepted"}`.',
    "",
    "**Integrations** of partners with role 6 or 7 read the /integration operations with an API key " +
      "(`X-Api-Key`, security `apiKey`), made and revoked in the account area; each key is rate limited " +
      "(429 with `Retry-After`).",
    "",
    "**Staff** of the provider use the /staff operations with a session of their own: a password " +
      "(POST /staff/auth/login), then a second factor (POST /staff/auth/second-factor: an authenticator " +
      "app's code or a recovery code), and `Authorization: Bearer <bcs_…>` (security `staffBearer`). Each " +
      "staff role (admin, sales, content) may call what its operations say; others answer 403.",
    "",
    '**Errors** are `{"error", "message"}`; a validation failure is 422 `{"message", "errors": {field: [...]}}`.',
  ].join("\n"),
  contact: {
    name: "Belcater Pro partner desk",
    email: "partners@belcater.example",
    // relative to the document, served by the shop: the shop's contact page
    url: "/en/contact",
  },
  license: { name: "Proprietary — for registered partners", url: "/en/terms-of-service" },
})

/** The OpenAPI document, generated from the same zod schemas that validate requests. */
export function buildOpenApiDocument() {
  const components = new Components()
  const paths: Record<string, Record<string, unknown>> = {}
  for (const endpoint of registeredEndpoints)
    (paths[endpoint.path] ??= {})[endpoint.method] = withExamples(
      endpoint,
      buildOperation(endpoint, components),
      components,
    )
  return {
    openapi: "3.1.0",
    info: info(),
    // relative to the document (GET /api/openapi.json): the API of whichever shop serves it
    servers: [{ url: "/api", description: "This shop's partners API" }],
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: { securitySchemes, schemas: components.schemas, responses: components.responses },
  }
}

// ---- examples (contract/examples/) ----

type MediaTypes = Record<string, { example?: unknown }>
type Answer = { content?: MediaTypes } | { $ref: string }

/**
 * Puts an endpoint's examples on its operation: the body's on the request body, each answer's on its
 * status's response. A shared error answer (a $ref) is written out for the operation so that its example
 * can sit on it.
 */
function withExamples(
  endpoint: Endpoint,
  operation: ReturnType<typeof buildOperation>,
  components: Components,
) {
  const given = endpointExamples.get(endpoint)
  if (!given) return operation
  const requestBody = (operation as { requestBody?: { content: MediaTypes } }).requestBody
  if (given.body !== undefined)
    for (const media of Object.values(requestBody?.content ?? {})) media.example = given.body
  const responses = operation.responses as Record<string, Answer>
  for (const [status, example] of Object.entries(given.responses ?? {})) {
    let answer = responses[status]
    if (!answer) continue
    if ("$ref" in answer)
      answer = responses[status] = errorAnswer(
        Number(status),
        ERROR_ANSWERS[Number(status)]!.description,
        components,
      )
    for (const media of Object.values(answer.content ?? {})) media.example = example
  }
  return operation
}
