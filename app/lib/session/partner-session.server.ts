import { createContext, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router"

import { refreshTokens, type RoleFlags, type TokenDocument, type UserResource } from "#contract/accounts"
import type { Locale } from "#contract/locales"

import { getLocale } from "../i18n/i18n.server"
import { createApiClient } from "../transport/api.server"
import {
  CookieSession,
  cookieSessionStorage,
  readCookieSession,
  savingSession,
} from "./cookie-session.server"
import { cookieSecurity, shopCookieName } from "./cookies.server"
import type { ToastTone } from "./root-data"

// The partner's login lives on the server (PAGE-14: the browser-side mechanics move to the server): an
// httpOnly, SameSite=Lax session cookie holds the API's tokens and what the pages need to know about the
// user. The access token is refreshed before a request once its refresh falls due (ACCOUNT-5: 4 minutes).

export interface SessionUser {
  id: string
  firstName: string
  lastName: string
  email: string
  currency: UserResource["attributes"]["currency"]
  roles: RoleFlags
  gtcAccepted: boolean
}

interface SessionData {
  accessToken: string
  refreshToken: string
  /** epoch ms when the access token should be refreshed */
  refreshAt: number
  user: SessionUser
  /** ACCOUNT-9: the terms gate's step while open; dismissed after a failed acceptance (a 403 reopens it) */
  gate: "terms" | "warning" | "dismissed"
}

interface FlashData {
  /** a message for the login form (a refresh that failed: log in again) */
  loginError: string
  /** PAGE-10: a toast (top right, 3 s), as an i18n key */
  toast: string
  /** the toast's kind when it is not an error (PAGE-10: success toasts are green, not red) */
  toastTone: ToastTone
  /** a toast with values and its own duration (app/lib/basket.server.ts Notice, as JSON) */
  notice: string
}

// over HTTPS `__Host-session` (cookies.server.ts, shopCookieName); `__session` keeps React Router's name
export const SESSION_COOKIE_NAME = cookieSecurity ? shopCookieName("session") : "__session"

const storage = cookieSessionStorage<SessionData, FlashData>({
  name: SESSION_COOKIE_NAME,
  path: "/",
  sameSite: "lax",
})

export class PartnerSession extends CookieSession<SessionData, FlashData> {
  get user(): SessionUser | null {
    return this.session.get("user") ?? null
  }
  /** The token for API calls; none while the terms gate is open (the page then shows what visitors see). */
  get apiToken(): string | null {
    const user = this.user
    const usable = user?.gtcAccepted || this.session.get("gate") === "dismissed"
    return usable ? (this.session.get("accessToken") ?? null) : null
  }
  /** The token even before the terms are accepted: for users/me, accept-gtc and logout. */
  get rawToken(): string | null {
    return this.session.get("accessToken") ?? null
  }
  get gate(): "terms" | "warning" | null {
    const step = this.session.get("gate") ?? "terms"
    return this.user && !this.user.gtcAccepted && step !== "dismissed" ? step : null
  }

  signIn(document: TokenDocument, gate: SessionData["gate"] | null = null) {
    this.session.set("accessToken", document.access_token)
    this.session.set("refreshToken", document.refresh_token)
    this.session.set("refreshAt", new Date(document.refresh_at).getTime())
    this.session.set("user", userOf(document.data))
    if (gate) this.session.set("gate", gate)
    else this.session.unset("gate")
    this.dirty = true
  }
  updateUser(data: UserResource) {
    this.session.set("user", userOf(data))
    this.dirty = true
  }
  setGate(step: SessionData["gate"]) {
    this.session.set("gate", step)
    this.dirty = true
  }
  /** The API says the terms are not accepted (403 gtc_not_accepted): open the gate. */
  requireTerms() {
    const user = this.user
    if (user) this.session.set("user", { ...user, gtcAccepted: false })
    this.session.set("gate", "terms")
    this.dirty = true
  }
  signOut(loginError?: string) {
    for (const key of ["accessToken", "refreshToken", "refreshAt", "user", "gate"] as const)
      this.session.unset(key)
    // shown on the page the person lands on (a toast) and by the login form
    if (loginError) {
      this.session.flash("loginError", loginError)
      this.session.flash("toast", loginError)
    }
    this.dirty = true
  }
  flash(key: Exclude<keyof FlashData, "toastTone">, value: string) {
    this.session.flash(key, value)
    this.dirty = true
  }
  /** A toast for the next page; an error unless said otherwise (PAGE-10: most toasts are failures). */
  flashToast(key: string, tone: ToastTone = "error") {
    this.session.flash("toast", key)
    if (tone !== "error") this.session.flash("toastTone", tone)
    this.dirty = true
  }
  get gateState() {
    return this.session.get("gate") ?? null
  }
  get refreshDue() {
    const at = this.session.get("refreshAt")
    return !!this.session.get("refreshToken") && (!at || Date.now() >= at)
  }
  get refreshToken() {
    return this.session.get("refreshToken") ?? null
  }
}

function userOf(data: UserResource): SessionUser {
  const a = data.attributes
  return {
    id: data.id,
    firstName: a.first_name,
    lastName: a.last_name,
    email: a.email,
    currency: a.currency,
    roles: data.meta.role_flags,
    gtcAccepted: a.is_gtc_accepted,
  }
}

export const partnerSessionContext = createContext<PartnerSession>()

// Several requests of one page (the document, its data requests) may find the refresh due at once; each
// process refreshes a token once and hands the same answer to the others, instead of presenting the
// used token again, which the API would take for theft (reuse detection) and end the login.
const refreshing = new Map<string, Promise<TokenDocument | null>>()
function refreshOnce(context: Readonly<RouterContextProvider>, locale: Locale, refreshToken: string) {
  let pending = refreshing.get(refreshToken)
  if (!pending) {
    pending = createApiClient(context, { locale })
      .send(refreshTokens, { body: { refresh_token: refreshToken } })
      .then((result) => (result.ok ? result.data : null))
    refreshing.set(refreshToken, pending)
    setTimeout(() => refreshing.delete(refreshToken), 60_000).unref?.()
  }
  return pending
}

export const partnerSessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const partner = await readCookieSession(PartnerSession, storage, request)
  const refreshToken = partner.refreshToken
  if (refreshToken && partner.refreshDue) {
    const refreshed = await refreshOnce(context, getLocale(context), refreshToken)
    // ACCOUNT-6: a refresh failure gives a login error, and the person is logged out
    if (refreshed) partner.signIn(refreshed, partner.gateState)
    else partner.signOut("login.sessionExpired")
  }
  context.set(partnerSessionContext, partner)
  return savingSession(partner, next)
}

/** PAGE-2: an auth route without a session goes to /. */
export function requirePartnerSession(context: Readonly<RouterContextProvider>): SessionUser {
  const user = context.get(partnerSessionContext).user
  if (!user) throw redirect("/")
  return user
}
