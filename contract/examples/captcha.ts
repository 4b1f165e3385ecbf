import { createCaptcha } from "../captcha"
import { examples } from "../endpoint-examples"

// A question challenge, the accessible alternative to the image (whose answer has image_url instead of
// question); its id is the captcha_id of the contact form's example.

examples(createCaptcha, {
  body: { kind: "question" },
  responses: {
    201: {
      data: {
        type: "captchas",
        id: "09648dc6-7471-44af-a009-1d814a3d0294",
        attributes: {
          kind: "question",
          question: "What is seven plus eight? Answer in digits.",
          expires_at: "2026-11-25T02:38:55.968Z",
        },
      },
    },
    // {"kind": "audio"}
    422: { message: "The given data was invalid.", errors: { kind: ["Choose one of the listed values."] } },
  },
})
