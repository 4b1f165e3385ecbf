// Loads every examples file, so that endpointExamples (contract/endpoint-examples.ts) is complete; only
// the OpenAPI generator and the tests import this.

import "./accounts"
import "./basket"
import "./drafts"
import "./invoices"
import "./offers"
import "./orders"
