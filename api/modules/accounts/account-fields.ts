import type { z } from "zod"

// The confirmation rule of the sign-up and set-password forms (spec §5); the field rules themselves are
// the shared ones in api/lib/fields.ts.

const isString = (value: unknown): value is string => typeof value === "string"

/**
 * "emails not the same" / "passwords not the same" on the confirmation field, checked even when other
 * fields fail (zod's `when`), so the person sees every problem at once.
 */
export function confirmation<T extends z.ZodObject>(
  schema: T,
  field: string,
  confirmationField: string,
  message: string,
  normalise: (value: string) => string = (value) => value,
) {
  return schema.refine(
    (data: Record<string, unknown>) =>
      normalise(String(data[field])) === normalise(String(data[confirmationField])),
    {
      path: [confirmationField],
      message,
      when: ({ value }) => {
        const data = value as Record<string, unknown>
        return (
          isString(data?.[field]) && isString(data?.[confirmationField]) && data[confirmationField] !== ""
        )
      },
    },
  )
}
