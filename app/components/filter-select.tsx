import { useTranslation } from "../lib/i18n/translation"

/** One collapsible filter section with a select (CAT-6: a filter section opens and closes by its title). */
export function FilterSelect({
  name,
  label,
  items,
  value,
}: {
  name: string
  label: string
  items: { id: string; name: string; count: number }[]
  value: string | null
}) {
  const { t } = useTranslation()
  return (
    <details open>
      <summary>{label}</summary>
      <label htmlFor={`filter-${name}`} className="visually-hidden">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""}>
        <option value="">{t("catalog.any")}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>{`${item.name} (${item.count})`}</option>
        ))}
      </select>
    </details>
  )
}
