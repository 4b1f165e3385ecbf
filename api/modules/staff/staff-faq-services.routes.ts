import { Hono } from "hono"

import type { Endpoint } from "#contract/endpoint"
import {
  type FaqBody,
  type ServiceBody,
  staffFaqEndpoints,
  staffServiceEndpoints,
} from "#contract/staff-faq-services"

import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { notFound } from "../../lib/errors"
import {
  type EditedFaq,
  type EditedService,
  faqEditing,
  newServiceKey,
  serviceEditing,
} from "../content/faq-services-editing.service"
import { recordStaffAction } from "./audit-log"
import { auditActorOf, requireStaff } from "./staff-access"

// The FAQ and the services as the content role keeps them (CONTENT-8, decision 120): each route asks for
// the content permission first (403 for sales), then makes its change and its audit entry (the texts
// before and after; a move, the places) in one transaction. Both kinds are registered by one function.

export const staffFaqServiceRoutes = new Hono<ApiEnv>()

type Editing<Row, Body> = {
  list: (db: ApiDb) => Promise<Row[]>
  find: (db: ApiDb, id: number) => Promise<Row | null>
  create: (tx: ApiDb, body: Body, extra?: (tx: ApiDb) => Promise<object>) => Promise<Row>
  update: (tx: ApiDb, id: number, body: Body) => Promise<{ before: Row; after: Row } | null>
  remove: (tx: ApiDb, id: number) => Promise<Row | null>
  move: (tx: ApiDb, id: number, place: number) => Promise<{ before: Row; after: Row; list: Row[] } | null>
}
type ApiDb = Parameters<typeof faqEditing.list>[0]

interface OrderedContent<Row extends { id: number; place: number }, Body> {
  /** the audit log's name of the kind: faq.create, service.move, … */
  name: string
  endpoints: Record<"list" | "get" | "create" | "update" | "delete" | "move", Endpoint>
  editing: Editing<Row, Body>
  resource: (row: Row) => { type: string; id: string; attributes: object }
  /** columns a new row needs beyond its texts, read while its list is held */
  extra?: (tx: ApiDb, body: Body) => Promise<object>
}

// The handlers see the bodies as their kind's Body: the endpoints' own schemas parsed them (define-route).
type Parsed<Body> = { params: { id: number }; body: Body }

function registerOrderedContent<Row extends { id: number; place: number }, Body>(
  kind: OrderedContent<Row, Body>,
) {
  const { name, endpoints, editing, resource } = kind
  const audit = (row: Row) => resource(row).attributes
  const target = (id: number) => `${name}:${id}`
  const input = (value: unknown) => value as Parsed<Body>

  defineRoute(staffFaqServiceRoutes, endpoints.list, async (c) => {
    requireStaff(c, "content")
    return c.json({ data: (await editing.list(c.get("db"))).map(resource) })
  })

  defineRoute(staffFaqServiceRoutes, endpoints.get, async (c, raw) => {
    requireStaff(c, "content")
    const row = await editing.find(c.get("db"), input(raw).params.id)
    if (!row) throw notFound()
    return c.json({ data: resource(row) })
  })

  defineRoute(staffFaqServiceRoutes, endpoints.create, async (c, raw) => {
    const viewer = requireStaff(c, "content")
    const { body } = input(raw)
    const row = await c.get("db").transaction(async (tx) => {
      const created = await editing.create(tx, body, kind.extra && ((held) => kind.extra!(held, body)))
      await recordStaffAction(tx, auditActorOf(c, viewer), {
        action: `${name}.create`,
        target: target(created.id),
        after: audit(created),
      })
      return created
    })
    return c.json({ data: resource(row) }, 201)
  })

  defineRoute(staffFaqServiceRoutes, endpoints.update, async (c, raw) => {
    const viewer = requireStaff(c, "content")
    const { params, body } = input(raw)
    const row = await c.get("db").transaction(async (tx) => {
      const changed = await editing.update(tx, params.id, body)
      if (!changed) throw notFound()
      await recordStaffAction(tx, auditActorOf(c, viewer), {
        action: `${name}.update`,
        target: target(params.id),
        before: audit(changed.before),
        after: audit(changed.after),
      })
      return changed.after
    })
    return c.json({ data: resource(row) })
  })

  defineRoute(staffFaqServiceRoutes, endpoints.delete, async (c, raw) => {
    const viewer = requireStaff(c, "content")
    const { params } = input(raw)
    await c.get("db").transaction(async (tx) => {
      const before = await editing.remove(tx, params.id)
      if (!before) throw notFound()
      await recordStaffAction(tx, auditActorOf(c, viewer), {
        action: `${name}.delete`,
        target: target(params.id),
        before: audit(before),
      })
    })
    return c.body(null, 204)
  })

  defineRoute(staffFaqServiceRoutes, endpoints.move, async (c, raw) => {
    const viewer = requireStaff(c, "content")
    const { params, body } = raw as unknown as Parsed<{ position: number }>
    const rows = await c.get("db").transaction(async (tx) => {
      const moved = await editing.move(tx, params.id, body.position)
      if (!moved) throw notFound()
      await recordStaffAction(tx, auditActorOf(c, viewer), {
        action: `${name}.move`,
        target: target(params.id),
        before: { position: moved.before.place },
        after: { position: moved.after.place },
      })
      return moved.list
    })
    return c.json({ data: rows.map(resource) })
  })
}

registerOrderedContent<EditedFaq, FaqBody>({
  name: "faq",
  endpoints: staffFaqEndpoints,
  editing: faqEditing,
  resource: (row) => ({
    type: "staff-faqs",
    id: String(row.id),
    attributes: { question: row.question, answer: row.answer, position: row.place },
  }),
})

registerOrderedContent<EditedService, ServiceBody>({
  name: "service",
  endpoints: staffServiceEndpoints,
  editing: serviceEditing,
  resource: (row) => ({
    type: "staff-services",
    id: String(row.id),
    attributes: {
      key: row.key,
      title: row.title,
      summary: row.summary,
      body: row.body,
      position: row.place,
    },
  }),
  // the anchor of the service's section on the shop, made once from its English title
  extra: async (tx, body) => ({ key: await newServiceKey(tx, body.title.en ?? "") }),
})
