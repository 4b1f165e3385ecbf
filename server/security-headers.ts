/**
 * Security headers of every response; the script nonce lets React Router's inline scripts run. A 304 gets
 * no policy: the browser keeps the stored page, whose scripts carry the stored policy's nonce.
 */
export function securityHeaders(headers: Headers, nonce: string, dev: boolean, status = 200) {
  headers.set("X-Content-Type-Options", "nosniff")
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin")
  headers.set("X-Frame-Options", "DENY")
  headers.set("Cross-Origin-Opener-Policy", "same-origin")
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
  if (status === 304) return
  // a response with its own, stricter policy keeps it (the API's SVG pictures: default-src 'none')
  if (headers.has("Content-Security-Policy")) return
  const scriptSrc = dev ? "'self' 'unsafe-inline'" : `'self' 'nonce-${nonce}'`
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
      "base-uri 'self'",
      "object-src 'none'",
    ].join("; "),
  )
}
