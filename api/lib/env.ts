import path from "node:path"

import { z } from "zod"

import { STAFF_REAUTHENTICATION_SECONDS } from "#contract/staff"

// The only place on the API side that reads process.env; validated once at start-up.
// deploy/partners-shop.env.example's placeholders are long enough to pass as secrets: copied unchanged,
// they would sign every session and token with a value anyone can read in this repository (ASVS 5.0
// 13.2.3, docs/security.md)
const notPlaceholder = (value: string) => !/change-?me/i.test(value)
const PLACEHOLDER = "is the example file's placeholder: set a value of your own"

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "must be a port number from 0 to 65535" })
    .int("must be a port number from 0 to 65535")
    .min(0, "must be a port number from 0 to 65535")
    .max(65535, "must be a port number from 0 to 65535")
    .default(3000),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
    .refine(notPlaceholder, PLACEHOLDER)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DEMO_DATA: z.enum(["0", "1"]).optional(),
  // where generated files live (decision 026): DATA_DIR/files, or the database every process shares;
  // default: folder with the embedded database, database with DATABASE_URL
  FILE_STORAGE: z.enum(["folder", "database"]).optional(),
  SMTP_URL: z.string().optional(),
  // the sender of every mail, and where sign-up notices for the provider's staff go
  MAIL_FROM: z.string().default("Belcater Pro Partners <partners@belcater.example>"),
  PROVIDER_EMAIL: z.string().email().default("partners@belcater.example"),
  // the shop's address as people reach it, for links in e-mails (set-your-password); default http://HOST:PORT
  PUBLIC_URL: z.string().url().optional(),
  // signs access tokens; unset, a secret is generated once and kept in DATA_DIR
  TOKEN_SECRET: z.string().min(32).refine(notPlaceholder, PLACEHOLDER).optional(),
  // behind a reverse proxy: take the caller's address from its X-Forwarded-For (login throttling)
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // read by the web shop (app/lib/env.server.ts); checked here too so that a wrong value stops the start
  // with the other configuration errors, before anything is opened
  SESSION_SECRET: z
    .string()
    // 32 characters: 128 bits and more whatever alphabet they are drawn from (ASVS 5.0 11.2.3)
    .min(32, "must be at least 32 characters")
    .refine(notPlaceholder, PLACEHOLDER)
    .optional(),
  COOKIE_SECURE: z.enum(["auto", "always", "never"]).optional(),
  // a partner's login ends this many hours after it began, however it is used (ASVS 5.0 7.3.2)
  LOGIN_LIFETIME_HOURS: z.coerce
    .number({ error: "must be a number of hours from 1 to 168" })
    .min(1, "must be a number of hours from 1 to 168")
    .max(168, "must be a number of hours from 1 to 168")
    .default(12),
  // adding staff or changing a partner's prices needs a second factor typed this many seconds ago at most
  // (decision 093); the journeys' server shortens it to see the confirm-identity page
  STAFF_REAUTHENTICATION_SECONDS: z.coerce
    .number({ error: "must be a whole number of seconds from 5 to 3600" })
    .int("must be a whole number of seconds from 5 to 3600")
    .min(5, "must be a whole number of seconds from 5 to 3600")
    .max(3600, "must be a whole number of seconds from 5 to 3600")
    .default(STAFF_REAUTHENTICATION_SECONDS),
  // TLS required to PostgreSQL (DATABASE_URL must then say sslmode=verify-full) and to the SMTP server
  // (STARTTLS, or smtps://), for connections that leave the machine (ASVS 5.0 12.3.1)
  DATABASE_REQUIRE_TLS: z.enum(["0", "1"]).default("0"),
  SMTP_REQUIRE_TLS: z.enum(["0", "1"]).default("0"),
  // shop-wide caps per hour, counted in the database (every process shares them): contact messages and
  // sign-up requests accepted, whoever sends them (the per-address limits come first)
  CONTACT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).default(60),
  SIGNUP_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  SIGNUP_REQUESTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  // captcha challenges one caller address may ask for in an hour (each one costs a row and a picture)
  CAPTCHA_CHALLENGES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(100),
})

export type Env = z.infer<typeof EnvSchema> & {
  dataDir: string
  demoData: boolean
  publicUrl: string
  fileStorage: "folder" | "database"
}

/** A configuration that cannot work; its message is one line, meant for the operator as it is. */
export class ConfigurationError extends Error {
  override name = "ConfigurationError"
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".")
      // the value helps, except where it may hold a password
      const shown = /SECRET|URL/.test(name) ? "" : `=${JSON.stringify(source[name] ?? "")}`
      return `${name}${shown}: ${issue.message}`
    })
    throw new ConfigurationError(`Invalid configuration: ${problems.join("; ")}`)
  }
  const env = parsed.data
  const tlsProblem = requiredTlsProblem(env)
  if (tlsProblem) throw new ConfigurationError(`Invalid configuration: ${tlsProblem}`)
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/$/, ""),
    // contract: demo data on by default for the embedded database, off by default with DATABASE_URL
    demoData: env.DEMO_DATA ? env.DEMO_DATA === "1" : !env.DATABASE_URL,
    // several processes share a PostgreSQL database, not a DATA_DIR
    fileStorage: env.FILE_STORAGE ?? (env.DATABASE_URL ? "database" : "folder"),
  }
}

/**
 * With DATABASE_REQUIRE_TLS=1 the database's address must ask for TLS with the server's certificate checked
 * against its name (sslmode=verify-full; node-postgres then refuses a server without TLS or with a
 * certificate that does not match); with SMTP_REQUIRE_TLS=1 an SMTP_URL must exist (the outbox in DATA_DIR
 * sends nothing, so nothing would show that mail is going nowhere).
 */
function requiredTlsProblem(env: z.infer<typeof EnvSchema>): string | null {
  if (env.DATABASE_REQUIRE_TLS === "1") {
    if (!env.DATABASE_URL)
      return "DATABASE_REQUIRE_TLS=1 needs DATABASE_URL (the embedded database has no network)"
    const sslmode = new URL(env.DATABASE_URL).searchParams.get("sslmode")
    if (sslmode !== "verify-full")
      return "DATABASE_REQUIRE_TLS=1: DATABASE_URL must end in ?sslmode=verify-full (add sslrootcert=FILE for a private authority)"
  }
  if (env.SMTP_REQUIRE_TLS === "1" && !env.SMTP_URL) return "SMTP_REQUIRE_TLS=1 needs SMTP_URL"
  return null
}
