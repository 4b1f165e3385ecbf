import { z } from "zod"

import { type Endpoint, endpoint, type ResponseSpec } from "./endpoint"
import { forbidden, STAFF_AUTH, STAFF_PERMISSIONS } from "./staff"

// The shape every kind of content the content role keeps shares (decision 120): a list, one item, write,
// change and remove, under /staff/<kind>, allowed to admin and content (403 for sales), 404 for an id
// that is not there, 422 with errors per field. Stated once here; each kind gives its path, its names,
// the body it takes, the item it answers and the operations it has (the company's sections are only
// read and changed).

const ContentIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) })
const contentIdPattern = { id: "[0-9]+" }
export const CONTENT_FORBIDDEN = forbidden(STAFF_PERMISSIONS.content)
export const CONTENT_AUTH = `${STAFF_AUTH} Roles admin and content. Every change is in the audit log.`
const tags: ["Staff"] = ["Staff"]

/** One item of a kind as its endpoints answer it: its type, its id (a string) and its attributes. */
export const contentItemSchema = <T extends string, A extends z.ZodRawShape>(type: T, attributes: A) =>
  z.object({ type: z.literal(type), id: z.string(), attributes: z.object(attributes) })

export type ContentOperation = "list" | "get" | "create" | "update" | "delete"

export interface ContentCrudSpec<B extends z.ZodType, R extends z.ZodType, O extends ContentOperation> {
  /** the list's path, e.g. "/staff/faqs"; one item is `${path}/{id}` */
  path: string
  /** the operation ids' nouns: listStaffFaqs, getStaffFaq, … */
  names: { plural: string; singular: string }
  body: B
  /** one item as answered */
  item: R
  /** the operations this kind has, each with its summary */
  summaries: Record<O, string>
  /** more words on an operation, after who may call it */
  notes?: Partial<Record<O, string>>
  /** "No such item", "No such announcement", … */
  missing: string
  /** the answers' words where "The items", "The item" and "Written" do not fit this kind */
  answers?: { list?: string; get?: string; create?: string }
  /** what a 422 says where the fields named by default (title.en, …) are not this kind's */
  invalid?: Partial<Record<"create" | "update", string>>
  /** why removing an item may be refused (409), where it may */
  deleteConflict?: string
}

/** An operation on one item of a kind, by its id, as the crud's own and a kind's more (a picture, a move). */
type ItemOperation = Omit<Endpoint, "auth" | "tags" | "params" | "paramPatterns" | "description"> & {
  /** more words on it, after who may call it */
  note?: string | undefined
  /** what its 404 says: "No such item", … */
  missing: string
}

/** One item's operation: who may call it (its 403), its id in the path and its 404, stated once. */
export function contentItemEndpoint<const S extends ItemOperation>(spec: S): ItemEndpoint<S> {
  const { note, missing, responses, ...operation } = spec
  return endpoint({
    ...operation,
    auth: "staff",
    description: note ? `${CONTENT_AUTH} ${note}` : CONTENT_AUTH,
    tags,
    params: ContentIdParams,
    paramPatterns: contentIdPattern,
    responses: { ...responses, 403: CONTENT_FORBIDDEN, 404: { description: missing } },
  })
}
type ItemEndpoint<S extends ItemOperation> = Omit<S, "note" | "missing" | "responses"> & {
  auth: "staff"
  description: string
  tags: ["Staff"]
  params: typeof ContentIdParams
  paramPatterns: typeof contentIdPattern
  responses: S["responses"] & { 403: typeof CONTENT_FORBIDDEN; 404: ResponseSpec }
}

function contentOperations<B extends z.ZodType, R extends z.ZodType>(
  spec: ContentCrudSpec<B, R, ContentOperation>,
) {
  const { plural, singular } = spec.names
  const document = z.object({ data: spec.item })
  const described = (operation: ContentOperation) =>
    spec.notes?.[operation] ? `${CONTENT_AUTH} ${spec.notes[operation]}` : CONTENT_AUTH
  const invalid = (operation: "create" | "update") => ({
    description: spec.invalid?.[operation] ?? "A field is missing or wrong: errors per field (title.en, …)",
  })
  const conflict: Record<number, ResponseSpec> = spec.deleteConflict
    ? { 409: { description: spec.deleteConflict } }
    : {}
  return {
    list: () =>
      endpoint({
        method: "get",
        path: spec.path,
        operationId: `list${plural}`,
        auth: "staff",
        summary: spec.summaries.list,
        description: described("list"),
        tags,
        responses: {
          200: {
            description: spec.answers?.list ?? "The items",
            schema: z.object({ data: z.array(spec.item) }),
          },
          403: CONTENT_FORBIDDEN,
        },
      }),
    get: () =>
      contentItemEndpoint({
        method: "get",
        path: `${spec.path}/{id}`,
        operationId: `get${singular}`,
        summary: spec.summaries.get,
        note: spec.notes?.get,
        missing: spec.missing,
        responses: { 200: { description: spec.answers?.get ?? "The item", schema: document } },
      }),
    create: () =>
      endpoint({
        method: "post",
        path: spec.path,
        operationId: `create${singular}`,
        auth: "staff",
        summary: spec.summaries.create,
        description: described("create"),
        tags,
        body: spec.body,
        responses: {
          201: { description: spec.answers?.create ?? "Written", schema: document },
          403: CONTENT_FORBIDDEN,
          422: invalid("create"),
        },
      }),
    update: () =>
      contentItemEndpoint({
        method: "put",
        path: `${spec.path}/{id}`,
        operationId: `update${singular}`,
        summary: spec.summaries.update,
        note: spec.notes?.update,
        missing: spec.missing,
        body: spec.body,
        responses: { 200: { description: "Changed", schema: document }, 422: invalid("update") },
      }),
    delete: () =>
      contentItemEndpoint({
        method: "delete",
        path: `${spec.path}/{id}`,
        operationId: `delete${singular}`,
        summary: spec.summaries.delete,
        note: spec.notes?.delete,
        missing: spec.missing,
        responses: { 204: { description: "Removed" }, ...conflict },
      }),
  }
}

type ContentEndpoints<B extends z.ZodType, R extends z.ZodType> = {
  [O in ContentOperation]: ReturnType<ReturnType<typeof contentOperations<B, R>>[O]>
}

/** The operations (list, get, create, update, delete, or some of them) of one kind of content. */
export function contentCrudEndpoints<B extends z.ZodType, R extends z.ZodType, O extends ContentOperation>(
  spec: ContentCrudSpec<B, R, O>,
): Pick<ContentEndpoints<B, R>, O> {
  // only the operations given a summary are built: the others' summaries are never read
  const operations = contentOperations(spec as unknown as ContentCrudSpec<B, R, ContentOperation>)
  const named = Object.keys(spec.summaries) as O[]
  return Object.fromEntries(named.map((operation) => [operation, operations[operation]()])) as Pick<
    ContentEndpoints<B, R>,
    O
  >
}
