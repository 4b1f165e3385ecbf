import type { ReactNode } from "react"
import { Link } from "react-router"

import { useTranslation } from "../lib/i18n/translation"
import { useRootData } from "../lib/session/root-data"
import { useDelegatedLinks } from "../lib/urls/delegated-links"
import { localizedPath } from "../lib/urls/pages"
import * as css from "./header.css"
import { HeaderPanel } from "./header-panel"
import { MegaMenuCategories } from "./mega-menu-categories"

/**
 * The mobile menu's open and close controls: a button with scripts; without, a link to an anchor that
 * opens the menu (or leaves it) by :target. `expanded` and `controls` are the opening button's.
 */
export function MenuSwitch({
  hydrated,
  href,
  className,
  expanded,
  controls,
  onClick,
  children,
}: {
  hydrated: boolean
  href: string
  className: string
  expanded?: boolean
  controls?: string
  onClick: () => void
  children: ReactNode
}) {
  return hydrated ? (
    <button
      type="button"
      className={className}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
    >
      {children}
    </button>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  )
}

/**
 * The header's main navigation: the products' disclosure (the mega menu of the category tree) and the
 * shop's pages. On phones it is the mobile menu, opened by the header's toggle (by :target without
 * scripts); each category's ranges are then a nested disclosure.
 */
export function MainNav({
  menuOpen,
  hydrated,
  productsOpen,
  onToggleProducts,
  onClose,
}: {
  menuOpen: boolean
  hydrated: boolean
  productsOpen: boolean
  onToggleProducts: (event: React.SyntheticEvent<HTMLDetailsElement>) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const root = useRootData()
  const { locale } = root
  const delegatedClick = useDelegatedLinks()
  return (
    <nav
      id="site-menu"
      className={css.nav}
      aria-label={t("nav.mainNavigation")}
      data-open={menuOpen ? "" : undefined}
    >
      <MenuSwitch hydrated={hydrated} href="#" className={css.navClose} onClick={onClose}>
        {t("nav.closeMenu")}
      </MenuSwitch>
      <ul className={css.navList}>
        <li>
          <HeaderPanel
            marker="mega-menu"
            className={css.megaMenu}
            open={productsOpen}
            onToggle={onToggleProducts}
          >
            <summary className={css.headerLink}>{t("nav.products")}</summary>
            {/* the skip link "Skip to the categories" leads here: a browser opens a closed <details> to
                show the target of a link (decision 039) */}
            <div id="categories" className={css.megaPanel} onClick={delegatedClick}>
              {/* "All products" and the special lists first: after every category's ranges they would
                  be more than 100 Tabs away (decision 039) */}
              <div className={css.megaShortcuts}>
                <a href={root.allProductsHref}>{t("nav.allProducts")}</a>
                {root.specialLists.map((list) => (
                  <a key={list.key} href={list.href}>
                    {t(`nav.${list.key}` as "nav.promo")}
                  </a>
                ))}
              </div>
              <h2 className="visually-hidden">{t("nav.categories")}</h2>
              <MegaMenuCategories className={css.megaGrid} />
            </div>
          </HeaderPanel>
        </li>
        {root.user ? (
          // QUICK-1: ordering by article number, for partners
          <li>
            <Link to={localizedPath(locale, "quickOrder")} className={css.headerLink}>
              {t("nav.quickOrder")}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={root.clearanceHref} className={css.headerLink}>
            {t("nav.clearance")}
          </Link>
        </li>
        <li>
          <Link to={localizedPath(locale, "services")} className={css.headerLink}>
            {t("nav.services")}
          </Link>
        </li>
        <li>
          <Link to={localizedPath(locale, "news")} className={css.headerLink}>
            {t("nav.news")}
          </Link>
        </li>
        <li>
          <Link to={localizedPath(locale, "downloads")} className={css.headerLink}>
            {t("nav.catalogs")}
          </Link>
        </li>
        <li>
          <Link to={localizedPath(locale, "companyInfo")} className={css.headerLink}>
            {t("nav.aboutUs")}
          </Link>
        </li>
        <li>
          <Link to={localizedPath(locale, "contact")} className={css.headerLink}>
            {t("nav.contact")}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
