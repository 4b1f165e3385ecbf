import { z } from "zod"

import { endpoint, type ResponseSpec } from "./endpoint"
import { forbidden, STAFF_AUTH, STAFF_PERMISSIONS } from "./staff"

// The shape every kind of content the content role keeps shares (decision 120): a list, one item, write,
// change and remove, under /staff/<kind>, allowed to admin and content (403 for sales), 404 for an id
// that is not there, 422 with errors per field. Stated once here; each kind gives its path, its names,
// the body it takes, the item it answers and the operations it has (the company's sections are only
// read and changed).

export const ContentIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) })
export const contentIdPattern = { id: "[0-9]+" }
export const CONTENT_FORBIDDEN = forbidden(STAFF_PERMISSIONS.content)
export const CONTENT_AUTH = `${STAFF_AUTH} Roles admin and content. Every change is in the audit log.`
const tags: ["Staff"] = ["Staff"]

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

function contentOperations<B extends z.ZodType, R extends z.ZodType>(
  spec: ContentCrudSpec<B, R, ContentOperation>,
) {
  const { plural, singular } = spec.names
  const document = z.object({ data: spec.item })
  const described = (operation: ContentOperation) =>
    spec.notes?.[operation] ? `${CONTENT_AUTH} ${spec.notes[operation]}` : CONTENT_AUTH
  const one = { params: ContentIdParams, paramPatterns: contentIdPattern }
  const notFound = { description: spec.missing }
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
      endpoint({
        method: "get",
        path: `${spec.path}/{id}`,
        operationId: `get${singular}`,
        auth: "staff",
        summary: spec.summaries.get,
        description: described("get"),
        tags,
        ...one,
        responses: {
          200: { description: spec.answers?.get ?? "The item", schema: document },
          403: CONTENT_FORBIDDEN,
          404: notFound,
        },
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
      endpoint({
        method: "put",
        path: `${spec.path}/{id}`,
        operationId: `update${singular}`,
        auth: "staff",
        summary: spec.summaries.update,
        description: described("update"),
        tags,
        ...one,
        body: spec.body,
        responses: {
          200: { description: "Changed", schema: document },
          403: CONTENT_FORBIDDEN,
          404: notFound,
          422: invalid("update"),
        },
      }),
    delete: () =>
      endpoint({
        method: "delete",
        path: `${spec.path}/{id}`,
        operationId: `delete${singular}`,
        auth: "staff",
        summary: spec.summaries.delete,
        description: described("delete"),
        tags,
        ...one,
        responses: {
          204: { description: "Removed" },
          403: CONTENT_FORBIDDEN,
          404: notFound,
          ...conflict,
        },
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
