import "./styles/global.css"
// the gate's styles are in every page's stylesheet: the server renders it open, before its script loads
import "./components/terms-gate.css"

import { lazy, useEffect } from "react"
import {
  data,
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useRouteError,
} from "react-router"

import { FALLBACK_LOCALE, isSupportedLocale, type Locale, SUPPORTED_LOCALES } from "#contract/locales"

import type { Route } from "./+types/root"
import { Breadcrumb } from "./components/breadcrumb"
import { CookieNotice } from "./components/cookie-notice"
import { Footer } from "./components/footer"
import { Header } from "./components/header"
import { KeepServerPage } from "./components/keep-server-page"
import { menuMarkupContext } from "./components/mega-menu-categories"
import { NavigationProgress } from "./components/navigation-progress"
import { OldBrowserBanner } from "./components/old-browser-banner"
import { listCountText, MessageRegion, Toast } from "./components/toast"
import { documentCacheMiddleware } from "./lib/caching/document-cache.server"
import { pageCacheMiddleware } from "./lib/caching/page-cache.server"
import { sharedPageMiddleware } from "./lib/caching/shared-page.server"
import { getLocale, i18nextMiddleware, pageTranslator } from "./lib/i18n/i18n.server"
import { namespacesOf } from "./lib/i18n/namespaces"
import { pageTextsUrl, textsOfPage } from "./lib/i18n/page-texts"
import { textsWithThePage } from "./lib/i18n/texts-with-the-page"
import { useTranslation } from "./lib/i18n/translation"
import { cookieConsentCookie } from "./lib/session/cookies.server"
import { useNonce } from "./lib/session/nonce"
import {
  partnerSessionContext,
  partnerSessionMiddleware,
  type SessionUser,
} from "./lib/session/partner-session.server"
import { type RootData, useOptionalRootData } from "./lib/session/root-data"
import { shopContext, shopMiddleware } from "./lib/session/shop-context.server"
import { headerList, takeNotice } from "./lib/shop/basket.server"
import { listHref, SPECIAL_LISTS } from "./lib/shop/menu"
import { menuMarkup } from "./lib/shop/menu-markup.server"
import { loadNewsSlugs } from "./lib/shop/news.server"
import { keepServerPageOnError } from "./lib/transport/client-errors"
import { alternatePaths } from "./lib/urls/alternates"
import { localizedPath, pageOfPath } from "./lib/urls/pages"
import { ROUTE_WORDS } from "./lib/urls/route-words"
import { isStaffPath } from "./lib/urls/staff-paths"
import { trailingSlashMiddleware } from "./lib/urls/trailing-slash.server"
import { isInternetExplorer } from "./lib/user-agent"
import { container } from "./styles/utilities.css"

// The terms gate (ACCOUNT-9) opens for a partner who has not accepted the terms yet: a chunk of its own, and
// its texts a namespace of their own, that no other page loads. No Suspense boundary: the server renders it
// in the page (it must work without scripts), and hydration waits for the chunk.
const TermsGate = lazy(() =>
  import("./components/terms-gate").then((module) => ({ default: module.TermsGate })),
)
// The not-found page's content, for the error boundary: loaded when a page is not found, not with every
// page (its chunk was on every page's preload list), the same way: the server renders it, hydration waits.
const NotFound = lazy(() => import("./components/not-found").then((module) => ({ default: module.NotFound })))

export const middleware: Route.MiddlewareFunction[] = [
  documentCacheMiddleware,
  trailingSlashMiddleware,
  i18nextMiddleware,
  partnerSessionMiddleware,
  sharedPageMiddleware,
  shopMiddleware,
  pageCacheMiddleware,
]

