import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from "react"
import { Form, Link, useLocation } from "react-router"

import { useTranslation } from "../lib/i18n/translation"
import { useRootData } from "../lib/session/root-data"
import { localizedPath } from "../lib/urls/pages"
import { container } from "../styles/utilities.css"
import { FormToken } from "./form-token"
import * as css from "./header.css"
import { HEADER_PANEL, HeaderPanel } from "./header-panel"
import { LanguageSwitcher } from "./language-switcher"
import { MainNav, MenuSwitch } from "./main-nav"
import type { SearchCombobox as Combobox } from "./search-combobox"
import { SearchForm } from "./search-form"
import * as searchCss from "./search-popup.css"
import { Wordmark } from "./wordmark"

// The login panel exists only with scripts and only once opened: its form code (conform, zod) is loaded
// then, not with every catalogue page (decision 033: code for a panel comes when the person reaches for it).
const loadLoginForm = () => import("./login-form")
const LoginForm = lazy(() => loadLoginForm().then((module) => ({ default: module.LoginForm })))
// The same for the search's suggestions: the plain form is in the page, the combobox's code is loaded when
// a person reaches for the search (pointer over it, focus on it, or opening it) and then replaces the form.
const loadSearchCombobox = () => import("./search-combobox")

type Panel = "menu" | "search" | "login" | null

/** The search's combobox once loaded, with what was typed into the plain form and whether it had the focus. */
interface EnhancedSearch {
  Combobox: typeof Combobox
  typed: string
  focused: boolean
}

/**
 * Header with the main navigation, the mega menu of the category tree and the search popup.
 * Without scripts: the mega menu and search are <details>, the mobile menu opens by :target.
 * With scripts: one panel open at a time (PAGE-7), Escape closes, navigation closes all.
 * The products' disclosure (the mega menu) is not a panel of its own: on phones it opens inside the open
 * mobile menu, which stays open (closing the menu would leave no category reachable); on
 * wide screens opening it closes the search and login panels and the reverse.
 * On phones each category's ranges are a nested disclosure (a <details> per category, with and without
 * scripts); from lg they show at once, as the mega menu's columns.
 */
export function Header() {
  const { t } = useTranslation()
  const root = useRootData()
  const { locale } = root
  const [open, setOpen] = useState<Panel>(null)
  const [productsOpen, setProductsOpen] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  const headerRef = useRef<HTMLElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)
  const [enhancedSearch, setEnhancedSearch] = useState<EnhancedSearch | null>(null)
  const enhanceSearch = () => {
    if (enhancedSearch) return
    void loadSearchCombobox().then(({ SearchCombobox }) => {
      // what the person typed into the plain form meanwhile, and where their focus was, carry over
      const input = searchInput.current
      setEnhancedSearch(
        (current) =>
          current ?? {
            Combobox: SearchCombobox,
            typed: input?.value ?? "",
            focused: Boolean(input && document.activeElement === input),
          },
      )
    })
  }

  useEffect(() => {
    setHydrated(true)
    // a panel opened before the scripts arrived (a native <details> toggle) keeps its state
    const header = headerRef.current
    if (header?.querySelector("details[open][data-search-popup]")) {
      setOpen("search")
      enhanceSearch()
    } else if (header?.querySelector("details[open][data-mega-menu]")) setProductsOpen(true)
    // once, at hydration: enhanceSearch loads a module and ignores a second call
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  usePanelsClosing(headerRef, { open, productsOpen, setOpen, setProductsOpen })
  useEffect(() => {
    if (open === "search") searchInput.current?.focus()
  }, [open])

  const toggle = (panel: Exclude<Panel, null>) => (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open
    setOpen((current) => (isOpen ? panel : current === panel ? null : current))
    if (isOpen) setProductsOpen(false)
    if (isOpen && panel === "search") enhanceSearch()
  }
  // the products' disclosure keeps the mobile menu open; elsewhere it closes the search and login panels
  const toggleProducts = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open
    setProductsOpen(isOpen)
    if (isOpen) setOpen((current) => (current === "menu" ? current : null))
  }

  return (
    <header className={css.header} ref={headerRef}>
      <div className={`${container} ${css.bar}`}>
        <Link to={localizedPath(locale, "home")} className={css.logo}>
          <Wordmark name={t("meta.siteName")} tone="light" />
        </Link>
        <MenuSwitch
          hydrated={hydrated}
          href="#site-menu"
          className={css.menuToggle}
          expanded={open === "menu"}
          controls="site-menu"
          onClick={() => setOpen(open === "menu" ? null : "menu")}
        >
          {t("nav.openMenu")}
        </MenuSwitch>
        <div className={css.tools}>
          <SearchPanel
            open={open === "search"}
            onToggle={toggle("search")}
            enhancedSearch={enhancedSearch}
            onReach={enhanceSearch}
            inputRef={searchInput}
            onNavigate={() => setOpen(null)}
          />
          <LanguageSwitcher />
          <AccountLinks hydrated={hydrated} loginOpen={open === "login"} onToggleLogin={toggle("login")} />
        </div>
        <MainNav
          menuOpen={open === "menu"}
          hydrated={hydrated}
          productsOpen={productsOpen}
          onToggleProducts={toggleProducts}
          onClose={() => setOpen(null)}
        />
      </div>
    </header>
  )
}

