import { partnerSession } from "./partner"

// Offers under load, saving an offer and rendering its PDF: the demo buyer stores a 20-line offer again and
// again (POST /api/offers, save false: a created offer keeps changing, as in the editor), and downloads the
// customer's PDF of that offer.

export async function offerRequests(base: string) {
  const session = await partnerSession(base)
  if (!session.ok) return { note: `login answered ${session.status}` }
  const { headers, products } = session
  const created = await fetch(`${base}/api/offers/create`, { method: "POST", headers })
  if (created.status !== 201) return { note: `POST /api/offers/create answered ${created.status}` }
  const id = ((await created.json()) as { data: { id: string } }).data.id
  const lines = products.slice(0, 20).map((product, index) => ({
    item_type: "products",
    item_id: product.id,
    quantity: (index % 3) + 1,
    discount: index % 2 ? 500 : 0,
  }))
  const body = JSON.stringify({
    id,
    reference: "Bench kitchen",
    global_discount: 250,
    transport_price: 9_500,
    customer: { company_name: "Bench Bistro", city: "Gent", postal_code: "9000", country: "BE" },
    lines,
  })
  return { headers, body, lines: lines.length, pdfPath: `/api/offers/pdf/${id}/customer` }
}
