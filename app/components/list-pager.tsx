import { useTranslation } from "../lib/translation"
import { Link } from "react-router"
import * as css from "../routes/my-orders.css"

/**
 * Pages of an account list (spec §2 pagination: previous, numbered pages, next; hidden when there is one
 * page; previous disabled on the first page and next on the last). Plain links: no scripts needed.
 */
export function ListPager({
  page,
  totalPages,
  href,
}: {
  page: number
  totalPages: number
  href: (page: number) => string
}) {
  const { t } = useTranslation("orders")
  if (totalPages <= 1) return null
  const first = Math.max(1, Math.min(page - 2, totalPages - 4))
  const numbers = Array.from({ length: Math.min(5, totalPages) }, (_, index) => first + index)
  return (
    <nav aria-label={t("pages")} className={css.pager}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev">
              {t("previous")}
            </Link>
          ) : (
            <span aria-disabled="true">{t("previous")}</span>
          )}
        </li>
        {numbers.map((number) => (
          <li key={number}>
            <Link
              to={href(number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={t("page", { page: number })}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <Link to={href(page + 1)} rel="next">
              {t("next")}
            </Link>
          ) : (
            <span aria-disabled="true">{t("next")}</span>
          )}
        </li>
      </ul>
    </nav>
  )
}
