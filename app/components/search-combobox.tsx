import { useEffect } from "react"
import { useNavigate } from "react-router"

import { formatMoney } from "#contract/money"

import { useTranslation } from "../lib/i18n/translation"
import type { CardProduct } from "./product-card"
import * as css from "./search-combobox.css"
import type { SearchForm } from "./search-form"
import { type SuggestedProduct, SuggestionList, useSearchSuggestions } from "./search-suggestions"

const DEBOUNCE_MS = 600 // SEARCH-1
const MAX_OPTIONS = 8

/**
 * The header's search form as a combobox (WAI-ARIA pattern): results after 600 ms from 2 characters, cleared
 * at 0, only products that are not old (SEARCH-1, SEARCH-2), arrow keys to move, Enter to open, Escape to
 * close. It exists only in the browser: the header renders the plain form (search-form.tsx) until this module
 * has loaded, then this one in its place, with what was typed and the focus carried over. The header hands it
 * that plain form (`Form`) to dress, rather than this module importing it: this module's chunk then needs
 * nothing from the root route's chunk, which otherwise gets an extra facade module.
 */
export function SearchCombobox({
  action,
  inputRef,
  onNavigate,
  typed,
  focused,
  Form,
}: {
  action: string
  inputRef: React.RefObject<HTMLInputElement | null>
  onNavigate: () => void
  /** what was typed into the plain form before this replaced it */
  typed: string
  /** whether the plain form's field had the focus */
  focused: boolean
  Form: typeof SearchForm
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const suggestions = useSearchSuggestions({
    initial: typed,
    searchPath: action,
    delay: DEBOUNCE_MS,
    offer: (products) =>
      products.filter((product) => !product.attributes.is_old && product.href).slice(0, MAX_OPTIONS),
  })
  const { setValue, setOpen } = suggestions
  useEffect(() => {
    if (focused) inputRef.current?.focus()
    // only when this replaces the plain form, not when the person moves on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const choose = (product: SuggestedProduct) => {
    // SEARCH-2: clicking a result closes and clears the search and opens the product
    setValue("")
    setOpen(false)
    onNavigate()
    void navigate(product.href!)
  }

  return (
    <Form
      action={action}
      inputRef={inputRef}
      field={{
        value: suggestions.value,
        ...suggestions.comboboxAttributes,
        onChange: (event) => suggestions.onChange(event.target.value),
        onKeyDown: (event) => suggestions.onKeyDown(event, choose),
      }}
    >
      <SuggestionList
        {...suggestions.listbox}
        label={t("search.resultsTitle")}
        className={css.listbox}
        optionClassName={css.option}
        choose={choose}
      >
        {(product) => <SearchOption product={product} />}
      </SuggestionList>
      <p role="status" className="visually-hidden">
        {suggestions.answered ? t("search.resultsAnnounced", { count: suggestions.options.length }) : ""}
      </p>
    </Form>
  )
}

/**
 * SEARCH-3, the search-result card inside the popup's option: id, "good deals" badge or else "old", name,
 * description_tech_spec if present, the price block when there is a price (partners). Plain text: an
 * option holds no links or buttons (the option itself opens the product).
 */
function SearchOption({ product }: { product: CardProduct }) {
  const { t, i18n } = useTranslation()
  const { attributes } = product
  const badge = attributes.is_good_deal ? "goodDeal" : attributes.is_old ? "old" : null
  return (
    <>
      <span className={css.optionHead}>
        <span className={css.optionId}>{product.id}</span>
        {badge ? (
          <span className={badge === "goodDeal" ? css.badge : css.oldBadge}>
            {t(`catalog.badges.${badge}`)}
          </span>
        ) : null}
      </span>
      <span className={css.optionName}>{attributes.name}</span>
      {attributes.description_tech_spec ? (
        <span className={css.optionDescription}>{attributes.description_tech_spec}</span>
      ) : null}
      {attributes.price ? (
        <span className={css.optionPrice} lang={i18n.language}>
          <span className="visually-hidden">{t("catalog.yourPrice")} </span>
          {formatMoney(attributes.price.display, attributes.price.currency)}
        </span>
      ) : null}
    </>
  )
}
