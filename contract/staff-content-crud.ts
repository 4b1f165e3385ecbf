import { z } from "zod"

import { endpoint } from "./endpoint"
import { forbidden, STAFF_AUTH, STAFF_PERMISSIONS } from "./staff"

// The shape every kind of content the content role keeps shares (decision 120): a list, one item, write,
// change and remove, under /staff/<kind>, allowed to admin and content (403 for sales), 404 for an id
// that is not there, 422 with errors per field. Stated once here; each kind gives its path, its names,
// the body it takes and the item it answers.

export const ContentIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) })
export const contentIdPattern = { id: "[0-9]+" }
export const CONTENT_FORBIDDEN = forbidden(STAFF_PERMISSIONS.content)
export const CONTENT_AUTH = `${STAFF_AUTH} Roles admin and content. Every change is in the audit log.`
const tags: ["Staff"] = ["Staff"]

export interface ContentCrudSpec<B extends z.ZodType, R extends z.ZodType> {
  /** the list's path, e.g. "/staff/faqs"; one item is `${path}/{id}` */
  path: string
  /** the operation ids' nouns: listStaffFaqs, getStaffFaq, … */
  names: { plural: string; singular: string }
  body: B
  /** one item as answered */
  item: R
  summaries: { list: string; get: string; create: string; update: string; delete: string }
  /** more words on an operation, after who may call it */
  notes?: Partial<Record<"list" | "get" | "create" | "update" | "delete", string>>
  /** "No such item", "No such announcement", … */
  missing: string
}

/** list, get, create, update and delete of one kind of content, as the content role keeps it. */
export function contentCrudEndpoints<B extends z.ZodType, R extends z.ZodType>(spec: ContentCrudSpec<B, R>) {
  const { plural, singular } = spec.names
  const document = z.object({ data: spec.item })
  const described = (operation: keyof ContentCrudSpec<B, R>["summaries"]) =>
    spec.notes?.[operation] ? `${CONTENT_AUTH} ${spec.notes[operation]}` : CONTENT_AUTH
  const one = { params: ContentIdParams, paramPatterns: contentIdPattern }
  const notFound = { description: spec.missing }
  const invalid = { description: "A field is missing or wrong: errors per field (title.en, …)" }
  return {
    list: endpoint({
      method: "get",
      path: spec.path,
      operationId: `list${plural}`,
      auth: "staff",
      summary: spec.summaries.list,
      description: described("list"),
      tags,
      responses: {
        200: { description: "The items", schema: z.object({ data: z.array(spec.item) }) },
        403: CONTENT_FORBIDDEN,
      },
    }),
    get: endpoint({
      method: "get",
      path: `${spec.path}/{id}`,
      operationId: `get${singular}`,
      auth: "staff",
      summary: spec.summaries.get,
      description: described("get"),
      tags,
      ...one,
      responses: {
        200: { description: "The item", schema: document },
        403: CONTENT_FORBIDDEN,
        404: notFound,
      },
    }),
    create: endpoint({
      method: "post",
      path: spec.path,
      operationId: `create${singular}`,
      auth: "staff",
      summary: spec.summaries.create,
      description: described("create"),
      tags,
      body: spec.body,
      responses: { 201: { description: "Written", schema: document }, 403: CONTENT_FORBIDDEN, 422: invalid },
    }),
    update: endpoint({
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
        422: invalid,
      },
    }),
    delete: endpoint({
      method: "delete",
      path: `${spec.path}/{id}`,
      operationId: `delete${singular}`,
      auth: "staff",
      summary: spec.summaries.delete,
      description: described("delete"),
      tags,
      ...one,
      responses: { 204: { description: "Removed" }, 403: CONTENT_FORBIDDEN, 404: notFound },
    }),
  }
}
