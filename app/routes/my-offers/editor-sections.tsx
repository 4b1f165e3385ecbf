import * as formStyles from "../../components/form.css"
import { useTranslation } from "../../lib/i18n/translation"
import { ADD_ITEM, CUSTOMER_FIELDS, fieldId, type ItemMatch } from "./offer-fields"
import { type InputState, OfferField } from "./offer-inputs"
import * as css from "./offers.css"

// The offer editor's parts below its lines: adding items, the options and the customer. Each is drawn
// inside the editor's one form, so every button is an intent of that form (my-offer-editor.tsx).

/** Each input's state by name, with its stored value (inputState in editor-form.ts). */
type StateOf = (name: string, stored: string) => InputState

/** A button of the editor's form: an intent, marked busy while an answer is on its way. */
export function IntentButton({
  intent,
  label,
  busy,
  className = css.secondary,
}: {
  intent: string
  label: string
  busy: boolean
  className?: string
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={className}
      aria-disabled={busy || undefined}
    >
      {label}
    </button>
  )
}

/** OFFER-10: an item by number or words of its name, the header search's matches, the basket or wishlist. */
export function AddItems({
  state,
  matches,
  typedText,
  hasBasket,
  busy,
}: {
  state: StateOf
  matches: ItemMatch[] | undefined
  typedText: string
  hasBasket: boolean
  busy: boolean
}) {
  const { t } = useTranslation("offers")
  return (
    <>
      <div className={css.addRow}>
        <OfferField
          name={ADD_ITEM}
          label={t("add.label")}
          hint={t("add.hint")}
          state={state(ADD_ITEM, "")}
          autoComplete="off"
        />
        <IntentButton intent="add" label={t("add.button")} busy={busy} />
      </div>
      {matches?.length ? (
        // the header's search for a text that is not an item number: each match adds itself
        <div role="group" aria-labelledby="offer-matches-title" className={css.block}>
          <p id="offer-matches-title">{t("add.matches", { text: typedText })}</p>
          <ul className={css.matches}>
            {matches.map((match) => (
              <li key={`${match.type}:${match.id}`}>
                <IntentButton
                  intent={`pick:${match.type}:${match.id}`}
                  label={t("add.pick", { id: match.id })}
                  busy={busy}
                />{" "}
                <span>{match.name}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={css.actions}>
        {hasBasket ? <IntentButton intent="basket" label={t("add.basket")} busy={busy} /> : null}
        <IntentButton intent="wishlist" label={t("add.wishlist")} busy={busy} />
      </div>
    </>
  )
}

/** The offer's options: reference, global discount, transport and "catalogue prices only". */
export function OfferOptionsFields({
  state,
  stored,
  catalogOnlyChecked,
}: {
  state: StateOf
  stored: (name: string) => string
  catalogOnlyChecked: boolean
}) {
  const { t } = useTranslation("offers")
  const catalogOnly = fieldId("show_only_catalog_price")
  return (
    <fieldset className={`${css.fieldset} ${css.columns}`}>
      <legend>{t("options.title")}</legend>
      <OfferField
        name="reference"
        label={t("options.reference")}
        state={state("reference", stored("reference"))}
      />
      <OfferField
        name="global_discount"
        label={t("options.globalDiscount")}
        hint={t("options.percentHint")}
        inputMode="decimal"
        state={state("global_discount", stored("global_discount"))}
      />
      <OfferField
        name="transport_price"
        label={t("options.transport")}
        hint={t("options.amountHint")}
        inputMode="decimal"
        state={state("transport_price", stored("transport_price"))}
      />
      <div className={css.wide}>
        <div className={formStyles.checkboxRow}>
          <input
            type="checkbox"
            id={catalogOnly}
            name="show_only_catalog_price"
            className={formStyles.checkboxInput}
            defaultChecked={catalogOnlyChecked}
            aria-describedby={`${catalogOnly}-hint`}
          />
          <label htmlFor={catalogOnly}>{t("options.showOnlyCatalogPrice")}</label>
        </div>
        <p id={`${catalogOnly}-hint`} className={formStyles.hint}>
          {t("options.showOnlyCatalogPriceHint")}
        </p>
      </div>
    </fieldset>
  )
}

/** The partner's customer (OFFER-8: the VAT number's format follows the country). */
export function CustomerFields({
  state,
  stored,
  countries,
}: {
  state: StateOf
  stored: (name: string) => string
  countries: { value: string; label: string }[]
}) {
  const { t } = useTranslation("offers")
  return (
    <fieldset className={`${css.fieldset} ${css.columns}`}>
      <legend>{t("customer.title")}</legend>
      {CUSTOMER_FIELDS.map((field) => {
        const name = `customer.${field}`
        return (
          <OfferField
            key={field}
            name={name}
            label={t(`customer.${field}`)}
            hint={
              field === "company_reference"
                ? t("customer.vatHint")
                : field === "company_name" || field === "country"
                  ? t("customer.neededToSave")
                  : undefined
            }
            state={state(name, stored(name))}
            wide={field === "additional_information"}
            textarea={field === "additional_information"}
            type={field === "telephone" ? "tel" : "text"}
            select={
              field === "country"
                ? { placeholder: t("customer.chooseCountry"), options: countries }
                : undefined
            }
          />
        )
      })}
    </fieldset>
  )
}
