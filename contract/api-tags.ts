// The groups of the partners API's reference (the OpenAPI document's tags), in the order a reader meets
// them. An endpoint names its group by key; the descriptions live here, apart from the descriptors, so
// the web shop, which imports descriptors, never ships them.

export const API_TAGS = {
  Accounts:
    "Log in and out, refresh tokens, password links, sign-up requests, the partner's profile and company, " +
    "and accepting the terms and conditions.",
  Catalogue:
    "Products and their lists, filters and menu, pictures and technical documents. Anyone may read the " +
    "catalogue; prices, stock and availability are sent to partners only.",
  Search: "Full-text search over products and spare parts, in the request's language.",
  "Basket and wishlist":
    "The current basket of a partner with the basket role; the wishlist of a visitor (by its key) or of a " +
    "partner without that role.",
  "Quick order":
    "Ordering by article number: rows, pasted lines or a CSV or XLSX file, previewed line by line against " +
    "the basket's rules, then added to the basket (or the wishlist) in one call.",
  Drafts: "Saved baskets: store the current basket, list them, load one back into the basket.",
  Offers: "Quotations a partner prepares for their own customers, as documents and PDFs.",
  Orders: "Order the current basket, follow the partner's orders and download their invoices.",
  Exports:
    "Product and spare-part lists as CSV or XLSX files for partners with the export role: made once a day " +
    "on request or on a schedule, and e-mailed when ready.",
  Integrations:
    "The partners' own systems: API keys (made and revoked in the account area) and the paged reads an " +
    "integration makes with one: the catalogue with prices and stock (role 6), the orders (role 7).",
  "Stock alerts":
    "A partner asks to be told when a product or spare part without stock is back; the e-mail goes once, " +
    "in the partner's language, when the stock returns.",
  Announcements: "Messages from the provider to its partners, with what each partner has read.",
  Content:
    "The shop's texts and switches: settings, meta tags, information pages, news and the contact form.",
  Downloads:
    "Catalogues, price lists, brochures and certificates to download; some files are for partners only.",
  Staff:
    "The provider's back office: staff log in with a password and a second factor, and review sign-ups, " +
    "move orders and switch the shop's modes, each as their role allows; every change is in the audit log.",
  Captcha: "The self-hosted captcha that guards the public forms (sign-up, contact, password links).",
} as const

export type ApiTag = keyof typeof API_TAGS
