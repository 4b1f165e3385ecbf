import { z } from "zod"

import { CLIENT_CATEGORIES, ROLES } from "./accounts"
import type { ApiTag } from "./api-tags"
import { endpoint } from "./endpoint"
import { CURRENCIES } from "./money"
import { OFFER_STATES } from "./offer-rules"
import { PaginationSchema } from "./pagination"
import { forbidden, IsoTime, STAFF_AUTH, STAFF_PERMISSIONS } from "./staff"
import { StaffOrderSchema } from "./staff-orders"

// Staff look after partners' accounts (docs/decisions/093, rules PARTNER-1 to PARTNER-5):
// find one, read it (company, colleagues with their roles, prices, state), change its roles, ask for the
// terms again, deactivate and reactivate it, mail it a set-your-password link, and read its orders,
// offers and API keys. A partner's prices and the end of its logins are in ./staff-area.ts.

const ROLE_IDS = Object.keys(ROLES).map(Number)

/** the sorts of the partners' list; a leading "-" reverses one */
export const PARTNER_SORTS = ["name", "company", "email", "number", "created_at"] as const
export type PartnerSort = (typeof PARTNER_SORTS)[number]
const SORT_VALUES = PARTNER_SORTS.flatMap((sort) => [sort, `-${sort}`]) as [string, ...string[]]
export const PARTNERS_PAGE_SIZE = 25

const PartnerIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) })
const partnerPath = { params: PartnerIdParams, paramPatterns: { id: "[0-9]+" } }
const common = { auth: "staff" as const, tags: ["Staff"] as ApiTag[] }
const partnersOnly = forbidden(STAFF_PERMISSIONS.partners)
const noSuchPartner = { description: "No such partner" }
const roles = `${STAFF_AUTH} Roles admin and sales.`

export const StaffPartnerSummarySchema = z.object({
  type: z.literal("staff-partners"),
  id: z.string(),
  attributes: z.object({
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    company_name: z.string().nullable(),
    company_number: z.string().nullable().describe("the company's reference (customer code)"),
    category: z.enum(CLIENT_CATEGORIES).nullable(),
    currency: z.enum(CURRENCIES),
    discount: z.number().describe("a percentage off catalogue prices"),
    is_active: z.boolean(),
    is_gtc_accepted: z.boolean(),
    created_at: IsoTime,
  }),
})
export type StaffPartnerSummary = z.infer<typeof StaffPartnerSummarySchema>

export const listStaffPartners = endpoint({
  ...common,
  method: "get",
  path: "/staff/partners",
  operationId: "listStaffPartners",
  summary: "Find partners by name, company, number or e-mail address; paged and sorted",
  description: roles,
  query: z.object({
    "filter[q]": z
      .string()
      .trim()
      .max(100, "validation.tooLong|max=100")
      .optional()
      .describe("part of a name, the company's name or number, or the e-mail address"),
    sort: z.enum(SORT_VALUES, { error: "validation.select" }).default("name"),
    "page[number]": z.coerce.number().int().min(1).max(100_000).default(1),
    "page[size]": z.coerce.number().int().min(1).max(100).default(PARTNERS_PAGE_SIZE),
  }),
  responses: {
    200: {
      description: "A page of partners",
      schema: z.object({
        data: z.array(StaffPartnerSummarySchema),
        meta: z.object({ pagination: PaginationSchema }),
      }),
    },
    403: partnersOnly,
  },
})

const RoleIdsSchema = z.array(z.number().int()).describe("role ids (ACCOUNT-1)")

export const StaffPartnerSchema = z.object({
  type: z.literal("staff-partners"),
  id: z.string(),
  attributes: StaffPartnerSummarySchema.shape.attributes.extend({
    phone: z.string().nullable(),
    company_function: z.string().nullable(),
    language: z.string(),
    roles: RoleIdsSchema,
    open_logins: z.number().int().describe("logins not ended"),
    company: z
      .object({
        name: z.string(),
        reference_number: z.string().nullable(),
        vat_number: z.string().nullable(),
        address: z.string().describe("the address on one line"),
        phone: z.string().nullable(),
      })
      .nullable(),
    colleagues: z
      .array(
        z.object({
          id: z.string(),
          email: z.string(),
          name: z.string(),
          roles: RoleIdsSchema,
          is_active: z.boolean(),
        }),
      )
      .describe("the other users of the same company"),
  }),
})
export type StaffPartner = z.infer<typeof StaffPartnerSchema>
const partnerDocument = z.object({ data: StaffPartnerSchema })

