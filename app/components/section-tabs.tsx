import { type ReactNode, startTransition, useEffect, useRef, useState } from "react"

import * as css from "./section-tabs.css"

export interface TabSection {
  id: string
  label: string
  content: ReactNode
}

/**
 * Sections that become tabs once scripts run (WAI-ARIA tabs pattern: arrow keys, Home and End move and
 * select, the panel follows). Without scripts: a list of links to sections that are all on the page.
 */
export function SectionTabs({ sections, label }: { sections: TabSection[]; label: string }) {
  const [hydrated, setHydrated] = useState(false)
  const [selected, setSelected] = useState(sections[0]?.id)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  // The address's #section chooses the first tab once, when the tabs appear. Keyed by the sections' ids,
  // not by the array (a new one at every render of the page): a render after revalidation (a card's
  // basket button in a panel) went back to the address's tab and away from the one the person chose.
  const ids = sections.map((section) => section.id).join(" ")
  useEffect(() => {
    // a transition: React prepares the tabs in slices that leave the main thread free in between
    startTransition(() => setHydrated(true))
    // or the section that holds the element it names (a message the page opens at: CAT-30)
    const fromHash = window.location.hash.slice(1)
    const target = fromHash ? document.getElementById(fromHash) : null
    const chosen = ids
      .split(" ")
      .find((id) => id === fromHash || (target && document.getElementById(id)?.contains(target)))
    if (chosen) setSelected(chosen)
  }, [ids])

  const move = (index: number) => {
    const next = (index + sections.length) % sections.length
    const section = sections[next]
    if (!section) return
    setSelected(section.id)
    tabs.current[next]?.focus()
  }
  // The sections are the same elements, in the same places, before and after the switch to tabs: React
  // then only changes their attributes. A different element around them (a <div> for a panel, a wrapper)
  // made React draw every section's content again in one long task, the product page's longest after
  // hydration (bench/history.md).
  return (
    <>
      {hydrated ? (
        <div role="tablist" aria-label={label} className={css.tablist}>
          {sections.map((section, index) => (
            <button
              key={section.id}
              ref={(element) => {
                tabs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${section.id}-tab`}
              aria-selected={selected === section.id}
              aria-controls={section.id}
              tabIndex={selected === section.id ? 0 : -1}
              className={css.tab}
              onClick={() => setSelected(section.id)}
              onKeyDown={(event) => {
                if (event.key === "ArrowRight") move(index + 1)
                else if (event.key === "ArrowLeft") move(index - 1)
                else if (event.key === "Home") move(0)
                else if (event.key === "End") move(sections.length - 1)
                else return
                event.preventDefault()
              }}
            >
              {section.label}
            </button>
          ))}
        </div>
      ) : (
        <nav aria-label={label} className={css.links}>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className={css.panel}
          {...(hydrated
            ? {
                role: "tabpanel",
                "aria-labelledby": `${section.id}-tab`,
                hidden: selected !== section.id,
                tabIndex: 0,
              }
            : { "aria-labelledby": `${section.id}-title` })}
        >
          {hydrated ? null : <h2 id={`${section.id}-title`}>{section.label}</h2>}
          {section.content}
        </section>
      ))}
    </>
  )
}
