// Loads every examples file, so that endpointExamples (contract/endpoint-examples.ts) is complete; only
// the OpenAPI generator and the tests import this.

import "./accounts"
import "./announcements"
import "./basket"
import "./captcha"
import "./catalog"
import "./contact"
import "./content"
import "./downloads"
import "./drafts"
import "./integrations"
import "./exports"
import "./invoices"
import "./news"
import "./offers"
import "./orders"
import "./quick-order"
