// What the partner benches start from: the demo buyer's login, the headers its requests send, and the
// priced products that are still sold (no replacement), from the first page of the catalogue.

export async function partnerSession(base: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "buyer@partners.test", password: "Partner-Demo-2026" }),
  })
  if (!login.ok) return { ok: false as const, status: login.status }
  const headers = {
    authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
    "content-type": "application/json",
    "accept-language": "en",
  }
  const list = (await (await fetch(`${base}/api/products?page[size]=30`, { headers })).json()) as {
    data: { id: string; attributes: { price: unknown; replacement_product_id: string | null } }[]
  }
  const products = list.data.filter(
    (product) => product.attributes.price && !product.attributes.replacement_product_id,
  )
  return { ok: true as const, headers, products }
}
