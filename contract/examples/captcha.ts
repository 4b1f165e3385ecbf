import { createCaptcha } from "../captcha"
import { examples } from "../endpoint-examples"

// A challenge: the picture to retype, and the same challenge as a proof of work. Its number is 40213
// (SHA-256 of the salt followed by "40213" is the challenge); the contact form's example sends it as
// captcha_proof with this id.

examples(createCaptcha, {
  body: { kind: "image" },
  responses: {
    201: {
      data: {
        type: "captchas",
        id: "09648dc6-7471-44af-a009-1d814a3d0294",
        attributes: {
          kind: "image",
          image_url: "/api/captcha/09648dc6-7471-44af-a009-1d814a3d0294/image",
          proof_of_work: {
            algorithm: "SHA-256",
            salt: "6b1f0c9e2d7a4f38a5e0b9c1d2f3e4a5",
            challenge: "c4d31adb9fb5ca310827b3fff924f2d3e4245f059671386a5d5ba67465b700b9",
            max_number: 50000,
          },
          expires_at: "2026-11-28T10:38:55.968Z",
        },
      },
    },
    // {"kind": "question"}: the kind removed by decision 035
    422: { message: "The given data was invalid.", errors: { kind: ["Choose one of the listed values."] } },
  },
})
