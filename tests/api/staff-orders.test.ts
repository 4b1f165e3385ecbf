import { extractText, getDocumentProxy } from "unpdf"
import { describe, expect, test } from "vitest"

import type { OrderStatus } from "#contract/orders"

import { setupTestApi } from "../support/api"
import { STAFF, staffPost, staffTestKit } from "../support/staff"

// Orders in the staff area (decision 020, docs/decisions/096): every partner's orders found by status,
// partner and day, paged and sorted; one order in full with only the moves its status allows; every
// state change of decision 020 made or refused (409, no audit entry); a shipped order's invoice PDF.

const api = setupTestApi()
const { auth, auditCount } = staffTestKit(api)

const get = (path: string, role: keyof typeof STAFF = "sales") => api.json(path, { headers: auth[role] })

async function demoOrder(status: OrderStatus) {
  const { rows } = await api.handle.queryRaw(
    "select id, number, client_id from orders where status = $1 order by id desc limit 1",
    [status],
  )
  return rows[0] as { id: number; number: string; client_id: number }
}

describe("who may see orders", () => {
  test.each([["/staff/orders"], ["/staff/orders/1"], ["/staff/orders/1/invoice"]])(
    "%s: admin and sales, not content (403)",
    async (path) => {
      const status = async (role: keyof typeof STAFF) =>
        (await api.request(path, { headers: auth[role] })).status
      expect(await status("content")).toBe(403)
      for (const role of ["admin", "sales"] as const) expect(await status(role)).not.toBe(403)
    },
  )
})

describe("the list: filters, pages and sorts", () => {
  test("by status, by partner's name, e-mail or number, by day; paged; sorted", async () => {
    const all = await get("/staff/orders?page[size]=3")
    expect(all.status).toBe(200)
    expect(all.body.data).toHaveLength(3)
    expect(all.body.meta.pagination).toMatchObject({ per_page: 3, current_page: 1 })
    const total = all.body.meta.pagination.total as number
    const second = await get("/staff/orders?page[size]=3&page[number]=2")
    expect(second.body.data[0].id).not.toBe(all.body.data[0].id)
    const times = all.body.data.map(
      (order: { attributes: { created_at: string } }) => order.attributes.created_at,
    )
    expect(times).toEqual([...times].sort().reverse())

    const received = await get("/staff/orders?status=received")
    expect(received.body.data.length).toBeGreaterThan(0)
    for (const order of received.body.data) {
      expect(order.attributes.status).toBe("received")
      expect(order.attributes.moves).toEqual(["confirm", "cancel"])
    }

    const byEmail = await get("/staff/orders?search=viewer%40partners")
    expect(byEmail.body.data.length).toBeGreaterThan(0)
    expect(
      byEmail.body.data.every(
        (o: { attributes: { email: string } }) => o.attributes.email === "viewer@partners.test",
      ),
    ).toBe(true)
    const clientId = byEmail.body.data[0].attributes.client_id as string
    const byNumber = await get(`/staff/orders?search=${clientId}`)
    expect(byNumber.body.data.map((o: { id: string }) => o.id)).toEqual(
      expect.arrayContaining(byEmail.body.data.map((o: { id: string }) => o.id)),
    )
    const name = byEmail.body.data[0].attributes.partner_name as string
    const byName = await get(`/staff/orders?search=${encodeURIComponent(name.split(" ")[1]!)}`)
    expect(byName.body.data.map((o: { id: string }) => o.id)).toContain(byEmail.body.data[0].id)
    expect((await get("/staff/orders?search=nobody-at-all-%25")).body.data).toEqual([])

    const day = (all.body.data[0].attributes.created_at as string).slice(0, 10)
    const sameDay = await get(`/staff/orders?from=2000-01-01&to=2100-12-31`)
    expect(sameDay.body.meta.pagination.total).toBe(total)
    expect((await get(`/staff/orders?from=2100-01-01`)).body.data).toEqual([])
    expect((await get(`/staff/orders?to=2000-01-01`)).body.data).toEqual([])
    expect((await get(`/staff/orders?from=${day}&to=${day}`)).body.data.length).toBeGreaterThan(0)

    const cheapest = await get("/staff/orders?sort=total&page[size]=100")
    const totals = cheapest.body.data.map(
      (o: { attributes: { total_cents: number } }) => o.attributes.total_cents,
    )
    expect(totals).toEqual([...totals].sort((a: number, b: number) => a - b))
  })

  test("bad filters are 422 with the field named, never 5xx", async () => {
    for (const [query, field] of [
      ["from=yesterday", "from"],
      ["to=2026-13-45", "to"],
      ["status=lost", "status"],
      ["sort=price", "sort"],
      ["page[number]=0", "page[number]"],
    ] as const) {
      const answer = await get(`/staff/orders?${query}`)
      expect(answer.status, query).toBe(422)
      expect(Object.keys(answer.body.errors), query).toContain(field)
    }
  })
})

