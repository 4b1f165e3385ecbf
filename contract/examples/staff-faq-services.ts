// Examples of the FAQ and services operations (contract/staff-faq-services.ts): answers on the demo data,
// as content@partners.test, on 2026-12-06.

import { type ExampleAnswer, examples } from "../endpoint-examples"
import {
  createStaffFaq,
  createStaffService,
  getStaffFaq,
  getStaffService,
  listStaffFaqs,
  listStaffServices,
  setStaffFaqPosition,
  setStaffServicePosition,
  updateStaffFaq,
  updateStaffService,
} from "../staff-faq-services"

const faqBody = {
  question: { en: "Can I collect my order?", fr: "Puis-je venir chercher ma commande ?" },
  answer: {
    en: "Yes: choose collection in the order's delivery step; we tell you when it is ready.",
    fr: "Oui : choisissez l'enlèvement à l'étape de livraison ; nous vous prévenons quand elle est prête.",
  },
}
const faq: ExampleAnswer<typeof getStaffFaq, 200>["data"] = {
  type: "staff-faqs",
  id: "13",
  attributes: { ...faqBody, position: 13 },
}
const firstFaq: typeof faq = {
  type: "staff-faqs",
  id: "1",
  attributes: {
    question: { en: "How do I become a partner?", fr: "Comment devenir partenaire ?" },
    answer: {
      en: "Ask for an account from the sign-up page.",
      fr: "Demandez un compte sur la page d'inscription.",
    },
    position: 2,
  },
}
const invalid = {
  message: "The given data was invalid.",
  errors: { "question.en": ["This field is mandatory."] },
}

examples(listStaffFaqs, { responses: { 200: { data: [firstFaq, faq] } } })
examples(getStaffFaq, { responses: { 200: { data: faq } } })
examples(createStaffFaq, { body: faqBody, responses: { 201: { data: faq }, 422: invalid } })
examples(updateStaffFaq, { body: faqBody, responses: { 200: { data: faq } } })
examples(setStaffFaqPosition, {
  body: { position: 1 },
  responses: { 200: { data: [{ ...faq, attributes: { ...faq.attributes, position: 1 } }, firstFaq] } },
})

const serviceBody = {
  title: { en: "Installation on site", fr: "Installation sur place" },
  summary: { en: "Our technicians install and start up your equipment." },
  body: { en: "Gas, electricity and water connections, checked and explained to your staff." },
}
const service: ExampleAnswer<typeof getStaffService, 200>["data"] = {
  type: "staff-services",
  id: "7",
  attributes: { key: "installation-on-site", ...serviceBody, position: 7 },
}

examples(listStaffServices, { responses: { 200: { data: [service] } } })
examples(getStaffService, { responses: { 200: { data: service } } })
examples(createStaffService, { body: serviceBody, responses: { 201: { data: service } } })
examples(updateStaffService, { body: serviceBody, responses: { 200: { data: service } } })
examples(setStaffServicePosition, {
  body: { position: 1 },
  responses: { 200: { data: [{ ...service, attributes: { ...service.attributes, position: 1 } }] } },
})
