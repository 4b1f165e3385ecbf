import type { Locale } from "#contract/locales"

import { ROUTE_WORDS, type RouteWords } from "./route-words"

/** my-account/my-offers, the offers' pages' common start */
const offers = (w: RouteWords) => `${w.myAccount}/${w.myOffers}`

/**
 * Every page of the shop: its path pattern written with the language's route words (its module is in
 * page-modules.ts, which only app/routes.ts reads: module names have no business in the browser's
 * scripts). app/routes.ts mounts each page once per supported language from this table, and
 * localizedPath() builds any page's URL in any language from it, so the two can never disagree.
 */
export const PAGES = {
  home: { pattern: () => "" },
  companyInfo: { pattern: (w: RouteWords) => w.companyInfo },
  faq: { pattern: (w: RouteWords) => w.faq },
  services: { pattern: (w: RouteWords) => w.services },
  cookiesPolicy: { pattern: (w: RouteWords) => w.cookiesPolicy },
  maintenance: { pattern: () => "maintenance" },
  productList: {
    pattern: (w: RouteWords) => `${w.products}/:category?/:range?/:subrange?`,
  },
  // the named route "product-details-full" (CAT-5); every product sits in a category, range and subrange
  productDetails: {
    pattern: (w: RouteWords) => `${w.details}/:category/:range/:subrange/:id`,
  },
  // CAT-30: one of a product's technical documents, streamed from the API through the shop (a resource route)
  productDocument: {
    pattern: (w: RouteWords) => `${w.details}/:category/:range/:subrange/:id/:documentId`,
  },
  search: { pattern: (w: RouteWords) => `${w.search}/:result?` },
  contact: { pattern: (w: RouteWords) => w.contact },
  signup: { pattern: (w: RouteWords) => w.signup },
  // the page of the link mailed for a sign-up sent without the captcha's proof (docs/decisions/078)
  signupConfirmation: { pattern: (w: RouteWords) => `${w.signup}/${w.confirmation}` },
  login: { pattern: (w: RouteWords) => w.login },
  forgotPassword: { pattern: (w: RouteWords) => w.forgotYourPassword },
  setPassword: { pattern: (w: RouteWords) => w.setNewPassword },
  termsOfService: { pattern: (w: RouteWords) => w.termsOfService },
  news: { pattern: (w: RouteWords) => w.news },
  // the news feed (Atom, a resource route) comes before the detail page, so that pageOfPath reads
  // news/feed.xml as the feed and not as an item whose id is "feed.xml"
  newsFeed: { pattern: (w: RouteWords) => `${w.news}/feed.xml` },
  // news/{id}/{newsDetailsSlug} (LANG-6): the slug is per language; without it (or with another) the page
  // redirects to the item's own address
  newsDetails: { pattern: (w: RouteWords) => `${w.news}/:id/:slug?` },
  // downloads with child downloads/{id}/{name} (CONTENT-3): the categories, then one category's files (its
  // name's slug is per language); a file is downloaded through the shop (a resource route) by its public id
  downloads: { pattern: (w: RouteWords) => w.downloads },
  downloadCategory: {
    pattern: (w: RouteWords) => `${w.downloads}/:id/:name`,
  },
  downloadFile: {
    pattern: (w: RouteWords) => `${w.downloads}/:id/:name/:fileId`,
  },
  // BASKET-2: basket and wishlist are the same screen
  basket: { pattern: (w: RouteWords) => w.basket },
  wishlist: { pattern: (w: RouteWords) => w.wishlist },
  // QUICK-1: quick order (auth), and its list's template in the page's language (a resource route)
  quickOrder: { pattern: (w: RouteWords) => w.quickOrder },
  quickOrderTemplate: { pattern: (w: RouteWords) => `${w.quickOrder}/${w.template}` },
  // the order process (auth; ?spareparts) and its confirmation
  submitOrder: { pattern: (w: RouteWords) => w.submitOrder },
  orderConfirmation: {
    pattern: (w: RouteWords) => `${w.submitOrder}/:view`,
  },
  // PAGE-1: the account area (auth) is a layout; its pages are nested in it (`parent`), their patterns
  // written in full so that links and the language switch need no knowledge of the nesting
  myAccount: { pattern: (w: RouteWords) => w.myAccount },
  myPersonalData: {
    pattern: (w: RouteWords) => `${w.myAccount}/${w.myPersonalData}`,
    parent: "myAccount",
  },
  myBaskets: {
    pattern: (w: RouteWords) => `${w.myAccount}/${w.myBaskets}`,
    parent: "myAccount",
  },
  myBasketDetail: {
    pattern: (w: RouteWords) => `${w.myAccount}/${w.myBaskets}/:id`,
    parent: "myAccount",
  },
  myOrders: {
    pattern: (w: RouteWords) => `${w.myAccount}/${w.myOrders}`,
    parent: "myAccount",
  },
  myOrderDetail: {
    pattern: (w: RouteWords) => `${w.myAccount}/${w.myOrders}/:id`,
    parent: "myAccount",
  },
  myInvoices: {
    pattern: (w: RouteWords) => `${w.myAccount}/${w.myInvoices}`,
    parent: "myAccount",
  },
  // my-account/my-announcements, and one announcement on its own page (CONTENT-2)
  myAnnouncements: {
    pattern: (w: RouteWords) => `${w.myAccount}/${w.myAnnouncements}`,
    parent: "myAccount",
  },
  myAnnouncementDetail: {
    pattern: (w: RouteWords) => `${w.myAccount}/${w.myAnnouncements}/:id`,
    parent: "myAccount",
  },
  // my-account/my-offers with its children new, new/{id} and {id} (OFFER-2): the partner's offers to their
  // own customers (price_quotation role). "new" comes before {id} so that a path is read back as the new
  // offer's page, not as an offer whose id is the word "new" (pageOfPath takes the first match).
  myOffers: { pattern: offers, parent: "myAccount" },
  newOffer: {
    pattern: (w: RouteWords) => `${offers(w)}/${w.newOffer}`,
    parent: "myAccount",
  },
  offerEditor: {
    pattern: (w: RouteWords) => `${offers(w)}/${w.newOffer}/:id`,
    parent: "myAccount",
  },
  offerDetail: {
    pattern: (w: RouteWords) => `${offers(w)}/:id`,
    parent: "myAccount",
  },
  // my-account/my-export (EXPORT-1): the CSV export's settings, its states and the partner's files
  // (partner_zone_export role)
  myExport: {
    pattern: (w: RouteWords) => `${w.myAccount}/${w.myExport}`,
    parent: "myAccount",
  },
  // one export file (a resource route, outside the account layout): streamed from the API; the e-mail that
  // says a file is ready links here
  myExportDownload: {
    pattern: (w: RouteWords) => `${w.myAccount}/${w.myExport}/:id`,
  },
  // QUICK-7: the partner's back-in-stock alerts; its action also takes the "notify me" forms
  myStockAlerts: {
    pattern: (w: RouteWords) => `${w.myAccount}/${w.myStockAlerts}`,
    parent: "myAccount",
  },
  // the partner's logins: see them, end one, or every one but this (ASVS 5.0 7.5.2)
  mySessions: {
    pattern: (w: RouteWords) => `${w.myAccount}/${w.mySessions}`,
    parent: "myAccount",
  },
  // the integration API's keys (roles 6 and 7, decision 023): make one, see it once, revoke
  myApiKeys: {
    pattern: (w: RouteWords) => `${w.myAccount}/${w.myApiKeys}`,
    parent: "myAccount",
  },
  // an offer's PDF, for the customer or the partner's own copy (a resource route, outside the layout)
  offerPdf: { pattern: (w: RouteWords) => `${offers(w)}/:id/pdf/:variant` },
  // an invoice's PDF (a resource route, outside the account layout): streamed from the API, named by its id
  myInvoiceDownload: {
    pattern: (w: RouteWords) => `${w.myAccount}/${w.myInvoices}/:id`,
  },
} as const satisfies Record<string, { pattern: (words: RouteWords) => string; parent?: string }>

