// A basket update under load (issue 5: "npm run bench gains a basket update"): PUT /api/basket with a
// partner's token, the whole basket resubmitted each time (spec §4) – three lines, priced in the answer.
// Concurrent PUTs of one partner each replace the basket, so several connections are fine here.

export async function basketUpdateRequest(base: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "buyer@partners.test", password: "Partner-Demo-2026" }),
  })
  if (!login.ok) return { note: `login answered ${login.status}` }
  const headers = {
    authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
    "content-type": "application/json",
    "accept-language": "en",
  }
  const list = (await (await fetch(`${base}/api/products?page[size]=30`, { headers })).json()) as {
    data: { id: string; attributes: { price: unknown; replacement_product_id: string | null } }[]
  }
  const items = list.data
    .filter((product) => product.attributes.price && !product.attributes.replacement_product_id)
    .slice(0, 3)
    .map((product, index) => ({ id: product.id, type: "products", quantity: index + 1 }))
  if (!items.length) return { note: "no priced product" }
  return { headers, body: JSON.stringify({ items }) }
}