/** The search's disclosure: the plain form, replaced by the combobox once its code is loaded. */
function SearchPanel({
  open,
  onToggle,
  enhancedSearch,
  onReach,
  inputRef,
  onNavigate,
}: {
  open: boolean
  onToggle: (event: React.SyntheticEvent<HTMLDetailsElement>) => void
  enhancedSearch: EnhancedSearch | null
  /** the person reaches for the search: its combobox's code is loaded */
  onReach: () => void
  inputRef: RefObject<HTMLInputElement | null>
  onNavigate: () => void
}) {
  const { t } = useTranslation()
  const { locale } = useRootData()
  const searchSummary = useRef<HTMLElement>(null)
  return (
    <HeaderPanel marker="search-popup" className={searchCss.disclosure} open={open} onToggle={onToggle}>
      <summary ref={searchSummary} className={css.headerLink} onPointerEnter={onReach} onFocus={onReach}>
        {t("search.open")}
      </summary>
      <div className={searchCss.popup}>
        {enhancedSearch ? (
          <enhancedSearch.Combobox
            action={localizedPath(locale, "search")}
            inputRef={inputRef}
            onNavigate={() => {
              // the chosen product loads while the panel closes: the focus goes back to the panel's
              // control, as Escape gives it, not left on the hidden field under the page (decision 039)
              searchSummary.current?.focus()
              onNavigate()
            }}
            typed={enhancedSearch.typed}
            focused={enhancedSearch.focused}
            Form={SearchForm}
          />
        ) : (
          <SearchForm action={localizedPath(locale, "search")} inputRef={inputRef} />
        )}
      </div>
    </HeaderPanel>
  )
}

/**
 * When the header's panels close (PAGE-7): after each navigation, on a click outside the header, on Escape
 * and when the focus leaves an open panel. The mobile menu also locks the page's scrolling while open.
 */
function usePanelsClosing(
  headerRef: RefObject<HTMLElement | null>,
  {
    open,
    productsOpen,
    setOpen,
    setProductsOpen,
  }: {
    open: Panel
    productsOpen: boolean
    setOpen: (panel: Panel) => void
    setProductsOpen: (open: boolean) => void
  },
) {
  const location = useLocation()
  // PAGE-7: after each navigation the menus close
  useEffect(() => {
    setOpen(null)
    setProductsOpen(false)
  }, [location.pathname, location.search, setOpen, setProductsOpen])
  // the mobile menu locks page scrolling while open
  useEffect(() => {
    if (open === "menu") document.body.setAttribute("data-scroll-locked", "")
    else document.body.removeAttribute("data-scroll-locked")
  }, [open])
  useEffect(() => {
    if (!open && !productsOpen) return
    const onClick = (event: MouseEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) {
        setOpen(null)
        setProductsOpen(false)
      }
    }
    document.addEventListener("click", onClick)
    return () => document.removeEventListener("click", onClick)
  }, [headerRef, open, productsOpen, setOpen, setProductsOpen])
  // Escape closes every open panel of the header (the language menu's too) and, as the APG disclosure
  // pattern says, gives the focus back to the control that opened the one it was in, rather than leaving
  // it in the closed panel and so on <body> (PAGE-7, decision 039)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // a widget inside that used Escape itself (the search suggestions) marks it handled
      if (event.key !== "Escape" || event.defaultPrevented || !headerRef.current) return
      const opener = closeHeaderPanels(headerRef.current)
      setOpen(null)
      setProductsOpen(false)
      opener?.focus()
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [headerRef, setOpen, setProductsOpen])
  // APG disclosure: the focus leaving an open panel closes it, so the panel never covers what the focus
  // went to (WCAG 2.2 2.4.11); the mobile menu, a dialog over the page, stays until closed
  useEffect(() => {
    const header = headerRef.current
    if (!header) return
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null
      const left = [
        ...header.querySelectorAll<HTMLDetailsElement>(`details[name="${HEADER_PANEL}"][open]`),
      ].find((details) => details.contains(event.target as Node) && (!next || !details.contains(next)))
      // the focus went nowhere (a click on the page's background): the click handler closes
      if (!left || !next || header.querySelector("#site-menu[data-open]")?.contains(left)) return
      if (left.matches("[data-mega-menu]")) setProductsOpen(false)
      else if (left.matches("[data-search-popup], [data-login-panel]")) setOpen(null)
      left.open = false
    }
    header.addEventListener("focusout", onFocusOut)
    return () => header.removeEventListener("focusout", onFocusOut)
  }, [headerRef, setOpen, setProductsOpen])
}

