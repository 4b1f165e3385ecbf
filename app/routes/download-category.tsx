import { data, Form, Link, redirect } from "react-router"

import { DOWNLOAD_FILE_ID, getDownloadCategory } from "#contract/downloads"
import { formatDate, formatFileSize } from "#contract/format"
import { isLocale, type Locale } from "#contract/locales"

import { DownloadLink } from "../components/download-link"
import { getInstance } from "../lib/i18n/i18n.server"
import { useTranslation } from "../lib/i18n/translation"
import { shopContext } from "../lib/session/shop-context.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { metaTags } from "../lib/urls/meta-tags"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/download-category"
import * as css from "./downloads.css"

// downloads/{id}/{name}, CONTENT-3: a category's files (name, size, language), each download loading,
// succeeding or failing ("Download failed, try later", which can be cleared). The name is the
// category's slug in the page's language: another one redirects to it, so the language switch keeps the
// category. A download that fails comes back here with ?failed=<file id>, and the message stands next to
// that file's link until it is dismissed (a plain link without the marker).

/** A language's name in the page's language: "French", "Französisch". */
function languageName(code: string, locale: Locale) {
  const name = new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
}

const typeOf = (contentType: string) => (contentType.includes("csv") ? "CSV" : "PDF")

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { locale } = context.get(shopContext)
  if (!/^\d{1,9}$/.test(params.id)) throw new Response("Not found", { status: 404 })
  const requested = url.searchParams.get("language") ?? ""
  const language = isLocale(requested) ? requested : undefined
  const failedParam = url.searchParams.get("failed")
  const failed = failedParam && DOWNLOAD_FILE_ID.test(failedParam) ? failedParam : null
  const answer = await shopApi(context).send(getDownloadCategory, {
    params: { id: params.id },
    query: { "filter[language]": language },
  })
  if (!answer.ok) {
    if (answer.kind === "not_found") throw new Response("Not found", { status: 404 })
    throw new Response("Unavailable", { status: 503 })
  }
  const category = answer.data.data.attributes
  const href = localizedPath(locale, "downloadCategory", { id: params.id, name: category.slug })
  // LANG-6: the slug is per language; a wrong one (another language's, an old one) leads to the right one
  if (params.name !== category.slug) throw redirect(`${href}${url.search}`, 301)
  const t = getInstance(context).t
  const query = new URLSearchParams()
  if (language) query.set("language", language)
  const here = query.size ? `${href}?${query}` : href
  const files = answer.data.included.map(({ id, attributes: file }) => {
    const size = formatFileSize(file.size, locale) ?? ""
    const languageLabel = languageName(file.language, locale)
    return {
      id,
      title: file.title,
      language: languageLabel,
      languageCode: file.language,
      type: typeOf(file.content_type),
      size,
      date: formatDate(file.date, locale),
      partnerOnly: file.partner_only,
      href: localizedPath(locale, "downloadFile", { id: params.id, name: category.slug, fileId: id }),
      failedHref: `${here}${query.size ? "&" : "?"}failed=${id}#file-${id}`,
      label: t("downloads:downloadLabel", {
        title: file.title,
        language: languageLabel,
        type: typeOf(file.content_type),
        size,
      }),
    }
  })
  return data(
    {
      title: category.name,
      description: category.description,
      href,
      catalogsHref: localizedPath(locale, "downloads"),
      loginHref: localizedPath(locale, "login"),
      here,
      language: language ?? "",
      languages: answer.data.meta.languages.map((code) => ({ code, name: languageName(code, locale) })),
      lockedCount: category.locked_file_count,
      total: category.file_count,
      failed,
      files,
    },
    // a page with a failure message is that person's moment: no cache keeps it
    failed ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  )
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  metaTags(loaderData ? { title: loaderData.title, description: loaderData.description } : null)

export const handle = {
  i18n: ["downloads"],
  breadcrumb: ({ t, data }: { t: (key: string) => string; data: unknown }) => {
    const page = data as { title: string; catalogsHref: string; href: string } | undefined
    return [
      { label: t("breadcrumb.catalogs"), href: page?.catalogsHref },
      { label: page?.title ?? t("breadcrumb.downloadingFiles"), href: page?.href },
    ]
  },
}

export default function DownloadCategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("downloads")
  const { files, failed, lockedCount } = loaderData
  return (
    <section aria-labelledby="download-category-title" className={css.page}>
      <h1 id="download-category-title">{loaderData.title}</h1>
      <p className={css.intro}>{loaderData.description}</p>
      {lockedCount > 0 ? (
        <p className={css.notice}>
          {loaderData.total === 0 ? t("reserved") : t("locked", { count: lockedCount })}{" "}
          <Link to={loaderData.loginHref}>{t("logIn")}</Link>
        </p>
      ) : null}
      {loaderData.languages.length > 1 ? (
        <Form method="get" action={loaderData.href} className={css.filter}>
          <label htmlFor="download-language">
            {t("filterLabel")}
            <select
              id="download-language"
              name="language"
              defaultValue={loaderData.language}
              key={loaderData.language}
            >
              <option value="">{t("allLanguages")}</option>
              {loaderData.languages.map((language) => (
                <option key={language.code} value={language.code}>
                  {language.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={css.button}>
            {t("filterSubmit")}
          </button>
        </Form>
      ) : null}
      {/* every file reserved for partners: the notice above says so; "no files yet" would contradict it */}
      {loaderData.total === 0 && lockedCount > 0 ? null : <h2>{t("files")}</h2>}
      {loaderData.total === 0 && lockedCount > 0 ? null : files.length === 0 ? (
        <p role="status">{loaderData.total === 0 ? t("emptyCategory") : t("empty")}</p>
      ) : (
        <ul className={css.files}>
          {files.map((file) => (
            <li key={file.id} id={`file-${file.id}`} className={css.file}>
              <h3>{file.title}</h3>
              <dl className={css.facts}>
                <div>
                  <dt>{t("language")}:</dt>
                  <dd>{file.language}</dd>
                </div>
                <div>
                  <dt>{t("format")}:</dt>
                  <dd>{file.type}</dd>
                </div>
                <div>
                  <dt>{t("size")}:</dt>
                  <dd>{file.size}</dd>
                </div>
                <div>
                  <dt>{t("date")}:</dt>
                  <dd>{file.date}</dd>
                </div>
              </dl>
              <div className={css.actions}>
                <DownloadLink
                  href={file.href}
                  errorHref={file.failedHref}
                  label={file.label}
                  busyText={t("downloading")}
                >
                  {t("download")}
                </DownloadLink>
                {file.partnerOnly ? <span className={css.badge}>{t("partnerOnly")}</span> : null}
              </div>
              {failed === file.id ? (
                <p role="alert" className={css.alert}>
                  {t("error")}
                  <Link
                    to={loaderData.here}
                    className={css.secondary}
                    aria-label={t("dismissLabel", { title: file.title })}
                    preventScrollReset
                  >
                    {t("dismiss")}
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
