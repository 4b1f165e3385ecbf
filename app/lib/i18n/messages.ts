// Validation messages travel as i18n keys with values ("validation.tooLong|max=200", app/lib/forms.ts).
// Reading one back needs no zod, so the pages' scripts can show messages without loading the schemas.

/** "validation.tooLong|max=200" → ["validation.tooLong", {max: "200"}] */
export function splitMessage(message: string): [string, Record<string, string>] {
  const [key, params] = message.split("|", 2)
  return [key!, Object.fromEntries(new URLSearchParams((params ?? "").replace(/,/g, "&")))]
}
