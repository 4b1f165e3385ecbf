import { Link } from "react-router"

import { listTermsOfServiceSections } from "#contract/content"

import { ContentPage, contentPageHandle, contentPageMeta } from "../components/content-page"
import { useTranslation } from "../lib/i18n/translation"
import { useRootData } from "../lib/session/root-data"
import { loadContentPage } from "../lib/shop/content-page.server"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/terms-of-service"

// The general terms and conditions of sale: numbered sections, a table of contents linking to each of
// them, and the pages they refer to. A partner who has not accepted them yet reads them here with the
// terms gate's Accept and Cancel above them (root.tsx): this page is the gate's only way out besides those.
export const loader = ({ context }: Route.LoaderArgs) =>
  loadContentPage(context, listTermsOfServiceSections, "terms-of-service", ({ id, attributes: section }) => ({
    kind: "section",
    id,
    anchor: `terms-${id}`,
    title: section.title,
    body: section.body,
  }))

export const meta: Route.MetaFunction = contentPageMeta
export const handle = { ...contentPageHandle("termsOfService"), i18n: ["terms"] }

export default function TermsOfServicePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("terms")
  const { locale } = useRootData()
  return (
    <ContentPage page="termsOfService" blocks={loaderData.blocks} contents={t("contents")}>
      <nav aria-labelledby="terms-see-also">
        <h2 id="terms-see-also">{t("seeAlso")}</h2>
        <ul>
          <li>
            <Link to={localizedPath(locale, "cookiesPolicy")}>{t("privacyLink")}</Link>
          </li>
          <li>
            <Link to={localizedPath(locale, "contact")}>{t("contactLink")}</Link>
          </li>
        </ul>
      </nav>
    </ContentPage>
  )
}
