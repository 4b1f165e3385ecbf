import { Link } from "react-router"

import { useTranslation } from "../lib/i18n/translation"
import { pageWindow } from "../lib/shop/product-list-url"
import * as css from "./pagination.css"

/**
 * The pages of a list (PAGE-11): previous, numbered pages, next; hidden when there is one page; previous
 * disabled on the first page and next on the last; 5 numbers above the medium breakpoint and 3 below.
 * Plain links, so it works without scripts. Product lists, orders, invoices and saved baskets share it.
 */
export function Pagination({
  page,
  totalPages,
  href,
}: {
  page: number
  totalPages: number
  href: (page: number) => string
}) {
  const { t } = useTranslation()
  if (totalPages <= 1) return null
  return (
    <nav aria-label={t("pagination.label")} className={css.pagination}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev">
              {t("pagination.previous")}
            </Link>
          ) : (
            <span aria-disabled="true">{t("pagination.previous")}</span>
          )}
        </li>
        {pageWindow(page, totalPages).map((entry) => (
          <li key={entry.page} className={entry.narrow ? undefined : css.wideOnly}>
            <Link
              to={href(entry.page)}
              aria-current={entry.page === page ? "page" : undefined}
              aria-label={t("pagination.page", { page: entry.page })}
            >
              {entry.page}
            </Link>
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <Link to={href(page + 1)} rel="next">
              {t("pagination.next")}
            </Link>
          ) : (
            <span aria-disabled="true">{t("pagination.next")}</span>
          )}
        </li>
      </ul>
    </nav>
  )
}
