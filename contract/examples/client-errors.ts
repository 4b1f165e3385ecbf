import { reportClientError } from "../client-errors"
import { examples } from "../endpoint-examples"

// A 2020 Chromium that lacked a built-in the page's scripts called while hydrating; the 422 is the same
// report with its page not a path and no message.

examples(reportClientError, {
  body: {
    page: "/en/products/cooking?family=1",
    phase: "hydration",
    message: "TypeError: Object.hasOwn is not a function",
    stack:
      "TypeError: Object.hasOwn is not a function\n    at https://shop.example/assets/title-crumb.js:1:2345",
  },
  responses: {
    422: {
      message: "The given data was invalid.",
      errors: {
        page: ["The value is not valid."],
        message: ["This field is mandatory."],
      },
    },
  },
})
