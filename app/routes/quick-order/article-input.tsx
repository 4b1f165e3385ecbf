import { useEffect, useState } from "react"

import {
  type SuggestedProduct,
  SuggestionList,
  useSearchSuggestions,
} from "../../components/search-suggestions"
import { useTranslation } from "../../lib/i18n/translation"
import { useRootData } from "../../lib/session/root-data"
import { localizedPath } from "../../lib/urls/pages"
import * as css from "./quick-order.css"

const DEBOUNCE_MS = 300
const MAX_OPTIONS = 6

/**
 * A row's article number (QUICK-1). Without scripts a plain text input. With them the same input is a
 * WAI-ARIA combobox, as the header's search is (app/components/search-combobox.tsx): from 2 characters,
 * the search page's results in their popup form, arrow keys to move, Enter or a click to fill the number in,
 * Escape to close. The input keeps its name, so the form posts the same whatever happened here.
 */
export function ArticleInput({
  id,
  name,
  defaultValue,
  describedBy,
  invalid,
}: {
  id: string
  name: string
  defaultValue: string
  describedBy?: string
  invalid: boolean
}) {
  const { t } = useTranslation("quick-order")
  const { locale } = useRootData()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const suggestions = useSearchSuggestions({
    initial: defaultValue,
    searchPath: localizedPath(locale, "search"),
    delay: DEBOUNCE_MS,
    offer: (products) => products.slice(0, MAX_OPTIONS),
    ready: hydrated,
  })
  const { options, expanded, setValue, setOpen, setActive } = suggestions
  // a new answer of the page (a preview) puts its own value in the row
  useEffect(() => setValue(defaultValue), [defaultValue, setValue])

  const choose = (product: SuggestedProduct) => {
    setValue(product.id)
    setOpen(false)
    setActive(-1)
  }

  return (
    <>
      <input
        id={id}
        name={name}
        className={css.control}
        value={suggestions.value}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        {...(hydrated ? suggestions.comboboxAttributes : {})}
        onChange={(event) => suggestions.onChange(event.target.value)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => suggestions.onKeyDown(event, choose)}
      />
      {hydrated ? (
        <>
          <SuggestionList
            {...suggestions.listbox}
            label={t("suggestions")}
            className={css.listbox}
            optionClassName={css.option}
            choose={choose}
          >
            {(product) => (
              <>
                <span className={css.optionId}>{product.id}</span> {product.attributes.name}
              </>
            )}
          </SuggestionList>
          <p role="status" className="visually-hidden">
            {expanded ? t("suggestionsAnnounced", { count: options.length }) : ""}
          </p>
        </>
      ) : null}
    </>
  )
}
