import { addDays, formatDay, isWeekend, shippingWindow } from "#contract/shipping-date"

import { partnerSession } from "./partner"

// The order submission under load. Every order
// needs a basket, and one partner's concurrent orders would take each other's basket, so this runs
// one connection: PUT /api/basket, then POST /api/orders with a fresh Idempotency-Key, for `seconds`.
// The POST's own latency is what is reported (p50/p99), with orders per second of the pairs.

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null

export async function measureOrderSubmission(base: string, seconds: number) {
  const session = await partnerSession(base)
  if (!session.ok) return { status: session.status, note: "login failed" }
  const { headers } = session
  const item = session.products[0]
  if (!item) return { status: null, note: "no priced product" }
  let day = shippingWindow(new Date()).earliest
  while (isWeekend(day)) day = addDays(day, 1)
  const body = JSON.stringify({
    equipment_delivery: {
      type: "HOME",
      origin: 2,
      address: { line1: "Industrieweg 8", postal_code: "9000", city: "Gent", country: "BE" },
    },
    order_date: `${formatDay(day)} 00:00:00`,
    comments: "Bench order",
    reference: "BENCH",
  })
  const latencies: number[] = []
  let failures = 0
  let lastStatus = 0
  const started = performance.now()
  while (performance.now() - started < seconds * 1000) {
    const basket = await fetch(`${base}/api/basket`, {
      method: "PUT",
      headers,
      body: JSON.stringify({
        items: [{ id: item.id, type: "products", quantity: 1 + (latencies.length % 5) }],
      }),
    })
    await basket.arrayBuffer()
    const before = performance.now()
    const order = await fetch(`${base}/api/orders`, {
      method: "POST",
      headers: { ...headers, "idempotency-key": crypto.randomUUID() },
      body,
    })
    await order.arrayBuffer()
    latencies.push(performance.now() - before)
    lastStatus = order.status
    if (order.status !== 201) failures++
  }
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    status: lastStatus,
    ordersPerSecond: Math.round((latencies.length / elapsed) * 10) / 10,
    p50: Math.round(percentile(latencies, 50)! * 10) / 10,
    p99: Math.round(percentile(latencies, 99)! * 10) / 10,
    note: `${latencies.length} orders, 1 connection (PUT basket + POST orders pairs)${failures ? `, ${failures} not 201` : ""}`,
  }
}
