import type { ClientCategory, RoleFlags } from "#contract/accounts"
import type { StaffRole } from "#contract/staff"

import { type RoleId, ROLES } from "../db/schema"

/** ACCOUNT-1: role flags derived from role ids; a user without roles has every flag false. */
export type { RoleFlags }

export function roleFlags(roleIds: readonly number[] | null | undefined): RoleFlags {
  const flags = Object.fromEntries(Object.values(ROLES).map((name) => [name, false])) as unknown as RoleFlags
  for (const id of roleIds ?? []) {
    const name = ROLES[id as RoleId]
    if (name) flags[name] = true
  }
  return flags
}

/** Who is asking: a logged-in partner, or null for a visitor. */
export interface Viewer {
  clientId: number
  /** ACCOUNT-2: the partner's category, if any (announcements meant for one category, CONTENT-2) */
  category: ClientCategory | null
  currency: "EUR" | "GBP"
  /** the partner's discount on catalogue prices, in basis points */
  discountBasisPoints: number
  /** ACCOUNT-8: until the terms are accepted every partner call answers 403 gtc_not_accepted */
  isGtcAccepted: boolean
  roles: RoleFlags
}

/** A partner known by their bearer token: the login (session) the token belongs to. */
export interface ResolvedViewer extends Viewer {
  sessionId: string
}

/** PRICE-2: the price_quotation or product role shows prices and availability. */
export const seesPrices = (viewer: Viewer | null): viewer is Viewer =>
  !!viewer && (viewer.roles.price_quotation || viewer.roles.product)

/** Who is asking under /staff: a staff member with a session past its second factor. */
export interface StaffViewer {
  staffId: number
  email: string
  name: string
  role: StaffRole
  sessionId: string
  sessionCreatedAt: Date
  /** this call: the idle limit runs from here */
  lastSeenAt: Date
  /** the last second factor typed in this session (at login, then each reauthentication) */
  reauthenticatedAt: Date
}
