import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteError } from "react-router"

import { LANGUAGE_NAMES, SUPPORTED_LOCALES } from "#contract/locales"

import { useTranslation } from "../../lib/i18n/translation"
import { useOptionalRootData } from "../../lib/session/root-data"
import { staffSessionMiddleware } from "../../lib/session/staff-session.server"
import { keepServerPageOnError } from "../../lib/transport/client-errors"
import { STAFF_PATHS } from "../../lib/urls/staff-paths"
import type { Route } from "./+types/frame"
import * as css from "./staff.css"

// Every back office page sits in this frame (docs/decisions/094): the staff session read and saved
// (its own cookie, Path=/staff), the back office's name and a language switch. The pages that need a
// login sit one level further in, in the staff layout (layout.tsx); login and its second step do not.

export const middleware: Route.MiddlewareFunction[] = [staffSessionMiddleware]

// the navigation labels of every screen (staff-nav.ts), shown on every page of the layout
export const handle = { i18n: ["staff", "staff-partners", "staff-ops", "staff-content"] }

export default function StaffFrame() {
  return (
    <>
      <StaffBand />
      <Outlet />
    </>
  )
}

/** The back office's name, and its languages: the shop's language cookie (staff-language.server.ts). */
function StaffBand() {
  const { t } = useTranslation("staff")
  const root = useOptionalRootData()
  const location = useLocation()
  const here = location.pathname + location.search
  return (
    <div className={css.band}>
      <p className={css.brand}>
        <Link to={STAFF_PATHS.dashboard}>{t("frame.title")}</Link>
      </p>
      <nav aria-label={t("frame.languages")}>
        <ul className={css.languages}>
          {SUPPORTED_LOCALES.map((lng) => (
            <li key={lng}>
              {/* a document load: the page comes back whole in the new language */}
              <a
                href={`${STAFF_PATHS.language}?lng=${lng}&to=${encodeURIComponent(here)}`}
                lang={lng}
                hrefLang={lng}
                aria-current={root?.locale === lng ? "true" : undefined}
                title={LANGUAGE_NAMES[lng]}
              >
                {lng.toUpperCase()}
                <span className="visually-hidden"> {LANGUAGE_NAMES[lng]}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

/** A failure of a page outside the staff layout (login, second step): said in the frame. */
export function ErrorBoundary() {
  const error = useRouteError()
  keepServerPageOnError(error)
  return (
    <>
      <StaffBand />
      <StaffErrorText error={error} />
    </>
  )
}

/** The text of a back office failure: not allowed (403), not found (404), else try again later. */
export function StaffErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation("staff")
  const status = isRouteErrorResponse(error) ? error.status : 500
  const kind = status === 403 ? "forbidden" : status === 404 ? "notFound" : "failed"
  return (
    <section aria-labelledby="staff-error-title">
      <title>{`${t(`errors.${kind}Title`)} | ${t("frame.title")}`}</title>
      <h1 id="staff-error-title">{t(`errors.${kind}Title`)}</h1>
      <p>{t(`errors.${kind}`)}</p>
      <p>
        <Link to={STAFF_PATHS.dashboard} className={css.target}>
          {t("errors.backToDashboard")}
        </Link>
      </p>
    </section>
  )
}
