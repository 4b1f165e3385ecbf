import { defineConfig } from "drizzle-kit"

// Migrations are generated against an in-memory PGlite and applied by api/db/migrate.ts to
// PGlite (DATA_DIR) or PostgreSQL (DATABASE_URL) alike.
export default defineConfig({
  dialect: "postgresql",
  driver: "pglite",
  schema: "./api/db/schema/index.ts",
  out: "./api/db/migrations",
  dbCredentials: { url: "memory://" },
})
