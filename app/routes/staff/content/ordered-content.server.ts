import type { SubmissionResult } from "@conform-to/react"
import { parseWithZod } from "@conform-to/zod/v4"
import { data, redirect, type RouterContextProvider } from "react-router"
import { z } from "zod"

import type { Endpoint } from "#contract/endpoint"
import type { Locale } from "#contract/locales"
import { staffFaqEndpoints, staffServiceEndpoints } from "#contract/staff-faq-services"

import { replyWithApiFailure } from "../../../lib/forms/read-form.server"
import { staffSessionContext } from "../../../lib/session/staff-session.server"
import type { ApiResult } from "../../../lib/transport/api.server"
import { requireStaffOk, staffApi } from "../../../lib/transport/staff-api.server"
import { localizedPath } from "../../../lib/urls/pages"
import { pageOf, readListState, type StaffListSpec } from "../staff-list"
import { staffTitle } from "../staff-page.server"
import { inLanguage, previewLanguage } from "./content-preview"
import { flatFieldErrors, localizedBody, localizedDefaults } from "./localized-form"
import { itemPath, type OrderedKind } from "./ordered-kinds"

// What the FAQ and services screens do on the server (CONTENT-8, decision 120): the list with its moves,
// one entry with its preview, saving it (new, or changed) and removing it. Both kinds send the same
// requests to their own endpoints; the answers are read as one shape, the entry below.

const ENDPOINTS = { faq: staffFaqEndpoints, services: staffServiceEndpoints } as const

/** An FAQ entry or a service as the staff API answers it: texts per language, a place, a key. */
interface Entry {
  id: string
  attributes: Record<string, Partial<Record<Locale, string>>> & { position: number; key?: string }
}

/** Sends one of the kind's endpoints; its answer is read as an entry (or the list of them). */
async function send<T>(
  context: Readonly<RouterContextProvider>,
  url: URL,
  endpoint: Endpoint,
  input: Record<string, unknown> = {},
): Promise<ApiResult<T>> {
  return (await staffApi(context, url).send(endpoint, input)) as ApiResult<T>
}

export interface OrderedRow {
  id: string
  title: string
  languages: string
  position: number
}

const LIST: StaffListSpec<OrderedRow> = {
  sorts: { position: (row) => row.position, title: (row) => row.title },
  defaultSort: "position",
  searchText: (row) => row.title,
  pageSize: 25,
}

export async function loadOrderedList(context: Readonly<RouterContextProvider>, url: URL, kind: OrderedKind) {
  const answer = requireStaffOk(await send<{ data: Entry[] }>(context, url, ENDPOINTS[kind.name].list))
  const rows: OrderedRow[] = answer.data.map((entry) => ({
    id: entry.id,
    title: entry.attributes[kind.heading]?.en ?? "",
    languages: Object.keys(entry.attributes[kind.heading] ?? {}).join(", "),
    position: entry.attributes.position,
  }))
  return {
    title: staffTitle(context, `staff-content:${kind.name}.title`),
    count: rows.length,
    list: pageOf(rows, readListState(url, LIST), LIST),
  }
}

const MoveSchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,9}$/),
  position: z.coerce.number().int().min(1).max(10_000),
})

/** A row moved up or down from the list: back to the same list (search, sort, page) with a message. */
export async function moveEntry(
  context: Readonly<RouterContextProvider>,
  url: URL,
  kind: OrderedKind,
  formData: FormData,
) {
  const move = MoveSchema.safeParse(Object.fromEntries(formData))
  if (!move.success) throw new Response("Bad request", { status: 400 })
  const { id, position } = move.data
  requireStaffOk(await send(context, url, ENDPOINTS[kind.name].move, { params: { id }, body: { position } }))
  context.get(staffSessionContext).flash("done", `staff-content:${kind.name}.moved`)
  throw redirect(`${kind.path}${url.search}`, 303)
}

/** Where an entry shows on the shop, in a language: the page, at the service's own section. */
function shopHref(kind: OrderedKind, language: Locale, entry: Entry) {
  const page = localizedPath(language, kind.name === "faq" ? "faq" : "services")
  return entry.attributes.key ? `${page}#service-${entry.attributes.key}` : page
}

export async function loadOrderedEntry(
  context: Readonly<RouterContextProvider>,
  url: URL,
  kind: OrderedKind,
  id: string | undefined,
) {
  if (!id)
    return {
      title: staffTitle(context, `staff-content:${kind.name}.new`),
      id: null,
      entry: null,
      preview: null,
      asking: false,
    }
  if (!/^[1-9]\d{0,9}$/.test(id)) throw new Response("Not found", { status: 404 })
  const entry = requireStaffOk(
    await send<{ data: Entry }>(context, url, ENDPOINTS[kind.name].get, { params: { id } }),
  ).data
  const language = previewLanguage(url)
  const text = (name: string | undefined) => (name ? inLanguage(entry.attributes[name], language) : "")
  return {
    title: staffTitle(context, `staff-content:${kind.name}.edit`),
    id,
    entry: {
      defaults: localizedDefaults(kind.texts, entry.attributes),
      heading: entry.attributes[kind.heading]?.en ?? "",
      key: entry.attributes.key ?? null,
    },
    preview: {
      language,
      title: text(kind.heading),
      summary: text(kind.lead),
      body: text(kind.body),
      shopHref: shopHref(kind, language, entry),
    },
    /** the removal's question is asked (?delete): a link, so that it works without scripts */
    asking: url.searchParams.has("delete"),
  }
}

export interface OrderedActionData {
  result: SubmissionResult<string[]>
}

export async function saveOrderedEntry(
  context: Readonly<RouterContextProvider>,
  url: URL,
  kind: OrderedKind,
  id: string | undefined,
  formData: FormData,
) {
  const submission = parseWithZod(formData, { schema: kind.schema })
  if (submission.status !== "success")
    return data({ result: submission.reply() } satisfies OrderedActionData, { status: 422 })
  const body = localizedBody(kind.texts, submission.value)
  const endpoints = ENDPOINTS[kind.name]
  const answer = id
    ? await send<{ data: Entry }>(context, url, endpoints.update, { params: { id }, body })
    : await send<{ data: Entry }>(context, url, endpoints.create, { body })
  if (!answer.ok) {
    if (answer.kind === "not_found") requireStaffOk(answer)
    const failure =
      answer.kind === "validation" ? { ...answer, fieldErrors: flatFieldErrors(answer.fieldErrors) } : answer
    return data({ result: replyWithApiFailure(submission, failure) } satisfies OrderedActionData, {
      status: answer.kind === "validation" ? 422 : 400,
    })
  }
  context.get(staffSessionContext).flash("done", `staff-content:${kind.name}.saved`)
  throw redirect(itemPath(kind, answer.data.data.id), 303)
}

export async function removeOrderedEntry(
  context: Readonly<RouterContextProvider>,
  url: URL,
  kind: OrderedKind,
  id: string,
) {
  requireStaffOk(await send(context, url, ENDPOINTS[kind.name].delete, { params: { id } }))
  context.get(staffSessionContext).flash("done", `staff-content:${kind.name}.deleted`)
  throw redirect(kind.path, 303)
}
