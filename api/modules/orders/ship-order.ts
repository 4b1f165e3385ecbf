import type { Db } from "../../db/client"
import type { Logger } from "../../lib/log"
import type { MailContext } from "../accounts/account-mails"
import { sendOrderShippedMail } from "./order-mails"
import { type OrderRef, shipOrder } from "./order-status.service"

/**
 * Ships an order (its invoice issued in the same transaction) and mails the partner the notice once that
 * has committed (decision 020): a mail that fails is logged and the shipment stands. What staff's command
 * line does, on its own or through the running server.
 */
export async function shipOrderAndMail(db: Db, mail: MailContext, ref: OrderRef, log?: Logger) {
  const shipped = await shipOrder(db, ref)
  await sendOrderShippedMail(db, mail, shipped.order, shipped.invoice, log)
  return shipped
}
