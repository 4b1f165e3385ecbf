import { ErrorList } from "../../components/form-messages"
import { useTranslation } from "../../lib/i18n/translation"
import { Cell } from "./cell"
import { fieldId } from "./offer-fields"
import { describedBy, type InputState } from "./offer-inputs"
import * as css from "./offers.css"
import type { OfferLineView } from "./offers.server"

// An offer's lines (OFFER-6: per-line discount and reduced price), read-only on the detail page and
// with the partner's inputs in the editor. From the xl breakpoint a table; below it each line is a card
// whose cells say what they are (offers.css.ts stackedTable).

type LineInput = "quantity" | "selling_price" | "discount"

/** In the editor: each row's inputs as typed or stored, by input name ("lines.0.quantity"). */
export interface LinesEditing {
  state: (name: string, stored: string) => InputState
}

export function OfferLines({
  lines,
  caption,
  editing,
}: {
  lines: OfferLineView[]
  caption: string
  editing?: LinesEditing
}) {
  const { t } = useTranslation("offers")
  const heads = {
    quantity: t("lines.quantity"),
    purchase: t("lines.purchase"),
    catalog: t("lines.catalog"),
    selling: t("lines.selling"),
    discount: t("lines.discount"),
    reduced: t("lines.reduced"),
    total: t("lines.total"),
  }
  const input = (row: number, line: OfferLineView, field: LineInput, stored: string) => (
    <LineInputCell
      name={`lines.${row}.${field}`}
      field={field}
      itemId={line.itemId}
      editing={editing!}
      stored={stored}
    />
  )
  return (
    <table className={css.lines}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("lines.item")}</th>
          <th scope="col">{heads.quantity}</th>
          <th scope="col" className={css.amount}>
            {heads.purchase}
          </th>
          <th scope="col" className={css.amount}>
            {heads.catalog}
          </th>
          <th scope="col" className={editing ? undefined : css.amount}>
            {heads.selling}
          </th>
          <th scope="col" className={editing ? undefined : css.amount}>
            {heads.discount}
          </th>
          <th scope="col" className={css.amount}>
            {heads.reduced}
          </th>
          <th scope="col" className={css.amount}>
            {heads.total}
          </th>
          {editing ? (
            <th scope="col">
              <span className="visually-hidden">{t("lines.actions")}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, row) => (
          <tr key={line.key}>
            <th scope="row">
              <span className={css.itemId}>{line.itemId}</span>
              <span className={css.itemName}>
                {line.name}
                {line.available ? "" : ` (${t("lines.unavailable")})`}
              </span>
              {editing ? (
                <>
                  <input type="hidden" name={`lines.${row}.item_type`} value={line.itemType} />
                  <input type="hidden" name={`lines.${row}.item_id`} value={line.itemId} />
                </>
              ) : null}
            </th>
            <Cell label={heads.quantity}>
              {editing ? input(row, line, "quantity", String(line.quantity)) : line.quantity}
            </Cell>
            <Cell label={heads.purchase} className={css.amount}>
              {line.purchase ?? "–"}
            </Cell>
            <Cell label={heads.catalog} className={css.amount}>
              {line.catalog ?? "–"}
            </Cell>
            <Cell label={heads.selling} className={editing ? undefined : css.amount}>
              {editing ? input(row, line, "selling_price", line.sellingInput) : line.selling}
            </Cell>
            <Cell label={heads.discount} className={editing ? undefined : css.amount}>
              {editing ? input(row, line, "discount", line.discountInput) : line.discount}
            </Cell>
            <Cell label={heads.reduced} className={css.amount}>
              {line.reduced}
            </Cell>
            <Cell label={heads.total} className={css.amount}>
              {line.total}
            </Cell>
            {editing ? (
              <td>
                <button type="submit" name="intent" value={`remove:${line.key}`} className={css.remove}>
                  {t("lines.remove")}
                  <span className="visually-hidden"> {line.itemId}</span>
                </button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** A line's input in the editor, labelled for screen readers by the item it belongs to. */
function LineInputCell({
  name,
  field,
  itemId,
  editing,
  stored,
}: {
  name: string
  field: LineInput
  itemId: string
  editing: LinesEditing
  stored: string
}) {
  const { t } = useTranslation("offers")
  const id = fieldId(name)
  const state = editing.state(name, stored)
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t(`lines.${field}Of`, { id: itemId })}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={state.value}
        inputMode={field === "quantity" ? "numeric" : "decimal"}
        className={field === "selling_price" ? css.lineInput : css.narrowInput}
        {...describedBy(id, false, state.errors)}
      />
      <ErrorList id={`${id}-error`} errors={state.errors} />
    </>
  )
}
