// Loads every examples file, so that endpointExamples (contract/endpoint-examples.ts) is complete; only
// the OpenAPI generator and the tests import this.

import "./announcements"
import "./captcha"
import "./catalog"
import "./contact"
import "./content"
import "./downloads"
import "./news"
