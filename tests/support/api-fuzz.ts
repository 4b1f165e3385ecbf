// Malformed requests for every operation of the partners API, derived from its OpenAPI document (what
// GET /api/openapi.json serves): the cases tests/api/fuzz.test.ts sends. Deterministic: every random
// choice comes from one seeded generator, so a failure found once is found again by the same seed.

import { createRandom } from "../../api/db/seed/random"
import { API_BODY_LIMIT } from "../../server/body-limit"
import { MAX_PATH_LENGTH } from "../../server/request-target"

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonSchema = { [key: string]: unknown }

interface Parameter {
  name: string
  in: "path" | "query" | "header" | "cookie"
  required?: boolean
  schema?: JsonSchema
  example?: unknown
}

interface Operation {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema?: JsonSchema; example?: Json }> }
  security?: Record<string, string[]>[]
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, JsonSchema> }
}

/** One operation of the document: "POST /orders". */
export interface FuzzOperation {
  method: string
  path: string
  operation: Operation
  /** whether a call without credentials is refused (a bearer token or an API key is required) */
  needsCredentials: boolean
}

/** One request to send; `path` and `query` are already encoded, as they go on the wire. */
export interface FuzzCase {
  label: string
  method: string
  path: string
  query: string
  headers: Record<string, string>
  body?: string | Uint8Array<ArrayBuffer>
}

const METHODS = ["get", "post", "put", "patch", "delete"]

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation,
        // an empty requirement ({}) among the alternatives means "anyone"
        needsCredentials:
          !!operation.security?.length && operation.security.every((rule) => Object.keys(rule).length > 0),
      })),
  )
}

/** The seed's generator (mulberry32, as the demo catalogue's): the same seed gives the same run. */
export function seededRandom(seed: number) {
  const { next } = createRandom(seed)
  /** `count` of the items, in their order, chosen at random (all of them when there are fewer) */
  const sample = <T>(items: T[], count: number): T[] => {
    if (items.length <= count) return items
    const picked = new Set<number>()
    while (picked.size < count) picked.add(Math.floor(next() * items.length))
    return [...picked].sort((a, b) => a - b).map((index) => items[index]!)
  }
  return { next, sample }
}

// ---- values ----

/** Path segments as sent (already percent-encoded or deliberately broken). */
const PATH_VALUES = [
  "abc",
  "-1",
  "0",
  "1.5",
  "1e3",
  "99999999999999999999999",
  "9".repeat(400),
  "%00",
  "a%00b",
  "%01%1F%7F",
  "%",
  "%zz",
  "%E0%A4%A",
  "%FF",
  "%C0%AF",
  "%ED%A0%80",
  "%2e%2e",
  "..%2f..%2fetc%2fpasswd",
  "%0d%0aX-Injected:%201",
  "%F0%9F%98%80",
  "null",
  "%7B%7D",
  "x".repeat(MAX_PATH_LENGTH + 10),
]

/** Query values as sent: wrong types, broken encodings, control characters, overlong text. */
const QUERY_VALUES = [
  "abc",
  "-1",
  "0",
  "1.5",
  "1e309",
  "NaN",
  "",
  "true",
  "%00",
  "a%00b",
  "%01%1B%7F",
  "%",
  "%zz",
  "%FF",
  "%ED%A0%80",
  "%5B%5D",
  "%7B%22a%22%3A1%7D",
  "x".repeat(4000),
  "9".repeat(400),
]

/** JSON values of every kind, to put where another kind is expected. */
const KINDS: Json[] = [0, -1, 1.5, 1e308, "text", "", {}, [], null, true, false]

/** Strings that are text to JSON but not to a field: control characters, lone surrogates, a flood. */
const BAD_STRINGS = [
  "\u0000",
  "a\u0000b",
  "\u0001\u0008\u000b\u001f",
  "\u001b[31mred",
  "\u007f",
  "\ud800",
  "a\udfffb",
  "\ufeff\u202e",
  "x".repeat(100_000),
]

const kindOf = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value)

