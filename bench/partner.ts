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

/**
 * The demo buyer logged in to the shop through its login form, as a browser does (the form's token, its
 * cookie, the Origin header): the cookies that make the shop render pages for the buyer (partners never
 * get the visitors' shared pages), or the status that refused the login.
 */
export async function shopSession(base: string): Promise<{ cookie: string } | { status: number }> {
  const jar = new Map<string, string>()
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";")
      const at = pair.indexOf("=")
      if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ")
  const page = await fetch(`${base}/en/login`)
  keep(page)
  const token = (await page.text()).match(/name="csrf" value="([^"]+)"/)?.[1]
  if (!token) return { status: page.status }
  const login = await fetch(`${base}/en/login`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: cookie(), origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: token, email: "buyer@partners.test", password: "Partner-Demo-2026" }),
  })
  keep(login)
  return login.status === 303 && jar.has("__session") ? { cookie: cookie() } : { status: login.status }
}
