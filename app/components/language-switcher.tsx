import { LANGUAGE_NAMES, SUPPORTED_LOCALES } from "#contract/locales"

import { useTranslation } from "../lib/i18n/translation"
import { useRootData } from "../lib/session/root-data"
import * as css from "./header.css"
import { HeaderPanel } from "./header-panel"

/**
 * Links to the same page in the other languages (the server maps list and product slugs, LANG-7).
 * A plain link: it works without scripts, and the new page loads with its own translations. It goes
 * through /language (routes/language-choice.tsx), which stores the choice: the page it leads to may be a
 * shared page, which sets no cookie (decision 041).
 */
const languageChoiceHref = (path: string) => `/language?to=${encodeURIComponent(path)}`

export function LanguageSwitcher() {
  const { t } = useTranslation()
  const { locale, alternates } = useRootData()
  return (
    <HeaderPanel className={css.relative}>
      <summary className={css.headerLink}>
        <span aria-hidden="true">{locale.toUpperCase()}</span>
        <span className="visually-hidden">{t("language.current", { language: LANGUAGE_NAMES[locale] })}</span>
      </summary>
      <nav aria-label={t("language.label")}>
        <ul className={css.languageList}>
          {SUPPORTED_LOCALES.map((lng) => (
            <li key={lng}>
              <a
                href={languageChoiceHref(alternates[lng])}
                hrefLang={lng}
                lang={lng}
                aria-current={lng === locale ? "true" : undefined}
              >
                {LANGUAGE_NAMES[lng]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </HeaderPanel>
  )
}