/** A value the schema accepts, as far as a simple reading of it goes (enough to get past "required"). */
export function exampleOf(schema: JsonSchema | undefined, document: OpenApiDocument, depth = 0): Json {
  if (!schema || depth > 6) return "1"
  if (typeof schema.$ref === "string") {
    const name = schema.$ref.split("/").pop()!
    return exampleOf(document.components?.schemas?.[name], document, depth + 1)
  }
  if (schema.example !== undefined) return schema.example as Json
  if (schema.default !== undefined) return schema.default as Json
  if (Array.isArray(schema.enum)) return schema.enum[0] as Json
  const alternative = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (alternative?.length) return exampleOf(alternative[0], document, depth + 1)
  switch (schema.type) {
    case "integer":
    case "number":
      return Math.max(1, Number(schema.minimum ?? 1))
    case "boolean":
      return true
    case "array":
      return [exampleOf(schema.items as JsonSchema, document, depth + 1)]
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
      const required = (schema.required ?? []) as string[]
      return Object.fromEntries(required.map((key) => [key, exampleOf(properties[key], document, depth + 1)]))
    }
    default:
      return "1"
  }
}

// ---- JSON bodies ----

type Location = (string | number)[]

/** Every place in a JSON value (objects and arrays, not deeper than `maxDepth`), the root excluded. */
function locationsIn(value: Json, maxDepth = 4, at: Location = []): Location[] {
  if (at.length >= maxDepth || value === null || typeof value !== "object") return []
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value)
  return entries.flatMap(([key, item]) => [[...at, key], ...locationsIn(item, maxDepth, [...at, key])])
}

function valueAt(value: Json, location: Location): Json {
  return location.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key]!, value)
}

/** A copy of `value` with the place at `location` replaced (or removed, for undefined). */
function withValueAt(value: Json, location: Location, replacement: Json | undefined): Json {
  const copy = structuredClone(value)
  const parent = valueAt(copy, location.slice(0, -1)) as Record<string | number, Json>
  const key = location.at(-1)!
  if (replacement === undefined) {
    if (Array.isArray(parent)) parent.splice(key as number, 1)
    else delete parent[key]
  } else parent[key] = replacement
  return copy
}

const deepArray = (levels: number) => "[".repeat(levels) + "]".repeat(levels)
const deepObject = (levels: number) => '{"a":'.repeat(levels) + "1" + "}".repeat(levels)
const utf8 = (text: string) => new TextEncoder().encode(text)
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...utf8(part)] : part)))

/** Mutations of the body, one place at a time: each kind in place of another, bad strings, a missing key. */
function bodyMutations(example: Json, random: ReturnType<typeof seededRandom>): [string, Json][] {
  const cases: [string, Json][] = []
  for (const location of locationsIn(example)) {
    const name = location.join(".")
    const current = valueAt(example, location)
    for (const kind of KINDS)
      if (kindOf(kind) !== kindOf(current) || kind === "")
        cases.push([`${name} = ${JSON.stringify(kind)}`, withValueAt(example, location, kind)])
    const strings = typeof current === "string" ? BAD_STRINGS : random.sample(BAD_STRINGS, 2)
    for (const text of strings)
      cases.push([`${name} = bad string ${text.length}`, withValueAt(example, location, text)])
    cases.push([`${name} missing`, withValueAt(example, location, undefined)])
    cases.push([`${name} = deep array`, withValueAt(example, location, JSON.parse(deepArray(2_000)) as Json)])
  }
  if (example && typeof example === "object" && !Array.isArray(example)) {
    cases.push(["unknown key", { ...example, "zz-unknown": "1" }])
    cases.push([
      "__proto__ key",
      JSON.parse(`{"__proto__": {"admin": true}, "constructor": {"prototype": 1}}`),
    ])
    cases.push(["NUL in a key", { ...example, "a\u0000b": "1" }])
    cases.push(["empty object", {}])
  }
  return cases
}

