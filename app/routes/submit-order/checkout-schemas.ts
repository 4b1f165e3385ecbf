import { z } from "zod"

// The order process's forms (ORDER-1 to ORDER-12). Field names are flat (equipment_city, spare_date) so each
// block of the delivery step is one fieldset of the same form.
import { ADDRESS_COUNTRIES, DELIVERY_TYPES, type OrderBlock } from "#contract/delivery"
import { flag, optionalText, requiredText, selectOf } from "#contract/fields"
// the shipping-date rules are the API's own (one place; a pure module without database access), so the
// form says at once what POST /orders would refuse
import { checkShippingDate } from "#contract/shipping-date"
export type BlockName = OrderBlock

/** The kind of item a block orders: equipment the products, spare the spare parts. */
export const kindOf = (block: BlockName) => (block === "equipment" ? "products" : "spare-parts")

const DATE_MESSAGES = {
  format: "checkout:errors.dateFormat",
  past: "checkout:errors.datePast",
  weekend: "checkout:errors.dateWeekend",
  too_late: "checkout:errors.dateTooLate",
} as const

/** yyyy-MM-dd (the date input) or yyyy-MM-dd HH:mm:ss (the calendar): kept as yyyy-MM-dd. */
export const shippingDate = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .transform((value) => value.slice(0, 10))
    .superRefine((value, context) => {
      const problem = checkShippingDate(`${value} 00:00:00`, new Date())
      if (problem) context.addIssue({ code: "custom", message: DATE_MESSAGES[problem] })
    })

const blockFields = (block: BlockName) => ({
  [`${block}_type`]: selectOf(DELIVERY_TYPES),
  [`${block}_express`]: flag(),
  [`${block}_line1`]: optionalText(200),
  [`${block}_line2`]: optionalText(200),
  [`${block}_postal_code`]: optionalText(20),
  [`${block}_city`]: optionalText(100),
  [`${block}_country`]: z.enum(ADDRESS_COUNTRIES, { error: "validation.select" }).optional(),
  [`${block}_date`]: shippingDate(),
})

/** The delivery step for the blocks the basket needs. */
export function deliverySchema(blocks: readonly BlockName[]) {
  const shape = Object.assign({}, ...blocks.map(blockFields)) as Record<string, z.ZodType>
  return z
    .object({ ...shape, comments: requiredText(500), reference: requiredText(100) })
    .superRefine((value: Record<string, unknown>, context) => {
      for (const block of blocks) {
        const type = value[`${block}_type`]
        if (type === "STORE" || type === undefined) continue
        // ORDER-3: UPS and HOME need the address; STORE drops it
        for (const field of ["line1", "postal_code", "city", "country"])
          if (!value[`${block}_${field}`])
            context.addIssue({ code: "custom", path: [`${block}_${field}`], message: "validation.required" })
        if (value[`${block}_express`] && type !== "UPS")
          context.addIssue({
            code: "custom",
            path: [`${block}_express`],
            message: "checkout:errors.expressUpsOnly",
          })
      }
    })
}

export const AddressChoiceSchema = z.object({
  equipment_choice: z.enum(["original", "corrected"]).optional(),
  spare_choice: z.enum(["original", "corrected"]).optional(),
})

/**
 * The final summary: to order, the shipping date is confirmed and the Good Deals warning acknowledged
 * when shown; declining the duplicate prompt needs neither (ORDER-10: declining stops, nothing else).
 */
export function summarySchema(goodDeals: boolean) {
  return z
    .object({
      intent: z.enum(["order", "decline"]),
      key: z.string().optional(),
      confirm_date: flag(),
      good_deals: flag(),
    })
    .superRefine((value, context) => {
      if (value.intent !== "order") return
      if (!value.confirm_date)
        context.addIssue({ code: "custom", path: ["confirm_date"], message: "validation.mustAccept" })
      if (goodDeals && !value.good_deals)
        context.addIssue({ code: "custom", path: ["good_deals"], message: "validation.mustAccept" })
    })
}