// after a client navigation the page's texts come with its data (texts-with-the-page.ts)
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [textsWithThePage]

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }]

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = getLocale(context)
  const { settings, csrfToken } = context.get(shopContext)
  const list = headerList(request, context)
  // awaited below; a rejection while the menu loads must not go unhandled meanwhile
  list.catch(() => undefined)
  // a news item's page switches language to the same item with that language's slug
  const current = pageOfPath(locale, url.pathname)
  const [menu, newsSlugs] = await Promise.all([
    context.get(shopContext).menu(),
    current?.page === "newsDetails" ? loadNewsSlugs(context, current.params.id) : null,
  ])
  const contact = settings.company_contact
  // the contact's texts per language: the page's, else English, else none
  const inLocale = (text: Record<string, string>) => text[locale] ?? text.en ?? ""
  const rootData: RootData = {
    locale,
    origin: url.origin,
    pathname: url.pathname,
    alternates: alternatePaths(menu, locale, url.pathname, url.search, newsSlugs),
    specialLists: SPECIAL_LISTS.map((key) => ({
      key,
      href: listHref(locale, { category: key, range: null, subrange: null }),
    })),
    // CAT-4: products/all with the declined flag preselects the clearance filter
    clearanceHref: `${localizedPath(locale, "productList", { category: ROUTE_WORDS[locale].all })}?declined`,
    allProductsHref: localizedPath(locale, "productList", { category: ROUTE_WORDS[locale].all }),
    maintenance: { enabled: settings.maintenance, until: settings.maintenance_until },
    company: contact
      ? {
          street: contact.street,
          postalCode: contact.postalCode,
          city: inLocale(contact.city),
          country: inLocale(contact.country),
          phone: contact.phone,
          email: contact.email,
          vat: contact.vat,
          openingHours: inLocale(contact.openingHours),
          social: contact.social,
        }
      : null,
    cookieConsent: (await cookieConsentCookie.parse(request.headers.get("Cookie"))) === "accepted",
    oldBrowser: isInternetExplorer(request.headers.get("User-Agent")),
    csrfToken,
    year: new Date().getFullYear(),
    user: partnerView(context.get(partnerSessionContext).user),
    termsGate: context.get(partnerSessionContext).gate,
    toast: context.get(partnerSessionContext).takeFlash("toast"),
    toastTone: context.get(partnerSessionContext).takeFlash("toastTone") ?? "error",
    notice: takeNotice(context),
    list: await list,
  }
  // the mega menu's categories reach the render as markup, not as data (decision 055)
  context.set(menuMarkupContext, menuMarkup(menu, locale, pageTranslator(context)))
  return data(rootData, { headers: { "Content-Language": locale } })
}

/** What pages may know of the logged-in partner (never the tokens). */
function partnerView(user: SessionUser | null): RootData["user"] {
  return user
    ? { firstName: user.firstName, lastName: user.lastName, roles: user.roles, currency: user.currency }
    : null
}

// The language alternates, canonical link and breadcrumb of the root belong to the URL: recompute them on
// every navigation, not only when the default rules would.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search || defaultShouldRevalidate

// MODE-7: an error while the page hydrates leaves the server's page in place, wherever in the layout
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <KeepServerPage>
      <ShopLayout>{children}</ShopLayout>
    </KeepServerPage>
  )
}

