import { z } from "zod"

// The only place in app/ that reads process.env (conventions), validated once.
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_BASE_URL: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SESSION_SECRET: z.string().min(32).optional(),
  COOKIE_SECURE: z.enum(["auto", "always", "never"]).default("auto"),
})

const parsed = EnvSchema.parse(process.env)

export const env = {
  ...parsed,
  isProduction: parsed.NODE_ENV === "production",
  // server.ts provides a persistent secret from DATA_DIR when SESSION_SECRET is not set
  sessionSecret: parsed.SESSION_SECRET ?? "development-only-secret-change-me",
}
