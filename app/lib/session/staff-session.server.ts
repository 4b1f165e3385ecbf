import { createContext, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router"

import type { StaffRole } from "#contract/staff"

import { STAFF_BASE, STAFF_PATHS } from "../urls/staff-paths"
import {
  CookieSession,
  cookieSessionStorage,
  readCookieSession,
  savingSession,
} from "./cookie-session.server"
import { cookieSecurity } from "./cookies.server"

// The back office's login lives on the server, as the partner's does (partner-session.server.ts), in a
// cookie of its own (docs/decisions/094): another name, Path=/staff so that no shop page ever receives it,
// SameSite=Strict (nobody reaches the back office from another site's link with its session), httpOnly,
// Secure over HTTPS. It holds the API's staff token (bcs_…), which pages never see. The partner's cookie
// is never read for the back office: a partner logged in meets the staff login page.

export interface StaffSessionMember {
  id: string
  name: string
  email: string
  role: StaffRole
}

interface StaffSessionData {
  token: string
  member: StaffSessionMember
  /** between the password and the second factor (STAFF_LOGIN_STEP_SECONDS) */
  loginToken: string
  loginEmail: string
  /** at enrolment: the new secret and its otpauth URI, to show again after a wrong code */
  enrolment: { secret: string; uri: string }
}

interface StaffFlashData {
  /** an i18n key of the staff namespace for the login page (session ended, logged out) */
  notice: string
  /** the ten recovery codes of a new enrolment, shown once (JSON) */
  recoveryCodes: string
  /** an i18n key for a success message on the next page */
  done: string
}

// `__Secure-` rather than `__Host-` (cookies.server.ts): the prefix __Host- demands Path=/
export const STAFF_COOKIE_NAME = cookieSecurity ? "__Secure-staff_session" : "staff_session"

const storage = cookieSessionStorage<StaffSessionData, StaffFlashData>({
  name: STAFF_COOKIE_NAME,
  path: STAFF_BASE,
  sameSite: "strict",
})

export class StaffSession extends CookieSession<StaffSessionData, StaffFlashData> {
  get token(): string | null {
    return this.session.get("token") ?? null
  }
  get member(): StaffSessionMember | null {
    return this.token ? (this.session.get("member") ?? null) : null
  }
  get pendingLogin(): {
    token: string
    email: string
    enrolment: StaffSessionData["enrolment"] | null
  } | null {
    const token = this.session.get("loginToken")
    if (!token) return null
    return {
      token,
      email: this.session.get("loginEmail") ?? "",
      enrolment: this.session.get("enrolment") ?? null,
    }
  }

  /** The password was right: the second step's token (and a new secret at enrolment). */
  startLogin(loginToken: string, email: string, enrolment: StaffSessionData["enrolment"] | null) {
    this.clear()
    this.session.set("loginToken", loginToken)
    this.session.set("loginEmail", email)
    if (enrolment) this.session.set("enrolment", enrolment)
    this.dirty = true
  }
  signIn(token: string, member: StaffSessionMember) {
    this.clear()
    this.session.set("token", token)
    this.session.set("member", member)
    this.dirty = true
  }
  /** Logged out, or the API ended the session: a message for the login page. */
  signOut(notice?: string) {
    this.clear()
    if (notice) this.session.flash("notice", notice)
    this.dirty = true
  }
  flash<Key extends keyof StaffFlashData>(key: Key, value: StaffFlashData[Key]) {
    this.session.flash(key, value)
    this.dirty = true
  }
  private clear() {
    for (const key of ["token", "member", "loginToken", "loginEmail", "enrolment"] as const)
      this.session.unset(key)
  }
}

export const staffSessionContext = createContext<StaffSession>()

/** The staff routes' middleware (app/routes/staff/frame.tsx): the session read, and saved when changed. */
export const staffSessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const staff = await readCookieSession(StaffSession, storage, request)
  context.set(staffSessionContext, staff)
  return savingSession(staff, next)
}

/** The staff member logged in, else the login page (a partner's session counts for nothing here). */
export function requireStaffSession(context: Readonly<RouterContextProvider>, url: URL) {
  const staff = context.get(staffSessionContext)
  const member = staff.member
  const token = staff.token
  if (!member || !token) {
    const here = url.pathname.replace(/\.data$/, "") + url.search
    throw redirect(`${STAFF_PATHS.login}?next=${encodeURIComponent(here)}`)
  }
  return { member, token }
}
