// Examples of the content role's operations (contract/staff-content.ts, contract/staff-downloads.ts):
// answers on the demo data, as content@partners.test, on 2026-12-06.

import { type ExampleAnswer, examples } from "../endpoint-examples"
import {
  createStaffAnnouncement,
  createStaffNews,
  getStaffAnnouncement,
  getStaffNews,
  listStaffAnnouncements,
  listStaffNews,
  setStaffNewsPicture,
  updateStaffAnnouncement,
  updateStaffNews,
} from "../staff-content"
import {
  addStaffDownloadFile,
  createStaffDownloadCategory,
  getStaffDownloadCategory,
  listStaffDownloadCategories,
  updateStaffDownloadCategory,
} from "../staff-downloads"

const newsBody = {
  title: { en: "Our showroom opens in Liège", fr: "Notre showroom ouvre à Liège" },
  summary: { en: "Come and cook on our new ranges.", fr: "Venez cuisiner sur nos nouveaux fourneaux." },
  body: { en: "From 15 December, Monday to Friday.", fr: "À partir du 15 décembre, du lundi au vendredi." },
  picture_alt: { en: "The showroom's kitchen", fr: "La cuisine du showroom" },
  is_highlighted: true,
  published_at: "2026-12-07T09:00",
}

const news: ExampleAnswer<typeof getStaffNews, 200>["data"] = {
  type: "staff-news",
  id: "61",
  attributes: {
    title: newsBody.title,
    slug: { en: "our-showroom-opens-in-liege", fr: "notre-showroom-ouvre-a-liege" },
    summary: newsBody.summary,
    body: newsBody.body,
    picture_alt: newsBody.picture_alt,
    is_highlighted: true,
    published_at: "2026-12-07T08:00:00.000Z",
    picture_url: null,
  },
}
const withPicture = {
  ...news,
  attributes: { ...news.attributes, picture_url: "/api/pages/news/61/picture?v=3f2a9c01d4e7" },
}

examples(listStaffNews, { responses: { 200: { data: [news] } } })
examples(getStaffNews, { responses: { 200: { data: news } } })
examples(createStaffNews, {
  body: newsBody,
  responses: {
    201: { data: news },
    422: { message: "The given data was invalid.", errors: { "title.en": ["This field is mandatory."] } },
  },
})
examples(updateStaffNews, { body: newsBody, responses: { 200: { data: news } } })
examples(setStaffNewsPicture, { responses: { 200: { data: withPicture } } })

const announcementBody = {
  title: { en: "Wholesalers: new delivery days", fr: "Grossistes : nouveaux jours de livraison" },
  preview: { en: "From January, we deliver on Tuesdays and Fridays." },
  body: {
    en: "From January, we deliver on Tuesdays and Fridays. Orders placed by Monday noon leave on Tuesday.",
  },
  audience: "wholesaler" as const,
  published_at: "2026-12-07T09:00",
}
const announcement: ExampleAnswer<typeof getStaffAnnouncement, 200>["data"] = {
  type: "staff-announcements",
  id: "14",
  attributes: {
    title: announcementBody.title,
    preview: { en: announcementBody.preview.en },
    body: { en: announcementBody.body.en },
    audience: "wholesaler",
    published_at: "2026-12-07T08:00:00.000Z",
  },
}

examples(listStaffAnnouncements, { responses: { 200: { data: [announcement] } } })
examples(getStaffAnnouncement, { responses: { 200: { data: announcement } } })
examples(createStaffAnnouncement, { body: announcementBody, responses: { 201: { data: announcement } } })
examples(updateStaffAnnouncement, { body: announcementBody, responses: { 200: { data: announcement } } })

const categoryBody = {
  name: { en: "Brochures", fr: "Brochures", nl: "Brochures" },
  description: { en: "Our ranges in print." },
  position: 3,
}
const category: ExampleAnswer<typeof getStaffDownloadCategory, 200>["data"] = {
  type: "staff-download-categories",
  id: "4",
  attributes: {
    key: "brochures",
    name: categoryBody.name,
    description: categoryBody.description,
    position: 3,
    files: [
      {
        type: "staff-download-files",
        id: "212",
        attributes: {
          public_id: "q3Xw0bS1T2u3V4w5X6y7Zg",
          title: { en: "Brochure 2027", fr: "Brochure 2027" },
          file_name: "brochure-2027.pdf",
          language: "fr",
          content_type: "application/pdf",
          size: 482113,
          partner_only: false,
          published_at: "2026-12-06T10:12:00.000Z",
        },
      },
    ],
  },
}

examples(listStaffDownloadCategories, { responses: { 200: { data: [category] } } })
examples(getStaffDownloadCategory, { responses: { 200: { data: category } } })
examples(createStaffDownloadCategory, {
  body: categoryBody,
  responses: { 201: { data: { ...category, attributes: { ...category.attributes, files: [] } } } },
})
examples(updateStaffDownloadCategory, { body: categoryBody, responses: { 200: { data: category } } })
examples(addStaffDownloadFile, { responses: { 201: { data: category } } })
