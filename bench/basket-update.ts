import { partnerSession } from "./partner"

// A basket update under load: PUT /api/basket with a partner's token, the whole basket resubmitted each
// time (BASKET-8) – three lines, priced in the answer.
// Concurrent PUTs of one partner each replace the basket, so several connections are fine here.

export async function basketUpdateRequest(base: string) {
  const session = await partnerSession(base)
  if (!session.ok) return { note: `login answered ${session.status}` }
  const { headers, products } = session
  const items = products
    .slice(0, 3)
    .map((product, index) => ({ id: product.id, type: "products", quantity: index + 1 }))
  if (!items.length) return { note: "no priced product" }
  return { headers, body: JSON.stringify({ items }) }
}
