import { z } from "zod"
import { emailAddress } from "../forms"

export const LoginSchema = z.object({
  email: emailAddress(),
  password: z.string({ error: "validation.required" }),
})
