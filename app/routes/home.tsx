import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import type { Route } from "./+types/home"
import { useDelegatedLinks } from "../lib/delegated-links"
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
  const delegatedClick = useDelegatedLinks()
  return (
    <>
      <section className={css.hero} aria-labelledby="home-title">
        <h1 id="home-title">{t("home.title")}</h1>
        <p>{t("home.intro")}</p>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t("home.browseCategories")}</h2>
        <ul className={css.grid} onClick={delegatedClick}>
          {menu.map((category) => (
            <li key={category.id} className={css.card}>
              <h3>
                <a href={category.href}>{category.name}</a>
              </h3>
              <ul>
                {category.children.map((range) => (
                  <li key={range.id}>
                    <a href={range.href}>{range.name}</a>
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
