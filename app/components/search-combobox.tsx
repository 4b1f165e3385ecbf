import { useEffect, useId, useRef, useState } from "react"
import { useFetcher, useNavigate } from "react-router"

import { SEARCH_MIN_LENGTH as MIN_CHARACTERS, searchLength } from "#contract/catalog-rules"
import { formatMoney } from "#contract/money"

import { useTranslation } from "../lib/i18n/translation"
import type { loader as searchLoader } from "../routes/search"
import type { CardProduct } from "./product-card"
import * as css from "./search-combobox.css"
import type { SearchForm } from "./search-form"

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
  const fetcher = useFetcher<typeof searchLoader>()
  const navigate = useNavigate()
  const listId = useId()
  const [value, setValue] = useState(typed)
  const [active, setActive] = useState(-1)
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    if (focused) inputRef.current?.focus()
    // only when this replaces the plain form, not when the person moves on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => () => clearTimeout(timer.current), [])

  const results =
    searchLength(value.trim()) >= MIN_CHARACTERS && fetcher.data && fetcher.data.query === value.trim()
      ? fetcher.data.products
          .filter((product) => !product.attributes.is_old && product.href)
          .slice(0, MAX_OPTIONS)
      : []
  const expanded = open && results.length > 0

  const onChange = (next: string) => {
    setValue(next)
    setActive(-1)
    clearTimeout(timer.current)
    if (searchLength(next.trim()) < MIN_CHARACTERS) {
      setOpen(false)
      return
    }
    timer.current = setTimeout(() => {
      void fetcher.load(`${action}?${new URLSearchParams({ query: next.trim(), popup: "1" })}`)
      setOpen(true)
    }, DEBOUNCE_MS)
  }
  const choose = (href: string) => {
    // SEARCH-2: clicking a result closes and clears the search and opens the product
    setValue("")
    setOpen(false)
    onNavigate()
    void navigate(href)
  }

  return (
    <Form
      action={action}
      inputRef={inputRef}
      field={{
        value,
        role: "combobox",
        "aria-expanded": expanded,
        "aria-controls": listId,
        "aria-autocomplete": "list",
        "aria-activedescendant": expanded && active >= 0 ? `${listId}-${active}` : undefined,
        onChange: (event) => onChange(event.target.value),
        onKeyDown: (event) => {
          const chosen = results[active]
          if (event.key === "ArrowDown" && results.length) {
            event.preventDefault()
            setOpen(true)
            setActive((active + 1) % results.length)
          } else if (event.key === "ArrowUp" && results.length) {
            event.preventDefault()
            setActive(active <= 0 ? results.length - 1 : active - 1)
          } else if (event.key === "Enter" && expanded && chosen) {
            event.preventDefault()
            choose(chosen.href!)
          } else if (event.key === "Escape" && expanded) {
            event.preventDefault()
            setOpen(false)
            setActive(-1)
          }
        },
      }}
    >
      <ul
        id={listId}
        role="listbox"
        aria-label={t("search.resultsTitle")}
        className={css.listbox}
        hidden={!expanded}
      >
        {results.map((product, index) => (
          <li
            key={product.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={css.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(product.href!)}
          >
            <SearchOption product={product} />
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {open && searchLength(value.trim()) >= MIN_CHARACTERS && fetcher.state === "idle" && fetcher.data
          ? t("search.resultsAnnounced", { count: results.length })
          : ""}
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