/** BASKET-1 and the partners' zone: the basket or wishlist, then the account and log-out or the login. */
function AccountLinks({
  hydrated,
  loginOpen,
  onToggleLogin,
}: {
  hydrated: boolean
  loginOpen: boolean
  onToggleLogin: (event: React.SyntheticEvent<HTMLDetailsElement>) => void
}) {
  const { t } = useTranslation()
  const root = useRootData()
  const { locale } = root
  const partnersHref = root.maintenance.enabled
    ? localizedPath(locale, "maintenance")
    : localizedPath(locale, "login")
  return (
    <>
      {/* BASKET-1: the basket for partners with the basket role, the wishlist for everyone else */}
      <Link to={localizedPath(locale, root.list.kind)} className={css.headerLink}>
        {t(root.list.kind === "basket" ? "nav.basket" : "nav.wishlist")}
        {root.list.count > 0 ? ` (${t("basketButton.count", { count: root.list.count })})` : null}
      </Link>
      {root.user ? (
        <>
          <Link to={localizedPath(locale, "myAccount")} className={css.headerLink}>
            {t("nav.myAccount")}
          </Link>
          <Form method="post" action="/logout" className={css.inlineForm}>
            <FormToken />
            <button type="submit" className={css.headerButton}>
              {t("nav.logout")}
            </button>
          </Form>
        </>
      ) : hydrated && !root.maintenance.enabled ? (
        // with scripts the login opens as a panel from the header; without, it is a page
        <HeaderPanel marker="login-panel" className={css.relative} open={loginOpen} onToggle={onToggleLogin}>
          {/* fetched as soon as the person heads for it, so it is usually there when the panel opens */}
          <summary
            className={css.headerLink}
            onPointerEnter={() => void loadLoginForm()}
            onFocus={() => void loadLoginForm()}
          >
            {t("nav.partnersZone")}
          </summary>
          <div className={css.loginPopup}>
            <h2 className={css.panelTitle}>{t("login.title")}</h2>
            {loginOpen ? (
              <Suspense fallback={<p role="status">{t("loading")}</p>}>
                <LoginForm id="login-panel" inPanel />
              </Suspense>
            ) : null}
          </div>
        </HeaderPanel>
      ) : (
        <Link to={partnersHref} className={css.headerLink}>
          {t("nav.partnersZone")}
        </Link>
      )}
    </>
  )
}

/**
 * Closes the header's open disclosures and mobile menu; the control that opened the panel holding the
 * focus, if the focus was in one: the menu's toggle when the mobile menu is open (everything in it
 * closes), else the summary of the outermost open disclosure around the focus (the first in document
 * order).
 */
function closeHeaderPanels(header: HTMLElement): HTMLElement | null {
  const active = document.activeElement
  const openDetails = [...header.querySelectorAll("details[open]")] as HTMLDetailsElement[]
  const opener = header.querySelector("#site-menu[data-open]")?.contains(active)
    ? header.querySelector<HTMLElement>('[aria-controls="site-menu"]')
    : openDetails.find((details) => details.contains(active))?.querySelector("summary")
  for (const details of openDetails) details.open = false
  return opener ?? null
}
