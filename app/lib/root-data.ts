import { useRouteLoaderData } from "react-router"
import type { Locale } from "./locales"

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
  menu: MenuLink[]
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
}

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined
  if (!data) throw new Error("useRootData must be used below the root route")
  return data
}

export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined
}
