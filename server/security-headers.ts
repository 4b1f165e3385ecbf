/**
 * Security headers of every response. React Router's inline scripts run by the page's script nonce, or on
 * a shared page (decision 041: the same bytes for every visitor, so no nonce) by their hashes, which the
 * web shop names (`scriptHashes`, "" when the page has none). A 304 gets no policy: the browser keeps the
 * stored page, whose scripts the stored policy allows. Over HTTPS
 * (directly or behind a proxy that says so, server/forwarded.ts) browsers are told to come back over
 * HTTPS only, for a year; over plain HTTP the header would be ignored, and on a laptop it would be wrong.
 */
/** HTTPS only, for a year, subdomains included: what a browser that once came over HTTPS keeps to. */
export const HSTS = "max-age=31536000; includeSubDomains"

export function securityHeaders(
  headers: Headers,
  nonce: string,
  dev: boolean,
  status = 200,
  https = false,
  scriptHashes: string | null = null,
) {
  if (https) headers.set("Strict-Transport-Security", HSTS)
  headers.set("X-Content-Type-Options", "nosniff")
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin")
  headers.set("X-Frame-Options", "DENY")
  headers.set("Cross-Origin-Opener-Policy", "same-origin")
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
  if (status === 304) return
  // a response with its own, stricter policy keeps it (the API's SVG pictures: default-src 'none')
  if (headers.has("Content-Security-Policy")) return
  const scriptSrc = dev
    ? "'self' 'unsafe-inline'"
    : scriptHashes !== null
      ? ["'self'", ...scriptHashes.split(" ").filter(isScriptHash)].join(" ")
      : `'self' 'nonce-${nonce}'`
  const styleSrc = dev ? "'self' 'unsafe-inline'" : "'self'"
  const connectSrc = dev ? "'self' ws: wss:" : "'self'"
  headers.set(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src ${scriptSrc}`,
      `style-src ${styleSrc}`,
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src ${connectSrc}`,
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
    ].join("; "),
  )
}

/** Only hash expressions pass from the web shop's header into the policy, whatever else it held. */
const isScriptHash = (source: string) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(source)

/**
 * The policy of the API reference page (/api/docs), which Redoc renders: its scripts are files of our own
 * ('self', no inline script), but its styles come from styled-components, which the build prerenders into
 * one <style> element and, once scripts run, moves into a <style> element it creates empty and fills
 * through the CSSOM (insertRule, which the policy does not govern). So the styles are allowed by the
 * hashes of exactly those elements' text (the prerendered CSS, and '' for the element created empty) and
 * of the few style="…" attributes in the prerendered markup ('unsafe-hashes': those values only, never
 * 'unsafe-inline'). The hashes are taken at build time (vite/api-reference-page.ts).
 */
export function apiReferencePolicy(hashes: { styleElementHashes: string[]; styleAttributeHashes: string[] }) {
  const elements = ["'self'", ...hashes.styleElementHashes].join(" ")
  const attributes = ["'unsafe-hashes'", ...hashes.styleAttributeHashes].join(" ")
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src-elem ${elements}`,
    `style-src-attr ${attributes}`,
    // browsers without the -elem/-attr directives read this one
    `style-src ${elements} ${attributes}`,
    "img-src 'self' data:",
    // Redoc's icon font is a data: URL in its CSS
    "font-src 'self' data:",
    "connect-src 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ")
}
