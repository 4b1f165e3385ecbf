// npm run db:seed [-- --scale 10]: (re)generates the demo catalogue and demo accounts; refused while a
// server holds DATA_DIR (api/db/data-command.ts).
import { parseArgs } from "node:util"

import { createFileStorage } from "../../lib/storage"
import { runDataCommand } from "../data-command"
import { seed, SEED_STEPS } from "./seed"

const { values } = parseArgs({ options: { scale: { type: "string", default: "1" } } })
const scale = Number(values.scale)
if (!Number.isInteger(scale) || scale < 1 || scale > 100) {
  console.error("--scale must be a whole number from 1 to 100")
  process.exit(2)
}
await runDataCommand(
  {
    name: "npm run db:seed",
    whileServerRuns:
      "Seeding replaces the catalogue it serves: stop the server, run npm run db:seed, then start it again.",
  },
  async (handle, env) => {
    const started = Date.now()
    const summary = await seed(handle.db, {
      scale,
      storage: createFileStorage(env, handle.db),
      onStep: (step, number) => console.log(`Seeding ${step} (${number} of ${SEED_STEPS.length})…`),
    })
    console.log(
      `Seeded ${summary.products} products, ${summary.spareParts} spare parts, ${summary.technicalDocuments} technical documents in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind}).`,
    )
  },
)
