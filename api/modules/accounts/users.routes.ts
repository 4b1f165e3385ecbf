import { Hono } from "hono"
import { z } from "zod"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ApiError, ValidationError } from "../../lib/errors"
import { emailAddress, flag, newPassword, optionalText, requiredText } from "#contract/fields"
import { document } from "../../lib/jsonapi"
import { requirePartner } from "./partner-access"
import { acceptTerms, clientResource, companyResource, updateProfile } from "./users.service"

export const userRoutes = new Hono<ApiEnv>()

const UserDocument = z.object({
  data: z.object({
    type: z.literal("clients"),
    id: z.string(),
    attributes: z.record(z.string(), z.unknown()),
    relationships: z.object({
      roles: z.object({ data: z.array(z.object({ type: z.literal("roles"), id: z.string() })) }),
    }),
    meta: z.object({ role_flags: z.record(z.string(), z.boolean()) }),
  }),
})

defineRoute(
  userRoutes,
  {
    method: "get",
    path: "/users/me",
    summary: "The logged-in partner (answers even before the terms are accepted)",
    tags: ["Session and user"],
    responses: {
      200: { description: "The user", schema: UserDocument },
      401: { description: "No valid token" },
    },
  },
  async (c) => {
    const partner = requirePartner(c.get("viewer"))
    return c.json(document(await clientResource(c.get("db"), partner.clientId)))
  },
)

const ProfileAttributes = z
  .object({
    first_name: requiredText(100).optional(),
    last_name: requiredText(100).optional(),
    email: emailAddress().optional(),
    // absent stays absent (undefined), so a partial update leaves other fields as they are
    phone: optionalText(40).optional(),
    company_function: optionalText(100).optional(),
    newsletter: flag().optional(),
    password: newPassword().optional(),
    password_confirmation: z.string().optional(),
    current_password: z.string().optional(),
  })
  .superRefine((value, context) => {
    if (value.password !== undefined && value.password !== value.password_confirmation)
      context.addIssue({
        code: "custom",
        path: ["password_confirmation"],
        message: "validation.passwordsNotSame",
      })
  })

defineRoute(
  userRoutes,
  {
    method: "patch",
    path: "/users",
    summary: "Update the logged-in partner's profile",
    description:
      'Body {"data": {"type": "clients", "id", "attributes": {…}}}. Only the partner\'s own id. Values equal to the current ones answer 422 (errors._: "updated data same as current"). A new password needs current_password.',
    tags: ["Session and user"],
    body: z.object({
      data: z.object({
        type: z.literal("clients", { error: "validation.invalid" }),
        id: z.coerce.string(),
        attributes: ProfileAttributes,
      }),
    }),
    responses: {
      200: { description: "The updated user", schema: UserDocument },
      403: { description: "Another partner's id" },
      422: { description: "Errors per field" },
    },
  },
  async (c, { body }) => {
    const partner = requirePartner(c.get("viewer"))
    if (body.data.id !== String(partner.clientId))
      throw new ApiError(403, "forbidden", "This account may not do this.")
    const { password_confirmation: _confirmation, ...changes } = body.data.attributes
    if (changes.password && !changes.current_password)
      throw new ValidationError({ current_password: ["validation.required"] })
    return c.json(document(await updateProfile(c.get("db"), partner.clientId, changes)))
  },
)

defineRoute(
  userRoutes,
  {
    method: "post",
    path: "/accept-gtc",
    summary: "Accept the general terms and conditions",
    tags: ["Session and user"],
    responses: { 200: { description: "The user, is_gtc_accepted true", schema: UserDocument } },
  },
  async (c) => {
    const partner = requirePartner(c.get("viewer"))
    return c.json(document(await acceptTerms(c.get("db"), partner.clientId)))
  },
)

defineRoute(
  userRoutes,
  {
    method: "get",
    path: "/user-company",
    summary: "The logged-in partner's company",
    tags: ["Session and user"],
    responses: { 200: { description: "The company" }, 404: { description: "The partner has no company" } },
  },
  async (c) => {
    const partner = requirePartner(c.get("viewer"))
    return c.json(document(await companyResource(c.get("db"), partner.clientId)))
  },
)
