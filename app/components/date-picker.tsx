import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react"

import { calendarFormats } from "#contract/format-more"
import { addDays, compareDays, type Day, formatDay, isWeekend, shippingWindow } from "#contract/shipping-date"

import { useTranslation } from "../lib/i18n/translation"
import * as styles from "./date-picker.css"

// ORDER-6: the order flow's date picker. Without scripts a plain <input type="date"> whose rules the
// server checks; with scripts an inline calendar (WAI-ARIA date picker grid): weeks start on Monday in
// every shop language (English uses the British variant), weekends disabled, tomorrow at the earliest,
// no time; the value sent is yyyy-MM-dd HH:mm:ss. Days after 8 weeks may be picked but say that the
// area manager must be contacted (the server refuses them with the same words).

const parseDay = (value: string | undefined): Day | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? "")
  return match ? { year: +match[1]!, month: +match[2]!, day: +match[3]! } : null
}
const utc = (day: Day) => new Date(Date.UTC(day.year, day.month - 1, day.day, 12))
/** Monday = 0 … Sunday = 6 */
const mondayIndex = (day: Day) => (utc(day).getUTCDay() + 6) % 7
const firstOfMonth = (day: Day): Day => ({ ...day, day: 1 })
const addMonths = (day: Day, months: number): Day => {
  const date = new Date(Date.UTC(day.year, day.month - 1 + months, 1, 12))
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0, 12)).getUTCDate()
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: Math.min(day.day, last) }
}
/** The weeks the month's grid shows, Monday first: from the week of the 1st to the week of the last day. */
const weeksOf = (month: Day): Day[][] => {
  const start = addDays(month, -mondayIndex(month))
  const weeks: Day[][] = []
  for (let week = 0; week < 6; week++) {
    const days = Array.from({ length: 7 }, (_, index) => addDays(start, week * 7 + index))
    if (week > 0 && days[0]!.month !== month.month) break
    weeks.push(days)
  }
  return weeks
}

/** Where a key moves the grid's focus (WAI-ARIA date picker grid), or null for a key that does not move it. */
const dayAfterKey = (event: KeyboardEvent, focused: Day): Day | null => {
  const keys: Record<string, () => Day> = {
    ArrowLeft: () => addDays(focused, -1),
    ArrowRight: () => addDays(focused, 1),
    ArrowUp: () => addDays(focused, -7),
    ArrowDown: () => addDays(focused, 7),
    Home: () => addDays(focused, -mondayIndex(focused)),
    End: () => addDays(focused, 6 - mondayIndex(focused)),
    PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
    PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
  }
  return keys[event.key]?.() ?? null
}

type Translate = (key: string, values?: Record<string, string>) => string

export interface DatePickerProps {
  name: string
  label: string
  defaultValue?: string
  /** ids of the hint and error texts that describe the control */
  describedBy?: string
  invalid?: boolean
  id: string
}

export function DatePicker({ name, label, defaultValue, describedBy, invalid, id }: DatePickerProps) {
  const { t, i18n } = useTranslation("checkout")
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])
  const range = shippingWindow(new Date())
  if (!enhanced)
    return (
      <>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <input
          id={id}
          type="date"
          name={name}
          defaultValue={defaultValue?.slice(0, 10)}
          min={formatDay(range.earliest)}
          className={styles.dateInput}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      </>
    )
  return (
    <Calendar
      name={name}
      label={label}
      id={id}
      defaultValue={defaultValue}
      describedBy={describedBy}
      invalid={invalid}
      locale={i18n.language}
      t={t}
    />
  )
}

/**
 * The grid's chosen day and its roving focus: the focused day is the one in the tab order, the keys move it
 * (and the focus with it), Enter, Space or a click choose it unless it is disabled.
 */
function useDayGrid(defaultValue: string | undefined) {
  const { earliest, latest } = shippingWindow(new Date())
  const initial = parseDay(defaultValue)
  const [selected, setSelected] = useState<Day | null>(initial)
  const [focused, setFocused] = useState<Day>(() => {
    let day = initial ?? earliest
    while (isWeekend(day)) day = addDays(day, 1)
    return day
  })
  const [moveFocus, setMoveFocus] = useState(false)
  const grid = useRef<HTMLTableElement>(null)
  useEffect(() => {
    if (moveFocus) grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus()
  }, [focused, moveFocus])

  const disabled = (day: Day) => isWeekend(day) || compareDays(day, earliest) < 0
  const move = (day: Day) => {
    setFocused(day)
    setMoveFocus(true)
  }
  const pick = (day: Day) => {
    if (disabled(day)) return
    setSelected(day)
    setFocused(day)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const target = dayAfterKey(event, focused)
    if (target) {
      event.preventDefault()
      move(target)
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault()
      pick(focused)
    }
  }
  return { selected, focused, setFocused, grid, disabled, pick, onKeyDown, latest }
}