export const getStaffPartner = endpoint({
  ...common,
  ...partnerPath,
  method: "get",
  path: "/staff/partners/{id}",
  operationId: "getStaffPartner",
  summary: "One partner: company, colleagues and roles, prices, state",
  description: roles,
  responses: {
    200: { description: "The partner", schema: partnerDocument },
    403: partnersOnly,
    404: noSuchPartner,
  },
})

export const PartnerRolesBodySchema = z.object({
  roles: z
    .array(
      z
        .number()
        .int()
        .refine((id) => ROLE_IDS.includes(id), "staff.unknownRole"),
    )
    .max(ROLE_IDS.length)
    .describe("every role the partner should have; none leaves every flag false"),
})

function partnerChange<const P extends string, const O extends string>(
  path: P,
  operationId: O,
  summary: string,
  extra: { description?: string; conflict?: string } = {},
) {
  const responses: Record<number, { description: string; schema?: z.ZodType }> = {
    200: { description: "Done: the partner now", schema: partnerDocument },
    403: partnersOnly,
    404: noSuchPartner,
  }
  if (extra.conflict) responses[409] = { description: extra.conflict }
  return {
    ...common,
    ...partnerPath,
    method: "post" as const,
    path,
    operationId,
    summary,
    description: `${roles}${extra.description ? ` ${extra.description}` : ""} Audited.`,
    responses: responses as { 200: { description: string; schema: typeof partnerDocument } },
  }
}

export const changePartnerRoles = endpoint({
  ...partnerChange("/staff/partners/{id}/roles", "changePartnerRoles", "Set a partner's roles"),
  method: "put",
  body: PartnerRolesBodySchema,
})

export const requirePartnerTerms = endpoint(
  partnerChange(
    "/staff/partners/{id}/require-terms",
    "requirePartnerTerms",
    "Ask a partner to accept the terms again",
    { description: "The terms gate opens at the partner's next call." },
  ),
)

export const deactivatePartner = endpoint(
  partnerChange("/staff/partners/{id}/deactivate", "deactivatePartner", "Deactivate a partner's account", {
    description:
      "Every login of the partner ends at once, its API keys stop working, and the login is refused " +
      "with 403 account_deactivated until the account is reactivated.",
    conflict: "Already deactivated",
  }),
)

export const reactivatePartner = endpoint(
  partnerChange("/staff/partners/{id}/reactivate", "reactivatePartner", "Reactivate a partner's account", {
    conflict: "Already active",
  }),
)

export const sendPartnerPasswordLink = endpoint(
  partnerChange(
    "/staff/partners/{id}/password-link",
    "sendPartnerPasswordLink",
    "Mail a partner a set-your-password link",
    {
      description:
        "The link is good once, for a week, in the partner's language; the password is unchanged until " +
        "they use it. Not for a deactivated account.",
      conflict: "The account is deactivated",
    },
  ),
)

export const StaffPartnerOfferSchema = z.object({
  type: z.literal("offers"),
  id: z.string(),
  attributes: z.object({
    number: z.string(),
    state: z.enum(OFFER_STATES),
    reference: z.string().nullable(),
    customer_company_name: z.string().nullable(),
    currency: z.enum(CURRENCIES),
    line_count: z.number().int(),
    created_at: IsoTime,
    saved_at: IsoTime.nullable(),
  }),
})

export const StaffPartnerApiKeySchema = z.object({
  type: z.literal("api-keys"),
  id: z.string(),
  attributes: z.object({
    name: z.string(),
    prefix: z.string().describe("the key's first characters; the key itself is never kept or shown"),
    created_at: IsoTime,
    last_used_at: IsoTime.nullable(),
    revoked_at: IsoTime.nullable(),
  }),
})

const partnerList = <S extends z.ZodType>(path: string, operationId: string, summary: string, schema: S) =>
  endpoint({
    ...common,
    ...partnerPath,
    method: "get",
    path,
    operationId,
    summary,
    description: `${roles} Read only; the newest first, at most 100.`,
    responses: {
      200: { description: "The list", schema: z.object({ data: z.array(schema) }) },
      403: partnersOnly,
      404: noSuchPartner,
    },
  })

export const listStaffPartnerOrders = partnerList(
  "/staff/partners/{id}/orders",
  "listStaffPartnerOrders",
  "A partner's orders",
  StaffOrderSchema,
)
export const listStaffPartnerOffers = partnerList(
  "/staff/partners/{id}/offers",
  "listStaffPartnerOffers",
  "A partner's offers",
  StaffPartnerOfferSchema,
)
export const listStaffPartnerApiKeys = partnerList(
  "/staff/partners/{id}/api-keys",
  "listStaffPartnerApiKeys",
  "A partner's API keys, without the keys",
  StaffPartnerApiKeySchema,
)
