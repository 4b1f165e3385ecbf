import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import type { Route } from "./+types/home"
import { metaTags } from "../lib/meta"
import { loadPageMeta } from "../lib/page-meta.server"
import { useRootData } from "../lib/root-data"
import * as css from "./home.css"

export async function loader({ context }: Route.LoaderArgs) {
  return { meta: await loadPageMeta(context, "home") }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.meta)

// No handle.breadcrumb: spec §2 hides the breadcrumb on the homepage.
export default function HomePage() {
  const { t } = useTranslation()
  const { menu, specialLists, clearanceHref } = useRootData()
  return (
    <>
      <section className={css.hero} aria-labelledby="home-title">
        <h1 id="home-title">{t("home.title")}</h1>
        <p>{t("home.intro")}</p>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t("home.browseCategories")}</h2>
        <ul className={css.grid}>
          {menu.map((category) => (
            <li key={category.id} className={css.card}>
              <h3>
                <Link to={category.href}>{category.name}</Link>
              </h3>
              <ul>
                {category.children.map((range) => (
                  <li key={range.id}>
                    <Link to={range.href}>{range.name}</Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <nav aria-label={t("nav.specialLists")} className={css.lists}>
        {specialLists.map((list) => (
          <Link key={list.key} to={list.href}>
            {t(`nav.${list.key}` as "nav.promo")}
          </Link>
        ))}
        <Link to={clearanceHref}>{t("nav.clearance")}</Link>
      </nav>
    </>
  )
}
