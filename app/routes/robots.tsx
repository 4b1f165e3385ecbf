import type { Route } from "./+types/robots"

// robots.txt names the sitemap with an absolute address, so it is made per host.
export function loader({ url }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /cookie-consent",
    `Sitemap: ${url.origin}/sitemap.xml`,
    "",
  ].join("\n")
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  })
}