function ShopLayout({ children }: { children: React.ReactNode }) {
  // the back office (/staff) is no shop page: none of the shop's header, footer, notices or terms gate,
  // and no language alternates (its addresses name no language); its frame is app/routes/staff/frame.tsx
  const staffPage = isStaffPath(useLocation().pathname)
  const shopRoot = useOptionalRootData()
  const root = staffPage ? undefined : shopRoot
  const { t, i18n } = useTranslation()
  const locale = shopRoot?.locale ?? (i18n.language as Locale) ?? "en"
  const nonce = useNonce()
  // decision 048: scripts run only after the first paint. What needs them running to behave (the toasts'
  // floating place, which they move away from the focus) waits for this mark, as do the journeys
  useEffect(() => {
    document.documentElement.dataset.hydrated = ""
  }, [])
  const namespaces = namespacesOf(useMatches())
  if (root?.termsGate && !namespaces.includes("terms")) namespaces.push("terms")
  // the terms gate's link leads to the terms of service, which the person reads with the gate above them
  const readingTerms = root?.termsGate && root.pathname === localizedPath(root.locale, "termsOfService")
  // while the terms gate is open the page behind it is inert (ACCOUNT-9): the messages stay outside it
  const gateOpen = Boolean(root?.termsGate && !readingTerms)
  // Messages at the top of the main content: without scripts they are read there, in the flow, before the
  // page (toast.css); with scripts they show at the top right, over the page, for their few seconds.
  const toasts = (
    <MessageRegion list={root?.list}>
      {root?.toast ? <Toast message={root.toast} tone={root.toastTone} /> : null}
      {root?.notice ? (
        <Toast
          key={root.notice.id}
          message={root.notice.key}
          values={root.notice.values}
          duration={root.notice.duration}
          tone={root.notice.tone ?? "success"}
          // BASKET-9: the replacement warning is not dismissible
          dismissible={root.notice.key !== "basketButton.replacementWarning"}
          // a line's change says the list's new count in the same message (decision 077)
          after={
            root.notice.key.startsWith("basketButton.") && root.notice.tone !== "error" && root.list
              ? listCountText(t, root.list.kind, root.list.count)
              : undefined
          }
        />
      ) : null}
    </MessageRegion>
  )
  // the texts entry.client.tsx imports before hydrating, fetched with the page's other scripts
  const textsLocale = isSupportedLocale(locale) ? locale : FALLBACK_LOCALE
  return (
    <html lang={locale} dir="ltr" data-i18n={namespaces.length ? namespaces.join(" ") : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* decision 058: nothing is drawn before the header is whole. A browser that drew a half-parsed
            header moved its tools and menu button to a second row as the rest arrived (a layout shift);
            browsers without render-blocking `expect` links ignore it */}
        <link rel="expect" href="#main" blocking="render" />
        <Meta />
        {root ? (
          <>
            <link rel="canonical" href={root.origin + root.pathname} />
            {SUPPORTED_LOCALES.map((lng) => (
              <link key={lng} rel="alternate" hrefLang={lng} href={root.origin + root.alternates[lng]} />
            ))}
            <link rel="alternate" hrefLang="x-default" href={root.origin + root.alternates.en} />
          </>
        ) : null}
        {textsOfPage(namespaces).map((namespace) => (
          <link
            key={namespace}
            rel="modulepreload"
            href={pageTextsUrl(textsLocale, namespace)}
            nonce={nonce}
          />
        ))}
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("skipLink")}
        </a>
        {/* the mega menu's categories, past the header's tools in the tab order (decision 039) */}
        {root ? (
          <a className="skip-link" href="#categories">
            {t("skipToCategories")}
          </a>
        ) : null}
        <NavigationProgress />
        {/* while the terms gate is open the page behind it cannot be reached (ACCOUNT-9) */}
        <div inert={gateOpen ? true : undefined}>
          {/* in the flow at the top, not stuck over the page: it never hides a link or the focus
                (WCAG 2.2: 2.4.11 focus not obscured, 2.5.8 target size) */}
          {root && !root.cookieConsent ? <CookieNotice /> : null}
          {shopRoot?.oldBrowser ? <OldBrowserBanner /> : null}
          {root ? <Header /> : null}
          <main id="main" tabIndex={-1} className={container}>
            {gateOpen ? null : toasts}
            {root ? <Breadcrumb /> : null}
            {root?.termsGate && readingTerms ? (
              <TermsGate step={root.termsGate} redirectTo={root.pathname} reading />
            ) : null}
            {children}
          </main>
          {root ? <Footer /> : null}
        </div>
        {gateOpen ? <TermsGate step={root!.termsGate!} redirectTo={root!.pathname} /> : null}
        {gateOpen ? toasts : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  // MODE-7: an error of the scripts while the page hydrates is no page of its own: the server's stays
  keepServerPageOnError(error)
  const { t } = useTranslation()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  // the address asked for something the shop refuses (a page number that is no whole number, a character
  // nobody types): what is wrong, not "try again later", which would change nothing
  const badRequest = isRouteErrorResponse(error) && error.status === 400
  const messages = badRequest ? ((error.data as { messages?: string[] } | null)?.messages ?? []) : []
  const title = badRequest ? t("error.badRequestTitle") : t("error.title")
  return (
    <section aria-labelledby="error-title">
      {/* as the not-found page: a page without a title is announced as its address (WCAG 2.4.2) */}
      <title>{`${title} | Belcater Pro`}</title>
      <h1 id="error-title">{title}</h1>
      {badRequest ? (
        <>
          <p>{t("error.badRequest")}</p>
          {messages.length ? (
            <ul>
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p>{t("error.tryLater")}</p>
      )}
      <p>
        <a href="/">{t("error.backHome")}</a>
      </p>
    </section>
  )
}
