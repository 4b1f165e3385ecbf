import { Link, useMatches } from "react-router"

import { useTranslation } from "../lib/i18n/translation"
import type { Translate } from "../lib/i18n/translator"
import { useRootData } from "../lib/session/root-data"
import { localizedPath } from "../lib/urls/pages"
import * as css from "./breadcrumb.css"

export interface Crumb {
  label: string
  href?: string
}

/** A route's `handle.breadcrumb` gives its trail after "Home"; no handle means no breadcrumb. */
export interface BreadcrumbHandle {
  breadcrumb: (args: { data: unknown; t: Translate }) => Crumb[]
}

// PAGE-8: hidden on the homepage, the order screen and the order confirmation (those routes declare none).
export function Breadcrumb() {
  const { t } = useTranslation()
  const { locale } = useRootData()
  const matches = useMatches()
  const trail = matches.flatMap((match) => {
    const handle = match.handle as Partial<BreadcrumbHandle> | undefined
    // a route whose loader failed (a 404 rendered by the error boundary) has no data to name its crumbs
    if (!handle?.breadcrumb || (match.loaderData === undefined && match.id !== "root")) return []
    return handle.breadcrumb({ data: match.loaderData, t })
  })
  if (trail.length === 0) return null
  const crumbs: Crumb[] = [{ label: t("breadcrumb.home"), href: localizedPath(locale, "home") }, ...trail]
  return (
    <nav aria-label={t("breadcrumb.label")} className={css.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={`${index}-${crumb.label}`}>
              {last || !crumb.href ? (
                <span aria-current={last ? "page" : undefined}>{crumb.label}</span>
              ) : (
                <Link to={crumb.href}>{crumb.label}</Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
