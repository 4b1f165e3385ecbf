import { type FieldMetadata, getFormProps, useForm } from "@conform-to/react"
import { parseWithZod } from "@conform-to/zod/v4"
import { Form } from "react-router"

import { ADDRESS_COUNTRIES, DELIVERY_TYPES } from "#contract/delivery"

import { DatePicker } from "../../components/date-picker"
import {
  CheckboxField,
  ErrorList,
  ErrorSummary,
  formStyles,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from "../../components/form"
import { FormToken } from "../../components/form-token"
import { useTranslation } from "../../lib/i18n/translation"
import type { Translate } from "../../lib/i18n/translator"
import * as css from "../submit-order.css"
import type { BasketLine } from "./checkout.server"
import { type BlockName, deliverySchema, kindOf } from "./checkout-schemas"
import type { ActionData, LoaderOf } from "./step-data"

// ORDER-2 to ORDER-9, the first step: per block (equipment, spare parts) the delivery type, express, the
// address (the company's to start with) and the shipping date; then comments and reference for the order.

/** the form's fields: each block's (flat, equipment_city, spare_date), then the order's */
type DeliveryField =
  | `${BlockName}_${"type" | "express" | "line1" | "line2" | "postal_code" | "city" | "country" | "date"}`
  | "comments"
  | "reference"

export function DeliveryStep({
  data: loaderData,
  actionData,
}: {
  data: LoaderOf<"delivery">
  actionData: ActionData
}) {
  const { t } = useTranslation("checkout")
  const { blocks } = loaderData
  const defaults = deliveryDefaults(loaderData)
  const schema = deliverySchema(blocks)
  const [form, fields] = useForm({
    id: "delivery",
    lastResult: actionData?.result,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const all = fields as unknown as DeliveryFields
  const labels = deliveryLabels(blocks, t)
  const countries = ADDRESS_COUNTRIES.map((country) => ({ value: country, label: t(`countries.${country}`) }))

  return (
    <Form method="post" {...getFormProps(form)} noValidate className={formStyles.form}>
      <FormToken />
      <input type="hidden" name="blocks" value={blocks.join(",")} />
      <h2>{t("steps.delivery")}</h2>
      <ErrorSummary form={form} labels={labels} />
      {blocks.map((block) => (
        <BlockFields key={block} block={block} data={loaderData} all={all} countries={countries} />
      ))}
      <TextAreaField field={all.comments} label={t("comments")} />
      <TextField field={all.reference} label={t("reference")} />
      <div className={formStyles.actions}>
        <SubmitButton name="intent" value="delivery" busyLabel={t("busy")}>
          {t("next")}
        </SubmitButton>
      </div>
    </Form>
  )
}

/** The form's first values: each block's saved choices, its address the company's until one is saved. */
function deliveryDefaults({ blocks, state, companyAddress }: LoaderOf<"delivery">) {
  const defaults: Record<string, string | undefined> = {
    comments: state?.comments,
    reference: state?.reference,
  }
  for (const block of blocks) {
    const saved = state?.[block]
    const address = saved?.address ?? companyAddress
    Object.assign(defaults, {
      [`${block}_type`]: saved?.type ?? "HOME",
      [`${block}_express`]: saved?.express ? "on" : undefined,
      [`${block}_line1`]: address?.line1,
      [`${block}_line2`]: address?.line2,
      [`${block}_postal_code`]: address?.postal_code,
      [`${block}_city`]: address?.city,
      [`${block}_country`]: address?.country,
      [`${block}_date`]: saved?.date,
    })
  }
  return defaults
}

/** The fields' names in the error summary: a block's fields say which block they belong to. */
function deliveryLabels(blocks: BlockName[], t: Translate) {
  const labels: Record<string, string> = {}
  for (const block of blocks) {
    const heading = t(`blocks.${block}`)
    Object.assign(labels, {
      [`${block}_type`]: `${heading}: ${t("delivery.type")}`,
      [`${block}_express`]: `${heading}: ${t("delivery.express")}`,
      [`${block}_line1`]: `${heading}: ${t("address.line1")}`,
      [`${block}_line2`]: `${heading}: ${t("address.line2")}`,
      [`${block}_postal_code`]: `${heading}: ${t("address.postalCode")}`,
      [`${block}_city`]: `${heading}: ${t("address.city")}`,
      [`${block}_country`]: `${heading}: ${t("address.country")}`,
      [`${block}_date`]: `${heading}: ${t("delivery.date")}`,
    })
  }
  Object.assign(labels, { comments: t("comments"), reference: t("reference") })
  return labels
}

type DeliveryFields = Record<DeliveryField, FieldMetadata<unknown>>

/** One block's fieldset: its items, the delivery type, express, the address and the shipping date. */
function BlockFields({
  block,
  data: loaderData,
  all,
  countries,
}: {
  block: BlockName
  data: LoaderOf<"delivery">
  all: DeliveryFields
  countries: { value: string; label: string }[]
}) {
  const { t } = useTranslation("checkout")
  const note = loaderData.expressNotes[block]
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{t(`blocks.${block}`)}</legend>
      <ItemList lines={loaderData.lines.filter((line) => line.type === kindOf(block))} />
      <RadioGroupField
        field={all[`${block}_type`]}
        legend={t("delivery.type")}
        options={DELIVERY_TYPES.map((type) => ({
          value: type,
          label: t(`types.${type}`),
          hint: t(`types.${type}Hint`),
        }))}
      />
      <CheckboxField
        field={all[`${block}_express`]}
        label={t("delivery.express")}
        hint={[
          t("delivery.expressHint"),
          loaderData.dispatchDate ? t("delivery.dispatch", { date: loaderData.dispatchDate }) : null,
          note
            ? t("delivery.notEligible", {
                country: t(`countries.${note.country}`, { defaultValue: note.country }),
                items: note.items,
              })
            : null,
        ].filter((paragraph) => paragraph !== null)}
      />
      <AddressFields block={block} all={all} countries={countries} />
      <ShippingDateField block={block} date={all[`${block}_date`]} />
    </fieldset>
  )
}

/** A block's delivery address (ORDER-3). */
function AddressFields({
  block,
  all,
  countries,
}: {
  block: BlockName
  all: DeliveryFields
  countries: { value: string; label: string }[]
}) {
  const { t } = useTranslation("checkout")
  return (
    <fieldset className={css.subgroup}>
      <legend>{t("address.legend")}</legend>
      <p className={formStyles.hint}>{t("address.storeHint")}</p>
      <TextField field={all[`${block}_line1`]} label={t("address.line1")} autoComplete="address-line1" />
      <TextField
        field={all[`${block}_line2`]}
        label={t("address.line2")}
        autoComplete="address-line2"
        optional
      />
      <div className={css.row}>
        <TextField
          field={all[`${block}_postal_code`]}
          label={t("address.postalCode")}
          autoComplete="postal-code"
        />
        <TextField field={all[`${block}_city`]} label={t("address.city")} autoComplete="address-level2" />
      </div>
      <SelectField
        field={all[`${block}_country`]}
        label={t("address.country")}
        placeholder={t("address.chooseCountry")}
        options={countries}
        autoComplete="country"
      />
    </fieldset>
  )
}

/** A block's shipping date (ORDER-5, ORDER-6): the date picker, its hint and its errors. */
function ShippingDateField({ block, date }: { block: BlockName; date: FieldMetadata<unknown> }) {
  const { t } = useTranslation("checkout")
  return (
    <div className={formStyles.field}>
      <DatePicker
        id={date.id}
        name={date.name}
        label={t("delivery.date")}
        defaultValue={(date.initialValue as string | undefined) ?? undefined}
        describedBy={[`${block}-date-hint`, date.errors?.length ? date.errorId : null]
          .filter(Boolean)
          .join(" ")}
        invalid={!!date.errors?.length}
      />
      <p id={`${block}-date-hint`} className={formStyles.hint}>
        {t("delivery.dateHint")}
      </p>
      <ErrorList id={date.errorId} errors={date.errors} />
    </div>
  )
}

function ItemList({ lines }: { lines: BasketLine[] }) {
  const { t } = useTranslation("checkout")
  return (
    <details className={css.items}>
      <summary>{t("items", { count: lines.reduce((sum, line) => sum + line.qty, 0) })}</summary>
      <ul>
        {lines.map((line) => (
          <li key={line.item_id}>
            {line.qty} × {line.name} ({line.item_id})
          </li>
        ))}
      </ul>
    </details>
  )
}
