// Examples of the integration API (contract/integrations.ts): answers on the demo data, as
// integrator@partners.test (roles 6 and 7), on 2026-11-25.

import { type ExampleAnswer, examples } from "../endpoint-examples"
import {
  createApiKey,
  listApiKeys,
  listIntegrationOrders,
  listIntegrationProducts,
  revokeApiKey,
} from "../integrations"
import { gasWokRange900 } from "./catalog"
import { submittedOrder } from "./orders"

const erpKey: ExampleAnswer<typeof listApiKeys, 200>["data"][number] = {
  type: "api-keys",
  id: "3",
  attributes: {
    name: "ERP price list sync",
    prefix: "bcp_q3Vt9xLw",
    created_at: "2026-11-25T09:12:04.118Z",
    last_used_at: "2026-11-25T10:30:00.502Z",
    revoked_at: null,
  },
}

examples(listApiKeys, {
  responses: {
    200: {
      data: [
        erpKey,
        {
          type: "api-keys",
          id: "1",
          attributes: {
            name: "Webshop test",
            prefix: "bcp_Zr81mPqa",
            created_at: "2026-10-02T14:40:51.007Z",
            last_used_at: "2026-10-02T15:02:13.440Z",
            revoked_at: "2026-10-03T08:00:12.930Z",
          },
        },
      ],
    },
  },
})

examples(createApiKey, {
  body: { name: "ERP price list sync" },
  responses: {
    201: {
      data: {
        ...erpKey,
        attributes: {
          ...erpKey.attributes,
          last_used_at: null,
          key: "bcp_q3Vt9xLwJm2kR0bYfH7sNcE4uZ6aPdQ1gTiVo8XyWlB",
        },
      },
    },
    422: { message: "The given data was invalid.", errors: { name: ["This field is mandatory."] } },
  },
})

examples(revokeApiKey, { responses: {} })

// GET /integration/products?page[size]=1&filter[updated_since]=2026-11-24T00:00:00Z
examples(listIntegrationProducts, {
  responses: {
    200: {
      data: [
        {
          ...gasWokRange900,
          attributes: { ...gasWokRange900.attributes, updated_at: "2026-11-24T16:05:09.331Z" },
        },
      ],
      meta: {
        pagination: { total: 212, count: 1, per_page: 1, current_page: 1, total_pages: 212 },
        last_modified: "2026-11-25T06:00:02.914Z",
      },
      links: {
        self: "/api/integration/products?page[number]=1&page[size]=1&filter[updated_since]=2026-11-24T00:00:00.000Z",
        first:
          "/api/integration/products?page[number]=1&page[size]=1&filter[updated_since]=2026-11-24T00:00:00.000Z",
        last: "/api/integration/products?page[number]=212&page[size]=1&filter[updated_since]=2026-11-24T00:00:00.000Z",
        prev: null,
        next: "/api/integration/products?page[number]=2&page[size]=1&filter[updated_since]=2026-11-24T00:00:00.000Z",
      },
    },
    422: {
      message: "The given data was invalid.",
      errors: { "filter[updated_since]": ["Please fill in this field correctly."] },
    },
  },
})

// GET /integration/orders?page[size]=1
examples(listIntegrationOrders, {
  responses: {
    200: {
      data: [
        {
          ...submittedOrder.data,
          attributes: { ...submittedOrder.data.attributes, updated_at: "2026-11-25T10:36:41.530Z" },
        },
      ],
      included: submittedOrder.included,
      meta: {
        pagination: { total: 1, count: 1, per_page: 1, current_page: 1, total_pages: 1 },
        last_modified: "2026-11-25T10:36:41.530Z",
      },
      links: {
        self: "/api/integration/orders?page[number]=1&page[size]=1",
        first: "/api/integration/orders?page[number]=1&page[size]=1",
        last: "/api/integration/orders?page[number]=1&page[size]=1",
        prev: null,
        next: null,
      },
    },
  },
})