describe("one order", () => {
  test("by id or number: partner, lines, totals, allowed moves; unknown is 404", async () => {
    const order = await demoOrder("received")
    const byId = await get(`/staff/orders/${order.id}`)
    expect(byId.status).toBe(200)
    const byNumber = await get(`/staff/orders/${order.number}`)
    expect(byNumber.body).toEqual(byId.body)
    expect(byId.body.data.attributes).toMatchObject({
      number: order.number,
      status: "received",
      client_id: String(order.client_id),
      moves: ["confirm", "cancel"],
      invoices: [],
    })
    expect(byId.body.data.attributes.lines.length).toBeGreaterThan(0)
    expect((await get("/staff/orders/999999")).status).toBe(404)
    expect((await get("/staff/orders/SO2099-000001")).status).toBe(404)
    expect((await get("/staff/orders/999999/invoice")).status).toBe(404)
    // not shipped yet: no invoice
    expect((await get(`/staff/orders/${order.id}/invoice`)).status).toBe(404)
  })

  test("a shipped order's invoice is the partner's PDF", async () => {
    const order = await demoOrder("invoiced")
    const answer = await api.request(`/staff/orders/${order.number}/invoice`, { headers: auth.sales })
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toBe("application/pdf")
    const bytes = new Uint8Array(await answer.arrayBuffer())
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
    const detail = await get(`/staff/orders/${order.id}`)
    expect(text).toContain(detail.body.data.attributes.invoices[0])
    expect(text).toContain(order.number)
  })
})

const MOVES = ["confirm", "ship", "cancel"] as const
/** decision 020: what each move makes of each status, or null when it is refused (409) */
const EXPECTED: Record<OrderStatus, Record<(typeof MOVES)[number], OrderStatus | null>> = {
  received: { confirm: "confirmed", ship: null, cancel: "cancelled" },
  confirmed: { confirm: null, ship: "invoiced", cancel: "cancelled" },
  in_preparation: { confirm: null, ship: "invoiced", cancel: "cancelled" },
  shipped: { confirm: null, ship: null, cancel: null },
  invoiced: { confirm: null, ship: null, cancel: null },
  delivered: { confirm: null, ship: null, cancel: null },
  cancelled: { confirm: null, ship: null, cancel: null },
}

describe("every state change of decision 020", () => {
  const cases = Object.entries(EXPECTED).flatMap(([from, moves]) =>
    MOVES.map((move) => [from as OrderStatus, move, moves[move]] as const),
  )
  test.each(cases)("%s, %s → %s", async (from, move, to) => {
    const order = await demoOrder("received")
    await api.handle.queryRaw("update orders set status = $1 where id = $2", [from, order.id])
    const detail = await get(`/staff/orders/${order.id}`)
    expect(detail.body.data.attributes.moves.includes(move)).toBe(to !== null)
    const entries = await auditCount(`order.${move}`)
    const answer = await staffPost(api, `/staff/orders/${order.id}/${move}`, auth.sales)
    if (to === null) {
      expect(answer.status).toBe(409)
      expect(answer.body.error).toBe("order_status_conflict")
      expect(await auditCount(`order.${move}`)).toBe(entries)
      const { rows } = await api.handle.queryRaw("select status from orders where id = $1", [order.id])
      expect(rows[0]).toEqual({ status: from })
    } else {
      expect(answer.status).toBe(200)
      expect(answer.body.data.attributes.status).toBe(to)
      expect(await auditCount(`order.${move}`)).toBe(entries + 1)
      if (move === "ship") expect(answer.body.data.attributes.invoices.length).toBeGreaterThan(0)
    }
    // back to received for the next case (the demo's received order stays the one found)
    await api.handle.queryRaw("update orders set status = 'received' where id = $1", [order.id])
  })
})
