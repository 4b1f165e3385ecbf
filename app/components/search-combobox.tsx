import { useEffect, useId, useRef, useState } from "react"
import { useFetcher, useNavigate } from "react-router"

import { SEARCH_MIN_LENGTH as MIN_CHARACTERS } from "#contract/catalog-rules"

import { useTranslation } from "../lib/i18n/translation"
import type { loader as searchLoader } from "../routes/search"
import * as css from "./search-combobox.css"

const DEBOUNCE_MS = 600 // spec §9
const MAX_OPTIONS = 8

/**
 * The header's search field. Without scripts it is a plain field of a GET form (the results page). With
 * scripts it becomes a combobox (WAI-ARIA pattern): results after 600 ms from 2 characters, cleared at 0,
 * only products that are not old (spec §2), arrow keys to move, Enter to open, Escape to close.
 */
export function SearchCombobox({
  action,
  inputRef,
  onNavigate,
}: {
  action: string
  inputRef: React.RefObject<HTMLInputElement | null>
  onNavigate: () => void
}) {
  const { t } = useTranslation()
  const fetcher = useFetcher<typeof searchLoader>()
  const navigate = useNavigate()
  const listId = useId()
  const [hydrated, setHydrated] = useState(false)
  const [value, setValue] = useState("")
  const [active, setActive] = useState(-1)
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    // what was typed before the scripts arrived stays: the controlled input starts from it
    const typed = inputRef.current?.value
    if (typed) setValue(typed)
    setHydrated(true)
  }, [inputRef])
  useEffect(() => () => clearTimeout(timer.current), [])

  const results =
    value.trim().length >= MIN_CHARACTERS && fetcher.data && fetcher.data.query === value.trim()
      ? fetcher.data.products
          .filter((product) => !product.attributes.is_old && product.href)
          .slice(0, MAX_OPTIONS)
      : []
  const expanded = open && results.length > 0

  const onChange = (next: string) => {
    setValue(next)
    setActive(-1)
    clearTimeout(timer.current)
    if (next.trim().length < MIN_CHARACTERS) {
      setOpen(false)
      return
    }
    timer.current = setTimeout(() => {
      void fetcher.load(`${action}?${new URLSearchParams({ query: next.trim() })}`)
      setOpen(true)
    }, DEBOUNCE_MS)
  }
  const choose = (href: string) => {
    // spec §2: clicking a result closes and clears the search and opens the product
    setValue("")
    setOpen(false)
    onNavigate()
    void navigate(href)
  }

  return (
    <>
      <input
        ref={inputRef}
        id="site-search"
        name="query"
        type="search"
        minLength={MIN_CHARACTERS}
        required
        autoComplete="off"
        placeholder={t("search.placeholder")}
        {...(hydrated
          ? {
              value,
              role: "combobox",
              "aria-expanded": expanded,
              "aria-controls": listId,
              "aria-autocomplete": "list" as const,
              "aria-activedescendant": expanded && active >= 0 ? `${listId}-${active}` : undefined,
              onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
              onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
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
            }
          : {})}
      />
      {hydrated ? (
        <>
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
                <span className={css.optionId}>{product.id}</span>
                {product.attributes.is_good_deal ? (
                  <span className={css.badge}>{t("catalog.badges.goodDeal")}</span>
                ) : null}
                <span className={css.optionName}>{product.attributes.name}</span>
              </li>
            ))}
          </ul>
          <p role="status" className="visually-hidden">
            {open && value.trim().length >= MIN_CHARACTERS && fetcher.state === "idle" && fetcher.data
              ? t("search.resultsAnnounced", { count: results.length })
              : ""}
          </p>
        </>
      ) : null}
    </>
  )
}
