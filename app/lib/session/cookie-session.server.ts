import { createCookieSessionStorage, type Session, type SessionStorage } from "react-router"

import { env } from "../env.server"
import { cookieSecurity } from "./cookies.server"

// What the partner's login (partner-session.server.ts) and the staff's (staff-session.server.ts) keep
// alike: a cookie signed with the session secret, httpOnly, Secure over HTTPS, written back only when
// the request changed it, on the answer and on a redirect thrown on the way (a login that ended).

/** A session cookie's storage; each login names its cookie, its path and its SameSite. */
export function cookieSessionStorage<Data, Flash>(cookie: {
  name: string
  path: string
  sameSite: "lax" | "strict"
}): SessionStorage<Data, Flash> {
  return createCookieSessionStorage<Data, Flash>({
    cookie: { ...cookie, httpOnly: true, secure: cookieSecurity, secrets: [env.sessionSecret] },
  })
}

/** One request's session: read once, marked changed by what writes it, saved by commitIfChanged. */
export class CookieSession<Data, Flash> {
  protected dirty = false
  constructor(
    readonly session: Session<Data, Flash>,
    private readonly storage: SessionStorage<Data, Flash>,
  ) {}

  /** A flashed value, once: reading it changes the cookie. */
  takeFlash<Key extends keyof Flash & string>(key: Key): Flash[Key] | null {
    const value = this.session.get(key) as Flash[Key] | undefined
    if (value !== undefined) this.dirty = true
    return value ?? null
  }
  async commitIfChanged(response: Response) {
    if (this.dirty) response.headers.append("Set-Cookie", await this.storage.commitSession(this.session))
  }
}

/** The request's session of one kind (PartnerSession, StaffSession), read from its cookie. */
export async function readCookieSession<Data, Flash, Kind extends CookieSession<Data, Flash>>(
  kind: new (session: Session<Data, Flash>, storage: SessionStorage<Data, Flash>) => Kind,
  storage: SessionStorage<Data, Flash>,
  request: Request,
) {
  return new kind(await storage.getSession(request.headers.get("Cookie")), storage)
}

/** Runs the rest of the request, then saves the session on its answer, or on the redirect it threw. */
export async function savingSession(
  session: { commitIfChanged(response: Response): Promise<void> },
  next: () => Promise<Response>,
) {
  try {
    const response = await next()
    await session.commitIfChanged(response)
    return response
  } catch (thrown) {
    // a redirect thrown by a later middleware or a loader (the API ended the login) carries the cleared
    // session too
    if (thrown instanceof Response) await session.commitIfChanged(thrown)
    throw thrown
  }
}
