import type { Db } from "../db/client"
import {
  clearWishlist,
  mergeLines,
  partnerOwner,
  readWishlistLines,
  replaceWishlist,
  visitorOwner,
} from "../modules/basket/wishlist.service"

/**
 * At login, a visitor's wishlist (kept under the anonymous key of their cookie; architecture: "saved
 * locally" moves to cookies and the database) joins the partner's: one line per item, the larger
 * quantity kept; the visitor's list is then gone. One transaction.
 */
export async function mergeVisitorWishlist(db: Db, visitorKey: string, clientId: number) {
  await db.transaction(async (tx) => {
    const from = visitorOwner(visitorKey)
    const to = partnerOwner(clientId)
    // one after the other: inside a transaction both would queue on its one connection anyway
    const visitorLines = await readWishlistLines(tx, from)
    const partnerLines = await readWishlistLines(tx, to)
    if (!visitorLines.length) return
    await replaceWishlist(tx, to, mergeLines(partnerLines, visitorLines))
    await clearWishlist(tx, from)
  })
}
