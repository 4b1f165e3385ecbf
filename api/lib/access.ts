import type { Context, MiddlewareHandler } from "hono"

import type { ApiEnv } from "./context"
import { ApiError, unauthenticated } from "./errors"
import { GTC_EXEMPT } from "./terms-gate"
import type { ResolvedViewer, RoleFlags, Viewer } from "./viewer"

// Who is calling, decided once per request: a bearer token is verified (a bad one is a 401, never a
// silent downgrade to visitor), then the terms gate applies to every partner call (ACCOUNT-8). Every
// module's routes check the caller with requirePartner and requireRole. How a token becomes a partner is
// the accounts module's (resolveViewer), passed in by api/app.ts: api/lib imports no module.

/** The partner behind a bearer token, or a 401 thrown. */
export type ViewerResolver = (c: Context<ApiEnv>, token: string) => Promise<ResolvedViewer>

/**
 * The partners of one shop page's calls, by token. The shop's server renders a page with several calls
 * to this API, in the same process and with the same token (the settings, the basket's count, the list,
 * its filters, its price range), and used to look the partner up again for each one: two queries a call,
 * a sixth of a partner's list page (decision 040). server.ts passes a new memo with each page's calls, as
 * the request's bindings, which no caller over HTTP can set. A memo lives as long as its page's render;
 * only reads use it, and any other call (a log-out, accepting the terms) empties it first, so what
 * follows a change sees the change.
 */
export type ViewerMemo = Map<string, Promise<ResolvedViewer>>

export function partnerAccess(resolve: ViewerResolver): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization")
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1]
    // /staff/* takes staff sessions only (modules/staff/staff-access.ts): a partner's token is never read there
    if (!header || c.req.path === "/auth/login" || c.req.path.startsWith("/staff/")) {
      c.set("viewer", null)
      return next()
    }
    if (!token) throw unauthenticated()
    const memo = (c.env as { viewers?: unknown } | undefined)?.viewers
    const viewer = await viewerOf(
      memo instanceof Map ? (memo as ViewerMemo) : null,
      ["GET", "HEAD"].includes(c.req.method),
      () => resolve(c, token),
      token,
    )
    c.set("viewer", viewer)
    c.set("sessionId", viewer.sessionId)
    if (!viewer.isGtcAccepted && !GTC_EXEMPT.has(c.req.path)) {
      throw new ApiError(403, "gtc_not_accepted", "The terms and conditions must be accepted first.")
    }
    return next()
  }
}

/** The call's partner: from the page's memo for a read when there is one, else looked up. */
async function viewerOf(
  memo: ViewerMemo | null,
  reading: boolean,
  resolve: () => Promise<ResolvedViewer>,
  token: string,
): Promise<ResolvedViewer> {
  if (!memo) return resolve()
  if (!reading) {
    memo.clear()
    return resolve()
  }
  let pending = memo.get(token)
  if (!pending) {
    pending = resolve()
    memo.set(token, pending)
    // a refused token is not kept: the next call tries again (and is refused again)
    pending.catch(() => memo.delete(token))
  }
  return pending
}

/** The partner of this call, or 401 (conventions: requireXxx throws). */
export function requirePartner(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated()
  return viewer
}

/** 403 forbidden when the partner lacks a role (contract). */
export function requireRole(viewer: Viewer | null, role: keyof RoleFlags): Viewer {
  const partner = requirePartner(viewer)
  if (!partner.roles[role]) throw new ApiError(403, "forbidden", "This account may not do this.")
  return partner
}
