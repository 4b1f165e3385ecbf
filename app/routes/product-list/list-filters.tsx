import { lazy } from "react"
import { Form, Link } from "react-router"

import { FilterSelect } from "../../components/filter-select"
import { useTranslation } from "../../lib/i18n/translation"
import { listQuery, type ListState } from "../../lib/shop/product-list-url"
import { button } from "../../styles/utilities.css"
import * as css from "../product-list.css"
import type { ProductListData } from "./product-list.server"

// Only partners who see prices get the price filter: its slider is a chunk of its own, so a visitor's
// list page never loads it. No Suspense boundary around it: the server waits for it in the page's shell
// (a boundary would stream it into a part that stays hidden without scripts), and hydration waits for it.
const PriceRange = lazy(() =>
  import("../../components/price-range-slider").then((module) => ({ default: module.PriceRange })),
)

// the filter form's own fields, and the page, which a new filter resets
const FILTER_FIELDS: (keyof ListState)[] = ["family", "subfamily", "line", "eprel", "page"]

/** the list's state that a form does not ask, carried along as hidden fields */
export function HiddenState({ state, omit }: { state: ListState; omit: (keyof ListState)[] }) {
  const params = new URLSearchParams(
    listQuery({ ...state, ...Object.fromEntries(omit.map((key) => [key, undefined])) }).slice(1),
  )
  return (
    <>
      {[...params.entries()].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

export function Filters({ data }: { data: ProductListData }) {
  const { t } = useTranslation()
  const { state } = data
  // the filters the person set (the list's kind and view are not filters): shown on the closed disclosure
  const set =
    [state.family, state.subfamily, state.line, state.min, state.max].filter((value) => value != null)
      .length + state.eprel.length
  return (
    // Below lg the filters are a closed disclosure above the list, so a phone shows products first; from
    // lg they are the list's side column, always open (the summary is hidden and the content shown,
    // product-list.css). A <details> works the same with scripts and without.
    <aside aria-labelledby="filters-title" className={css.filters}>
      <details className={css.filtersDisclosure}>
        <summary className={css.filtersToggle}>
          {t("catalog.filters")}{" "}
          {set ? <span className={css.filtersSet}>{t("catalog.filtersSet", { count: set })}</span> : null}
        </summary>
        <FiltersContent data={data} />
      </details>
    </aside>
  )
}

function FiltersContent({ data }: { data: ProductListData }) {
  const { t } = useTranslation()
  const { state, filters } = data
  return (
    <div className={css.filtersContent}>
      <h2 id="filters-title" className={css.filtersTitle}>
        {t("catalog.filters")}
      </h2>
      {/* keyed by the applied state, so after a client-side navigation (apply, clear) every field shows
          what the URL says; noValidate because the server rounds and clamps the prices (PRICE-8: 120
          becomes 150) instead of the browser refusing a value off the step of 50 */}
      <Form method="get" action={data.basePath} key={listQuery(state)} noValidate>
        {/* what the form does not ask carries over (kind, old products, sort, view); a new filter starts
            at the first page; on a list without prices (nothing matches) there are no price inputs, and
            the range set is kept this way too */}
        <HiddenState state={state} omit={data.price ? [...FILTER_FIELDS, "min", "max"] : FILTER_FIELDS} />
        <FilterSelect
          name="family"
          label={t("catalog.family")}
          items={filters.families}
          value={state.family}
        />
        <FilterSelect
          name="subfamily"
          label={t("catalog.subfamily")}
          items={filters.subfamilies}
          value={state.subfamily}
        />
        <FilterSelect name="line" label={t("catalog.line")} items={filters.lines} value={state.line} />
        {filters.eprel.length ? (
          <details open>
            <summary>{t("catalog.eprel")}</summary>
            <fieldset>
              <legend className="visually-hidden">{t("catalog.eprel")}</legend>
              {filters.eprel.map((item) => (
                <label key={item.id}>
                  <input
                    type="checkbox"
                    name="eprel"
                    value={item.id}
                    defaultChecked={state.eprel.includes(item.id)}
                  />
                  {`${item.id} (${item.count})`}
                </label>
              ))}
            </fieldset>
          </details>
        ) : null}
        {data.price ? (
          <details open>
            <summary>{t("catalog.priceRange")}</summary>
            {/* remounted when the applied range changes, so the inputs show what the server applied;
                the ceiling shown tells the server which bounds were left at the slider's ends */}
            <input type="hidden" name="ceiling" value={data.price.ceiling} />
            <PriceRange
              key={`${data.price.min}-${data.price.max}-${data.price.ceiling}`}
              min={data.price.min}
              max={data.price.max}
              ceiling={data.price.ceiling}
              currency={data.price.currency}
            />
          </details>
        ) : null}
        <p>
          <button type="submit" className={button}>
            {t("catalog.applyFilters")}
          </button>
        </p>
      </Form>
      {/* CAT-7: showing old products clears the family, subfamily and line filters */}
      <Form method="get" action={data.basePath}>
        <HiddenState state={state} omit={["family", "subfamily", "line", "page", "showOld"]} />
        {state.showOld ? null : <input type="hidden" name="old" value="1" />}
        <button type="submit" className={button} aria-pressed={state.showOld}>
          {t("catalog.showOld")}
        </button>
      </Form>
      <p>
        <Link to={data.basePath + listQuery({ declined: state.declined, view: state.view })}>
          {t("catalog.clearFilters")}
        </Link>
      </p>
    </div>
  )
}
