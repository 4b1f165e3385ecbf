import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes"

import { SUPPORTED_LOCALES } from "#contract/locales"

import { PAGE_MODULES } from "./lib/urls/page-modules"
import { type PageName, pageRouteId, PAGES } from "./lib/urls/pages"
import { ROUTE_WORDS } from "./lib/urls/route-words"

// Each page module is mounted once per supported language, with that language's route words
// (/fr/info-entreprise, /nl/bedrijfsinfo, …). The tables live in app/lib/urls/pages.ts (paths) and
// page-modules.ts (modules).
const parentOf = (name: PageName): PageName | undefined => (PAGES[name] as { parent?: PageName }).parent

const localized = SUPPORTED_LOCALES.flatMap((locale) => {
  const mount = (name: PageName, base: string): RouteConfigEntry[] => {
    const pattern = PAGES[name].pattern(ROUTE_WORDS[locale])
    const full = pattern ? `${locale}/${pattern}` : locale
    // a nested page's path is relative to its parent's
    const path = base ? full.slice(base.length + 1) : full
    const children = (Object.keys(PAGES) as PageName[])
      .filter((child) => parentOf(child) === name)
      .flatMap((child) => mount(child, full))
    return [
      route(
        path,
        PAGE_MODULES[name],
        { id: pageRouteId(locale, name) },
        children.length ? children : undefined,
      ),
    ]
  }
  return [
    ...(Object.keys(PAGES) as PageName[])
      .filter((name) => !parentOf(name))
      .flatMap((name) => mount(name, "")),
    route(`${locale}/*`, "routes/not-found.tsx", { id: `${locale}:notFound` }),
  ]
})

export default [
  index("routes/root-redirect.tsx"),
  route("cookie-consent", "routes/cookie-consent.tsx"),
  route("logout", "routes/logout.tsx"),
  route("language", "routes/language-choice.tsx"),
  route("terms-gate", "routes/terms-gate.tsx"),
  route("robots.txt", "routes/robots.tsx"),
  route("sitemap.xml", "routes/sitemap-index.tsx"),
  route("sitemap/:file", "routes/sitemap.tsx"),
  ...localized,
  // the back office (docs/decisions/094): English paths, apart from the shop's localized pages; every page
  // in the staff frame (its session), those that need a login in the staff layout (its navigation)
  route("staff", "routes/staff/frame.tsx", [
    index("routes/staff/index.tsx"),
    route("login", "routes/staff/login.tsx"),
    route("second-factor", "routes/staff/second-factor.tsx"),
    route("recovery-codes", "routes/staff/recovery-codes.tsx"),
    route("logout", "routes/staff/logout.tsx"),
    route("language", "routes/staff/language.tsx"),
    layout("routes/staff/layout.tsx", { id: "staff-layout" }, [
      route("dashboard", "routes/staff/dashboard.tsx"),
      route("confirm-identity", "routes/staff/confirm-identity.tsx"),
      route("partners", "routes/staff/partners/list.tsx"),
      route("partners/:id", "routes/staff/partners/detail.tsx"),
      route("partners/:id/prices", "routes/staff/partners/prices.tsx"),
      route("signups", "routes/staff/signups.tsx"),
      route("signups/:id", "routes/staff/signup-review.tsx"),
      route("switches", "routes/staff/switches.tsx"),
      // the operator's screens (docs/decisions/096)
      route("orders", "routes/staff/orders.tsx"),
      route("orders/:ref", "routes/staff/order.tsx"),
      route("orders/:ref/invoice", "routes/staff/order-invoice.tsx"),
      route("outbox", "routes/staff/outbox.tsx"),
      route("outbox/:id", "routes/staff/outbox-mail.tsx"),
      route("jobs", "routes/staff/jobs.tsx"),
      route("audit-log", "routes/staff/audit-log.tsx"),
      route("members", "routes/staff/members.tsx"),
      // the content role's screens (decision 098); an item's form without an id writes a new one
      route("content/news", "routes/staff/content/news-list.tsx"),
      route("content/news/item/:id?", "routes/staff/content/news-edit.tsx"),
      route("content/announcements", "routes/staff/content/announcement-list.tsx"),
      route("content/announcements/item/:id?", "routes/staff/content/announcement-edit.tsx"),
      route("content/faq", "routes/staff/content/faq-list.tsx"),
      route("content/faq/item/:id?", "routes/staff/content/faq-edit.tsx"),
      route("content/services", "routes/staff/content/service-list.tsx"),
      route("content/services/item/:id?", "routes/staff/content/service-edit.tsx"),
      route("content/downloads", "routes/staff/content/downloads-list.tsx"),
      route("content/downloads/category/:id?", "routes/staff/content/download-category-edit.tsx"),
      route("content/downloads/:id", "routes/staff/content/download-category.tsx"),
      route("content/company", "routes/staff/content/company.tsx"),
      route("content/company/:id", "routes/staff/content/company-section.tsx"),
    ]),
  ]),
  // a path without a (supported) language: redirect to the fallback language, else 404
  route("*", "routes/locale-fallback.tsx"),
] satisfies RouteConfig
