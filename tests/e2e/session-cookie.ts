import type { BrowserContext } from "@playwright/test"
import { createCookie } from "react-router"

// The shop's session cookie, read and written with the server's SESSION_SECRET, so that a journey can move
// a refresh's due time into the past instead of waiting 4 minutes (ACCOUNT-5). The cookie's settings
// are the shop's (app/lib/session/partner-session.server.ts).
export function sessionCookieJar(secret: string) {
  const cookie = createCookie("__session", { secrets: [secret], path: "/", httpOnly: true, sameSite: "lax" })
  return {
    async read(context: BrowserContext) {
      const stored = (await context.cookies()).find((entry) => entry.name === "__session")
      if (!stored) return null
      return (await cookie.parse(`__session=${stored.value}`)) as Record<string, unknown>
    },
    async write(context: BrowserContext, data: Record<string, unknown>, hostname: string) {
      const value = (await cookie.serialize(data)).split(";")[0]!.slice("__session=".length)
      await context.addCookies([
        { name: "__session", value, domain: hostname, path: "/", httpOnly: true, sameSite: "Lax" },
      ])
    },
  }
}
