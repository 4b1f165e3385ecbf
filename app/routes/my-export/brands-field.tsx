import { type FieldMetadata, getCollectionProps } from "@conform-to/react"

import { EXPORT_BRANDS } from "#contract/exports"

import { ErrorList, formStyles } from "../../components/form"
import { useTranslation } from "../../lib/i18n/translation"
import * as css from "./export.css"

/**
 * EXPORT-2: the brands filter, one checkbox per tier, named as the catalogue names them (CAT-11: Silver,
 * Gold and Platinum; the unnamed tiers by their number); none ticked exports every brand.
 */
export function BrandsField({ field, legend }: { field: FieldMetadata<unknown>; legend: string }) {
  const { t } = useTranslation("exports")
  const boxes = getCollectionProps(field as FieldMetadata<string[]>, {
    type: "checkbox",
    options: EXPORT_BRANDS.map(String),
  })
  const invalid = field.errors?.length ? true : undefined
  return (
    <fieldset
      className={formStyles.radios}
      id={field.id}
      tabIndex={-1}
      aria-describedby={[field.descriptionId, invalid ? field.errorId : null].filter(Boolean).join(" ")}
    >
      <legend className={formStyles.label}>{legend}</legend>
      <p id={field.descriptionId} className={formStyles.hint}>
        {t("settings.brandsHint")}
      </p>
      <div className={css.brands}>
        {boxes.map((box) => (
          <div key={box.key} className={formStyles.checkboxRow}>
            <input
              {...box}
              key={box.key}
              className={formStyles.checkboxInput}
              aria-invalid={invalid}
              aria-describedby={undefined}
            />
            <label htmlFor={box.id}>{t(`settings.tiers.${box.value}`)}</label>
          </div>
        ))}
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}
