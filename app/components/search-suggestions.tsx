import { useEffect, useId, useRef, useState } from "react"
import { useFetcher } from "react-router"

import { SEARCH_MIN_LENGTH as MIN_CHARACTERS, searchLength } from "#contract/catalog-rules"

import type { loader as searchLoader } from "../routes/search"

type SearchAnswer = NonNullable<ReturnType<typeof useFetcher<typeof searchLoader>>["data"]>
export type SuggestedProduct = SearchAnswer["products"][number]

/**
 * A field's suggestions from the search page's popup answer, as a WAI-ARIA combobox: asked for a while after
 * the last key from 2 characters (SEARCH-1), closed below them, arrow keys to move, Enter to choose, Escape
 * to close. The header's search (search-combobox.tsx) and quick order's article numbers (QUICK-1) share it;
 * each says how long to wait, which products to offer and what choosing one does. No stylesheet of its own:
 * the header's combobox is loaded lazily, and its callers hand their class names in.
 */
export function useSearchSuggestions({
  initial,
  searchPath,
  delay,
  offer,
  ready = true,
}: {
  /** the field's value to start from */
  initial: string
  /** the search page's path, which answers the popup */
  searchPath: string
  /** milliseconds after the last key before asking */
  delay: number
  /** the products of an answer that become the options */
  offer: (products: SuggestedProduct[]) => SuggestedProduct[]
  /** false while the server's plain field is still the one shown (before hydration) */
  ready?: boolean
}) {
  const fetcher = useFetcher<typeof searchLoader>()
  const listId = useId()
  const [value, setValue] = useState(initial)
  const [active, setActive] = useState(-1)
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const query = value.trim()
  const longEnough = searchLength(query) >= MIN_CHARACTERS
  const options =
    longEnough && fetcher.data && fetcher.data.query === query ? offer(fetcher.data.products) : []
  const expanded = ready && open && options.length > 0

  const onChange = (next: string) => {
    setValue(next)
    setActive(-1)
    clearTimeout(timer.current)
    if (searchLength(next.trim()) < MIN_CHARACTERS) {
      setOpen(false)
      return
    }
    timer.current = setTimeout(() => {
      void fetcher.load(`${searchPath}?${new URLSearchParams({ query: next.trim(), popup: "1" })}`)
      setOpen(true)
    }, delay)
  }

  const onKeyDown = (
    event: React.KeyboardEvent<HTMLInputElement>,
    choose: (option: SuggestedProduct) => void,
  ) => {
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
      choose(chosen)
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  /** the field's combobox attributes */
  const comboboxAttributes = {
    role: "combobox",
    "aria-expanded": expanded,
    "aria-controls": listId,
    "aria-autocomplete": "list" as const,
    "aria-activedescendant": expanded && active >= 0 ? `${listId}-${active}` : undefined,
  }

  return {
    /** the listbox's own attributes and options, for SuggestionList */
    listbox: { id: listId, hidden: !expanded, options, active },
    value,
    setValue,
    options,
    setActive,
    setOpen,
    expanded,
    /** open, long enough to be asked, and the last search has answered: the moment to announce a count */
    answered: open && longEnough && fetcher.state === "idle" && !!fetcher.data,
    comboboxAttributes,
    onChange,
    onKeyDown,
  }
}

/**
 * The suggestions' listbox under the field: one option per product, chosen by a click (the mouse down does
 * not take the focus from the field), the active one marked selected.
 */
export function SuggestionList({
  id,
  label,
  className,
  optionClassName,
  hidden,
  options,
  active,
  choose,
  children,
}: {
  id: string
  label: string
  className: string
  optionClassName: string
  hidden: boolean
  options: SuggestedProduct[]
  active: number
  choose: (option: SuggestedProduct) => void
  /** what an option shows of its product */
  children: (option: SuggestedProduct) => React.ReactNode
}) {
  return (
    <ul id={id} role="listbox" aria-label={label} className={className} hidden={hidden}>
      {options.map((option, index) => (
        <li
          key={option.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className={optionClassName}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(option)}
        >
          {children(option)}
        </li>
      ))}
    </ul>
  )
}
