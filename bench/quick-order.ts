import { partnerSession } from "./partner"

// A quick order's preview under load (QUICK-3): POST /api/quick-order/preview with the demo buyer's token,
// 100 pasted lines of the catalogue's products, each resolved, checked by the basket's rules and priced in
// the answer. Nothing is stored, so any number of connections may send it at once.

export const QUICK_ORDER_BENCH_LINES = 100

export async function quickOrderPreviewRequest(base: string) {
  const session = await partnerSession(base)
  if (!session.ok) return { note: `login answered ${session.status}` }
  const list = (await (
    await fetch(`${base}/api/products?page[size]=${QUICK_ORDER_BENCH_LINES}`, { headers: session.headers })
  ).json()) as { data: { id: string }[] }
  const ids = list.data.map((product) => product.id)
  if (ids.length < QUICK_ORDER_BENCH_LINES) return { note: `only ${ids.length} products` }
  // as a person pastes them: a tab between number and quantity, one line each
  const text = ids.map((id, index) => `${id}\t${(index % 5) + 1}`).join("\n")
  return { headers: session.headers, body: JSON.stringify({ text }) }
}