function Calendar({
  name,
  label,
  id,
  defaultValue,
  describedBy,
  invalid,
  locale,
  t,
}: DatePickerProps & { locale: string; t: Translate }) {
  const { selected, focused, setFocused, grid, disabled, pick, onKeyDown, latest } = useDayGrid(defaultValue)
  const labelId = useId()
  const monthId = useId()
  const noteId = useId()

  const month = firstOfMonth(focused)
  const weeks = weeksOf(month)
  const {
    weekdayShort: weekdayFormat,
    weekdayLong,
    month: monthFormat,
    full: fullFormat,
  } = calendarFormats(locale)

  const tooLate = selected != null && compareDays(selected, latest) > 0

  return (
    <div className={styles.calendar}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <input type="hidden" name={name} value={selected ? `${formatDay(selected)} 00:00:00` : ""} />
      <p className={styles.chosen} aria-live="polite" id={`${id}-chosen`}>
        {selected ? t("datePicker.chosen", { date: fullFormat.format(utc(selected)) }) : t("datePicker.none")}
      </p>
      {tooLate ? (
        <p id={noteId} className={styles.warning}>
          {t("errors.dateTooLate")}
        </p>
      ) : null}
      <MonthHeader
        monthId={monthId}
        title={monthFormat.format(utc(month))}
        onMonth={(months) => setFocused(addMonths(focused, months))}
        t={t}
      />
      <table
        ref={grid}
        id={id}
        role="grid"
        className={styles.grid}
        aria-labelledby={`${labelId} ${monthId}`}
        aria-describedby={[describedBy, tooLate ? noteId : null].filter(Boolean).join(" ") || undefined}
        aria-invalid={invalid || undefined}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th key={formatDay(day)} scope="col" abbr={weekdayLong.format(utc(day))}>
                {weekdayFormat.format(utc(day))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={formatDay(week[0]!)}>
              {week.map((day) => (
                <DayCell
                  key={formatDay(day)}
                  day={day}
                  label={fullFormat.format(utc(day))}
                  outside={day.month !== month.month}
                  selected={selected != null && compareDays(day, selected) === 0}
                  focused={compareDays(day, focused) === 0}
                  disabled={disabled(day)}
                  onClick={() => {
                    setFocused(day)
                    pick(day)
                  }}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.help}>{t("datePicker.help")}</p>
    </div>
  )
}

/** The month's name between the buttons to the previous and the next month. */
function MonthHeader({
  monthId,
  title,
  onMonth,
  t,
}: {
  monthId: string
  title: string
  /** moves the shown month by this many months */
  onMonth: (months: number) => void
  t: Translate
}) {
  return (
    <div className={styles.header}>
      <button
        type="button"
        className={styles.navButton}
        onClick={() => onMonth(-1)}
        aria-label={t("datePicker.previousMonth")}
      >
        ‹
      </button>
      <h3 id={monthId} className={styles.month} aria-live="polite">
        {title}
      </h3>
      <button
        type="button"
        className={styles.navButton}
        onClick={() => onMonth(1)}
        aria-label={t("datePicker.nextMonth")}
      >
        ›
      </button>
    </div>
  )
}

/** One day of the grid: only the focused day is in the tab order; weekends and past days are disabled. */
function DayCell({
  day,
  label,
  outside,
  selected,
  focused,
  disabled,
  onClick,
}: {
  day: Day
  label: string
  /** a day of the month before or after, filling the first or last week */
  outside: boolean
  selected: boolean
  focused: boolean
  disabled: boolean
  onClick: () => void
}) {
  return (
    <td
      role="gridcell"
      tabIndex={focused ? 0 : -1}
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      aria-label={label}
      data-date={formatDay(day)}
      className={[
        styles.day,
        outside ? styles.outside : "",
        disabled ? styles.disabled : "",
        selected ? styles.selected : "",
      ].join(" ")}
      onClick={onClick}
    >
      {day.day}
    </td>
  )
}