/** Whole bodies that are no JSON, broken JSON, bytes that are not UTF-8, too deep, too big. */
function rawBodies(example: Json): [string, string | Uint8Array<ArrayBuffer>][] {
  const text = JSON.stringify(example)
  const firstString = text.match(/"[^"]*":"([^"]*)"/)
  // the example with its first string value replaced by bytes no UTF-8 decoder accepts
  const brokenInside = firstString
    ? bytes(
        text.slice(0, firstString.index! + firstString[0].length - 1),
        [0xc0, 0xaf, 0xed, 0xa0, 0x80, 0xff],
        '"',
      )
    : bytes('{"a":"', [0xff], '"}')
  const padding = API_BODY_LIMIT - text.length - 64
  return [
    ["empty", ""],
    ["not JSON", "not json at all"],
    ["truncated", text.slice(0, Math.max(1, Math.floor(text.length / 2)))],
    ["XML", '<?xml version="1.0"?><order><reference>x</reference></order>'],
    ["null", "null"],
    ["array", "[]"],
    ["number", "0"],
    ["string", '"text"'],
    ["invalid UTF-8", bytes('{"reference":"', [0xff, 0xfe, 0xfd], '"}')],
    ["invalid UTF-8 in a value", brokenInside],
    ["byte-order mark", bytes([0xef, 0xbb, 0xbf], text)],
    ["UTF-16", new Uint8Array(Buffer.from(text, "utf16le"))],
    ["NUL bytes", bytes(text, [0, 0, 0])],
    ["duplicate keys", text.replace(/^\{/, '{"reference":1,"reference":{},')],
    ["deep arrays (10,000 levels)", deepArray(10_000)],
    ["deep objects (10,000 levels)", deepObject(10_000)],
    ["deep arrays just under the limit", deepArray(Math.floor((API_BODY_LIMIT - 16) / 2))],
    ["just under the body limit", padding > 0 ? `${text.slice(0, -1)},"zz":"${"x".repeat(padding)}"}` : text],
    ["over the body limit", "[" + "0,".repeat(API_BODY_LIMIT / 2) + "0]"],
  ]
}

/** The example sent with content types it is not, or a form or a multipart body with JSON's type. */
function contentTypeCases(example: Json): [string, string, string | Uint8Array<ArrayBuffer>][] {
  const text = JSON.stringify(example)
  return [
    ["text/plain", "text/plain", text],
    ["form type", "application/x-www-form-urlencoded", text],
    ["form body", "application/x-www-form-urlencoded", "reference=a%zz&items=%FF&x=%00"],
    [
      "multipart, broken boundary",
      "multipart/form-data; boundary=",
      "--x\r\nContent-Disposition: form-data\r\n\r\n1",
    ],
    [
      "multipart body, JSON type",
      "application/json",
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    ],
    ["XML type", "application/xml", "<a/>"],
    ["UTF-16 charset", "application/json; charset=utf-16", text],
    ["garbage charset", "application/json; charset=no-such-charset", text],
    ["garbage type", "garbage", text],
    ["no type", "", text],
  ]
}

// ---- the cases of one operation ----

interface Identity {
  name: string
  headers: Record<string, string>
}

/**
 * The malformed requests for one operation as one identity: broken path parameters, broken query
 * parameters, odd headers, and for a body wrong kinds and bad strings in every field, raw bodies and
 * wrong content types. At most `limit` of them, chosen by `random`, besides the raw bodies (limits,
 * depth, encodings), which are always sent.
 */
export function casesFor(
  { method, path, operation }: FuzzOperation,
  identity: Identity,
  document: OpenApiDocument,
  random: ReturnType<typeof seededRandom>,
  limit: number,
): FuzzCase[] {
  const parameters = operation.parameters ?? []
  const pathParameters = parameters.filter((parameter) => parameter.in === "path")
  const queryParameters = parameters.filter((parameter) => parameter.in === "query")
  const baseValue = (parameter: Parameter) => {
    const value = parameter.example ?? exampleOf(parameter.schema, document)
    return typeof value === "string" ? value : JSON.stringify(value)
  }
  const pathWith = (replace?: { name: string; raw: string }) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) =>
      replace?.name === name
        ? replace.raw
        : encodeURIComponent(baseValue(pathParameters.find((parameter) => parameter.name === name)!)),
    )
  const baseQuery = queryParameters
    .filter((parameter) => parameter.required)
    .map((parameter) => `${encodeURIComponent(parameter.name)}=${encodeURIComponent(baseValue(parameter))}`)
  const content = operation.requestBody?.content["application/json"]
  const example = content ? (content.example ?? exampleOf(content.schema, document)) : undefined
  const jsonHeaders = { ...identity.headers, "content-type": "application/json" }
  const baseHeaders = example === undefined ? identity.headers : jsonHeaders
  const base = (label: string, extra: Partial<FuzzCase>): FuzzCase => ({
    label: `${identity.name}: ${label}`,
    method,
    path: pathWith(),
    query: baseQuery.join("&"),
    headers: baseHeaders,
    ...(example !== undefined && { body: JSON.stringify(example) }),
    ...extra,
  })

  const sampled: FuzzCase[] = []
  for (const parameter of pathParameters)
    for (const raw of PATH_VALUES)
      sampled.push(
        base(`path ${parameter.name} = ${raw.slice(0, 40)}`, {
          path: pathWith({ name: parameter.name, raw }),
        }),
      )
  for (const parameter of queryParameters) {
    const name = encodeURIComponent(parameter.name)
    const others = baseQuery.filter((pair) => !pair.startsWith(`${name}=`))
    const query = (...pairs: string[]) => [...others, ...pairs].join("&")
    for (const raw of QUERY_VALUES)
      sampled.push(base(`query ${parameter.name} = ${raw.slice(0, 40)}`, { query: query(`${name}=${raw}`) }))
    sampled.push(base(`query ${parameter.name} twice`, { query: query(`${name}=1`, `${name}=abc`) }))
    sampled.push(
      base(`query ${parameter.name} nested`, { query: query(`${name}%5Bx%5D=1`, `${name}[0][y]=2`) }),
    )
    sampled.push(base(`query ${parameter.name} without value`, { query: query(name) }))
  }
  sampled.push(
    base("query: 300 unknown parameters", {
      query: Array.from({ length: 300 }, (_, i) => `p${i}=${i}`).join("&"),
    }),
  )
  sampled.push(base("query: broken name", { query: "%=1&%zz=2&%00=3&=4&&&" }))
  for (const [header, values] of Object.entries(HEADER_VALUES))
    for (const value of values)
      sampled.push(
        base(`header ${header}: ${value.slice(0, 30)}`, { headers: { ...baseHeaders, [header]: value } }),
      )
  if (example !== undefined) {
    for (const [label, body] of bodyMutations(example, random))
      sampled.push(base(`body ${label}`, { body: JSON.stringify(body) }))
    for (const [label, type, body] of contentTypeCases(example)) {
      const headers: Record<string, string> = { ...identity.headers }
      if (type) headers["content-type"] = type
      sampled.push(
        base(`content type ${label}`, { headers, body: typeof body === "string" ? utf8(body) : body }),
      )
    }
  }

  // the raw bodies test limits and parsers the sampling must not skip; a method without a body gets them
  // too (POST /auth/logout reads none: it must still not fail on one)
  const always =
    method === "GET"
      ? []
      : rawBodies(example ?? {}).map(([label, body]) =>
          base(`raw body ${label}`, { headers: jsonHeaders, body }),
        )
  return [...random.sample(sampled, Math.max(0, limit - always.length)), ...always]
}

/** Headers every operation reads (Authorization, Accept, Accept-Language) or some do, with garbage. */
const HEADER_VALUES: Record<string, string[]> = {
  authorization: [
    "Bearer garbage",
    "Bearer ",
    `Bearer ${"A".repeat(8000)}`,
    "Bearer a.b.c",
    "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.",
    "Basic Zm9vOmJhcg==",
    "Bearer \u00ff\u00fe",
  ],
  "x-api-key": ["garbage", "x".repeat(5000)],
  "idempotency-key": [
    "short",
    "x".repeat(300),
    "\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9",
    "a b c d e f g h",
  ],
  "accept-language": ["zz", "*;q=garbage", "x".repeat(2000), ",,,;;;", "en-US;q=abc, fr;q=9"],
  accept: ["text/html", "application/vnd.partners.v9+json", "garbage/garbage;q=x"],
  "if-modified-since": ["garbage", "Mon, 32 Foo 99999 99:99:99 GMT"],
}
