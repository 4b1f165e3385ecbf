import { Link } from "react-router"

import { LANGUAGE_NAMES, type Locale, LOCALES } from "#contract/locales"

import { Paragraphs } from "../../../components/paragraphs"
import { useTranslation } from "../../../lib/i18n/translation"
import * as css from "./content.css"

// A stored item as the shop shows it, in one language picked by links (CONTENT-6): a language without
// its own text shows the English one, as the shop does.

export type PreviewTexts = Partial<Record<Locale, string>>

export const inLanguage = (text: PreviewTexts | undefined, lng: Locale) => text?.[lng] || text?.en || ""

export function previewLanguage(url: URL): Locale {
  const asked = url.searchParams.get("preview")
  return (LOCALES as readonly string[]).includes(asked ?? "") ? (asked as Locale) : "en"
}

export function ContentPreview({
  language,
  title,
  date,
  summary,
  body,
  picture,
  shopHref,
}: {
  language: Locale
  title: string
  /** none for an entry without one (an FAQ entry, a service, a company info section) */
  date?: string
  /** none or empty: no lead paragraph (an FAQ entry) */
  summary?: string
  body: string
  picture?: { url: string; alt: string } | null
  shopHref?: string
}) {
  const { t } = useTranslation("staff-content")
  return (
    <section aria-labelledby="preview-heading" className={css.preview}>
      <h2 id="preview-heading">{t("preview.title", { language: LANGUAGE_NAMES[language] })}</h2>
      <nav aria-label={t("preview.languages")}>
        <ul className={css.languageLinks}>
          {LOCALES.map((lng) => (
            <li key={lng}>
              <Link
                to={`?preview=${lng}#preview-heading`}
                aria-current={lng === language ? "true" : undefined}
                lang={lng}
                preventScrollReset
              >
                {LANGUAGE_NAMES[lng]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article lang={language} className={css.previewItem}>
        <h3>{title}</h3>
        {date ? <p className={css.muted}>{date}</p> : null}
        {picture ? <img src={picture.url} alt={picture.alt} className={css.picture} /> : null}
        {summary ? (
          <p>
            <strong>{summary}</strong>
          </p>
        ) : null}
        <Paragraphs text={body} />
      </article>
      {shopHref ? (
        <p>
          <a href={shopHref}>{t("preview.onShop")}</a>
        </p>
      ) : null}
    </section>
  )
}
