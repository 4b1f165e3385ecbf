import { Form } from "react-router"

import { SEARCH_MIN_LENGTH } from "#contract/catalog-rules"

import { useTranslation } from "../lib/i18n/translation"
import { button } from "../styles/utilities.css"
import * as css from "./search-popup.css"

/**
 * The header's search form as the server renders it: a labelled field of a GET form that opens the
 * results page, which is all it is without scripts. The combobox (search-combobox.tsx) is this same form
 * with the suggestions' attributes on the field and the listbox after it; it is loaded only when a person
 * reaches for the search (header.tsx), so that its code is not in every page's scripts.
 */
export function SearchForm({
  action,
  inputRef,
  field,
  children,
}: {
  action: string
  inputRef: React.RefObject<HTMLInputElement | null>
  /** the combobox's attributes and handlers for the field */
  field?: React.InputHTMLAttributes<HTMLInputElement>
  children?: React.ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Form method="get" action={action} role="search" className={css.form}>
      <div className={css.field}>
        <label htmlFor="site-search">{t("search.label")}</label>
        <input
          ref={inputRef}
          id="site-search"
          name="query"
          type="search"
          minLength={SEARCH_MIN_LENGTH}
          required
          autoComplete="off"
          placeholder={t("search.placeholder")}
          {...field}
        />
      </div>
      <button type="submit" className={button}>
        {t("search.submit")}
      </button>
      {children}
    </Form>
  )
}
