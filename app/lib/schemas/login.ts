import { z } from "zod"
import { emailAddress } from "#contract/fields"

export const LoginSchema = z.object({
  email: emailAddress(),
  password: z.string({ error: "validation.required" }),
})