export type PageName = keyof typeof PAGES
export type PageParams = Record<string, string | undefined>

/** The route id of a page in a language, e.g. "fr:companyInfo". */
export const pageRouteId = (locale: Locale, page: PageName) => `${locale}:${page}`

/** The URL of a page in a language: localizedPath("fr", "companyInfo") → "/fr/info-entreprise". */
export function localizedPath(locale: Locale, page: PageName, params: PageParams = {}): string {
  const pattern = PAGES[page].pattern(ROUTE_WORDS[locale])
  const segments = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(":")) return segment
      const optional = segment.endsWith("?")
      const name = segment.slice(1, optional ? -1 : undefined)
      const value = params[name]
      if (value == null || value === "") {
        if (optional) return null
        throw new Error(`Missing parameter "${name}" for page ${page}`)
      }
      return encodeURIComponent(value)
    })
  // optional parameters can only be left out from the end
  const cut = segments.indexOf(null)
  const kept = (cut === -1 ? segments : segments.slice(0, cut)) as string[]
  return "/" + [locale, ...kept].join("/")
}

/** Route words of the first path segment, for mapping a URL from one language to another. */
export function pageOfPath(locale: Locale, pathname: string): { page: PageName; params: PageParams } | null {
  const segments = pathname.split("/").filter(Boolean)
  if (segments[0] !== locale) return null
  const rest = segments.slice(1).map(decodeURIComponent)
  for (const [name, page] of Object.entries(PAGES) as [PageName, (typeof PAGES)[PageName]][]) {
    const pattern = page.pattern(ROUTE_WORDS[locale]).split("/").filter(Boolean)
    const params: PageParams = {}
    let matched = rest.length <= pattern.length
    for (const [i, part] of pattern.entries()) {
      if (!matched) break
      if (part.startsWith(":")) {
        const optional = part.endsWith("?")
        const value = rest[i]
        if (value === undefined && !optional) matched = false
        else params[part.slice(1, optional ? -1 : undefined)] = value
      } else if (part !== rest[i]) matched = false
    }
    if (matched) return { page: name, params }
  }
  return null
}
