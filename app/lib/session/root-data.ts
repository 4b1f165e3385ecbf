import { useRouteLoaderData } from "react-router"

import type { Locale } from "#contract/locales"

/** A toast's kind: its colour and icon (PAGE-10: never colour alone, the icon has a name). */
export type ToastTone = "success" | "info" | "warning" | "error"

export interface MenuLink {
  id: string
  name: string
  href: string
  children: MenuLink[]
}

/** What the root loader gives every page (app/root.tsx). */
export interface RootData {
  locale: Locale
  origin: string
  pathname: string
  alternates: Record<Locale, string>
  specialLists: { key: string; href: string }[]
  clearanceHref: string
  allProductsHref: string
  maintenance: { enabled: boolean; until: string | null }
  company: {
    street: string
    postalCode: string
    city: string
    country: string
    phone: string
    email: string
    vat: string
    openingHours: string
    social: { name: string; url: string }[]
  } | null
  cookieConsent: boolean
  oldBrowser: boolean
  csrfToken: string
  year: number
  /** the logged-in partner, or null for a visitor */
  user: {
    firstName: string
    lastName: string
    roles: Record<string, boolean>
    currency: "EUR" | "GBP"
  } | null
  /** ACCOUNT-9: the terms gate's step while it is open */
  termsGate: "terms" | "warning" | null
  /** PAGE-10: a toast to show once (an i18n key), and its kind */
  toast: string | null
  toastTone: ToastTone
  /** a toast with values and a duration (basket and wishlist actions), shown once */
  notice: {
    id: number
    key: string
    values?: Record<string, string | number>
    duration?: number
    tone?: ToastTone
    /** BASKET-9: what the list holds of an item whose quantity was lowered; its field shows it */
    held?: { id: string; quantity: number }
  } | null
  /** the header's basket or wishlist link: which list, and how many lines it holds */
  list: { kind: "basket" | "wishlist"; count: number }
}

export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root")
  if (!data) throw new Error("useRootData must be used below the root route")
  return data
}

export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root")
}
