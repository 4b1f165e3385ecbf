// A process that issues invoices and dies holding one (tests/api/invoice-numbers.test.ts): it opens the
// database given (a PostgreSQL URL or a PGlite folder), migrates it, issues the invoices asked for, each in
// a transaction of its own, then opens one more transaction, issues an invoice in it, prints "holding" and
// waits there until the test kills it with SIGKILL, as a crash between two orders would.
import { openDatabase } from "../../api/db/client"
import { insertInvoiceFor, type OrderRow } from "../../api/modules/orders/order-resource"

const [target = "", count = "0"] = process.argv.slice(2)
const handle = await openDatabase(
  target.startsWith("postgres") ? { databaseUrl: target } : { dataDir: target },
)
await handle.migrate()
const order = (id: number) => ({ id, clientId: 1, currency: "EUR", totalCents: 100 * id }) as OrderRow
for (let id = 1; id <= Number(count); id++)
  await handle.db.transaction((tx) => insertInvoiceFor(tx, order(id)).then(() => undefined))
await handle.db.transaction(async (tx) => {
  await insertInvoiceFor(tx, order(999))
  process.stdout.write("holding\n")
  await new Promise(() => {})
})
