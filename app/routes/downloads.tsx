import { data, Link } from "react-router"

import { listDownloadCategories } from "#contract/downloads"

import { getInstance } from "../lib/i18n/i18n.server"
import { useTranslation } from "../lib/i18n/translation"
import { shopContext } from "../lib/session/shop-context.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { metaTags } from "../lib/urls/meta-tags"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/downloads"
import * as css from "./downloads.css"

// CONTENT-3, downloads ("Catalogs" in the main menu): the download categories, each with its description and
// the number of files the person may download; a visitor also learns how many more a partner gets.

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(shopContext)
  const title = getInstance(context).t("downloads:title")
  const answer = await shopApi(context).send(listDownloadCategories)
  if (!answer.ok)
    return data({ title, failed: true as const, loginHref: "", categories: [] }, { status: 503 })
  return {
    title,
    failed: false as const,
    loginHref: localizedPath(locale, "login"),
    categories: answer.data.data.map(({ id, attributes: category }) => ({
      id,
      name: category.name,
      description: category.description,
      fileCount: category.file_count,
      lockedCount: category.locked_file_count,
      href: localizedPath(locale, "downloadCategory", { id, name: category.slug }),
    })),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = {
  i18n: ["downloads"],
  breadcrumb: ({ t }: { t: (key: string) => string }) => [{ label: t("breadcrumb.catalogs") }],
}

export default function DownloadsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("downloads")
  return (
    <section aria-labelledby="downloads-title" className={css.page}>
      <h1 id="downloads-title">{t("title")}</h1>
      <p className={css.intro}>{t("intro")}</p>
      {loaderData.failed ? (
        <p role="alert" className={css.alert}>
          {t("failed")}
        </p>
      ) : (
        <ul className={css.cards}>
          {loaderData.categories.map((category) => (
            <li key={category.id} className={css.card}>
              <h2>
                <Link to={category.href}>{category.name}</Link>
              </h2>
              <p>{category.description}</p>
              {category.fileCount > 0 || category.lockedCount === 0 ? (
                <p className={css.muted}>{t("fileCount", { count: category.fileCount })}</p>
              ) : null}
              {category.lockedCount > 0 ? (
                <p>
                  {category.fileCount > 0 ? t("locked", { count: category.lockedCount }) : t("reserved")}{" "}
                  <Link to={loaderData.loginHref}>{t("logIn")}</Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
