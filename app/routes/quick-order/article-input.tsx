import { useEffect, useId, useRef, useState } from "react"
import { useFetcher } from "react-router"

import { SEARCH_MIN_LENGTH as MIN_CHARACTERS } from "#contract/catalog-rules"

import { useTranslation } from "../../lib/i18n/translation"
import { useRootData } from "../../lib/session/root-data"
import { localizedPath } from "../../lib/urls/pages"
import type { loader as searchLoader } from "../search"
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
  const fetcher = useFetcher<typeof searchLoader>()
  const listId = useId()
  const [value, setValue] = useState(defaultValue)
  const [active, setActive] = useState(-1)
  const [open, setOpen] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => setHydrated(true), [])
  useEffect(() => () => clearTimeout(timer.current), [])
  // a new answer of the page (a preview) puts its own value in the row
  useEffect(() => setValue(defaultValue), [defaultValue])

  const typed = value.trim()
  const options =
    typed.length >= MIN_CHARACTERS && fetcher.data && fetcher.data.query === typed
      ? fetcher.data.products.slice(0, MAX_OPTIONS)
      : []
  const expanded = hydrated && open && options.length > 0

  const onChange = (next: string) => {
    setValue(next)
    setActive(-1)
    clearTimeout(timer.current)
    if (next.trim().length < MIN_CHARACTERS) {
      setOpen(false)
      return
    }
    timer.current = setTimeout(() => {
      void fetcher.load(
        `${localizedPath(locale, "search")}?${new URLSearchParams({ query: next.trim(), popup: "1" })}`,
      )
      setOpen(true)
    }, DEBOUNCE_MS)
  }
  const choose = (article: string) => {
    setValue(article)
    setOpen(false)
    setActive(-1)
  }

  return (
    <>
      <input
        id={id}
        name={name}
        className={css.control}
        value={value}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        {...(hydrated
          ? {
              role: "combobox",
              "aria-expanded": expanded,
              "aria-controls": listId,
              "aria-autocomplete": "list" as const,
              "aria-activedescendant": expanded && active >= 0 ? `${listId}-${active}` : undefined,
            }
          : {})}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          const chosen = options[active]
          if (event.key === "ArrowDown" && options.length) {
            event.preventDefault()
            setOpen(true)
            setActive((active + 1) % options.length)
          } else if (event.key === "ArrowUp" && options.length) {
            event.preventDefault()
            setActive(active <= 0 ? options.length - 1 : active - 1)
          } else if (event.key === "Enter" && expanded && chosen) {
            event.preventDefault()
            choose(chosen.id)
          } else if (event.key === "Escape" && expanded) {
            event.preventDefault()
            setOpen(false)
          }
        }}
      />
      {hydrated ? (
        <>
          <ul
            id={listId}
            role="listbox"
            aria-label={t("suggestions")}
            className={css.listbox}
            hidden={!expanded}
          >
            {options.map((product, index) => (
              <li
                key={product.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={css.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(product.id)}
              >
                <span className={css.optionId}>{product.id}</span> {product.attributes.name}
              </li>
            ))}
          </ul>
          <p role="status" className="visually-hidden">
            {expanded ? t("suggestionsAnnounced", { count: options.length }) : ""}
          </p>
        </>
      ) : null}
    </>
  )
}
