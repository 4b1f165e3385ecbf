// Examples of the company's operations (contract/staff-company.ts): answers on the demo data, as
// content@partners.test, on 2026-12-06.

import { type ExampleAnswer, examples } from "../endpoint-examples"
import {
  getStaffCompanyContact,
  getStaffCompanyInfo,
  listStaffCompanyInfos,
  updateStaffCompanyContact,
  updateStaffCompanyInfo,
} from "../staff-company"

const infoBody = {
  title: { en: "Our history since 1984", fr: "Notre histoire depuis 1984" },
  body: {
    en: "Belcater Pro was founded in 1984 in Wavre by two brothers, both engineers.",
    fr: "Belcater Pro a été fondée en 1984 à Wavre par deux frères ingénieurs.",
  },
}
const info: ExampleAnswer<typeof getStaffCompanyInfo, 200>["data"] = {
  type: "staff-company-infos",
  id: "2",
  attributes: { key: "history", title: infoBody.title, body: infoBody.body, position: 1 },
}

examples(listStaffCompanyInfos, { responses: { 200: { data: [info] } } })
examples(getStaffCompanyInfo, { responses: { 200: { data: info } } })
examples(updateStaffCompanyInfo, {
  body: infoBody,
  responses: {
    200: { data: info },
    422: { message: "The given data was invalid.", errors: { "title.en": ["This field is mandatory."] } },
  },
})

const contactBody = {
  street: "Rue de l'Industrie 12",
  postalCode: "1300",
  city: { en: "Wavre", nl: "Waver" },
  country: { en: "Belgium", fr: "Belgique", nl: "België" },
  phone: "+32 10 24 00 00",
  email: "info@belcater.example",
  vat: "BE 0123.456.789",
  openingHours: { en: "Monday to Friday, 8:00 to 17:30", fr: "Du lundi au vendredi, de 8 h à 17 h 30" },
}
const contact: ExampleAnswer<typeof getStaffCompanyContact, 200>["data"] = {
  type: "staff-company-contact",
  id: "company_contact",
  attributes: {
    ...contactBody,
    social: [{ name: "LinkedIn", url: "https://www.example.com/linkedin/belcater-pro" }],
  },
}

examples(getStaffCompanyContact, { responses: { 200: { data: contact } } })
examples(updateStaffCompanyContact, {
  body: contactBody,
  responses: {
    200: { data: contact },
    422: {
      message: "The given data was invalid.",
      errors: { phone: ["Please fill in this field correctly."] },
    },
  },
})
