import { sendContactEmail } from "../contact"
import { examples } from "../endpoint-examples"

// A caterer writing to after-sales, with the captcha example's proof of work answered by the page's script
// (its number, 40213); the 422 is the same form sent with the phone left empty and a cut-off e-mail.

examples(sendContactEmail, {
  body: {
    service: "aftersales",
    category: "catering_trade",
    company_name: "Brasserie du Parc",
    address: "Rue Royale 12",
    postal_code: "1000",
    city: "Brussels",
    country: "Belgium",
    vat_number: "BE0123456789",
    phone: "+32 2 123 45 67",
    email: "chef@brasserie-du-parc.example",
    first_name: "Claire",
    last_name: "Dubois",
    message: "Our fryer shows error E3 after ten minutes. Could a technician call us?",
    captcha_id: "09648dc6-7471-44af-a009-1d814a3d0294",
    captcha_proof: 40213,
  },
  responses: {
    200: { data: { type: "contact-messages", attributes: { status: "sent" } } },
    422: {
      message: "The given data was invalid.",
      errors: {
        phone: ["This field is mandatory."],
        email: ["Enter an e-mail address like name@example.com."],
      },
    },
  },
})
