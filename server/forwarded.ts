/**
 * The request as the person sent it, when a proxy that ends TLS stands in front (TRUST_PROXY=1): its
 * scheme from the proxy's X-Forwarded-Proto. The host comes from Host, which nginx sends with its port
 * (deploy/nginx/partners-shop.conf).
 *
 * React Router refuses an action whose Origin header differs from the request's own origin (its CSRF
 * check): behind nginx with TLS every form post came as http://… with Origin https://…, and was refused.
 * Without TRUST_PROXY the header is ignored, as anyone could send it.
 */
export function forwardedRequest(request: Request, trustProxy: boolean): Request {
  if (!trustProxy) return request
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase()
  if (proto !== "http" && proto !== "https") return request
  const url = new URL(request.url)
  if (url.protocol === `${proto}:`) return request
  // the scheme's default port drops out of the URL with the change (https://shop:443 → https://shop)
  url.protocol = proto
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    // a body streamed on as it arrives (required by Node's fetch for a stream body)
    duplex: "half",
  } as RequestInit & { duplex: "half" })
}
