// npm run db:migrate: applies the committed migrations to the database the server uses (DATABASE_URL, else
// PGlite in DATA_DIR/pglite); refused while a server holds DATA_DIR (it migrated when it started).
import { runDataCommand } from "./data-command"

await runDataCommand(
  {
    name: "npm run db:migrate",
    whileServerRuns: "The running server applied the migrations when it started; a restart applies new ones.",
  },
  (handle) => {
    // runDataCommand has migrated: nothing more to do
    console.log(`Migrations applied (${handle.kind}).`)
    return Promise.resolve()
  },
)
