import { getDownloadCategory, listDownloadCategories } from "../downloads"
import { examples } from "../endpoint-examples"

// The demo downloads as buyer@partners.test sees them in English: a partner sees the partner-only files
// too, so locked_file_count is 0 (a visitor's price lists count 0 files and 8 locked).

examples(listDownloadCategories, {
  responses: {
    200: {
      data: [
        {
          type: "download-categories",
          id: "1",
          attributes: {
            key: "general-catalogue",
            name: "General catalogue 2027",
            slug: "general-catalogue-2027",
            slugs: {
              de: "gesamtkatalog-2027",
              en: "general-catalogue-2027",
              es: "catalogo-general-2027",
              fr: "catalogue-general-2027",
              it: "catalogo-generale-2027",
              nl: "algemene-catalogus-2027",
              pt: "catalogo-geral-2027",
            },
            description:
              "The whole range at a glance and this year's new products, with their key technical data.",
            file_count: 8,
            locked_file_count: 0,
          },
        },
        {
          type: "download-categories",
          id: "2",
          attributes: {
            key: "price-lists",
            name: "Price lists",
            slug: "price-lists",
            slugs: {
              de: "preislisten",
              en: "price-lists",
              es: "tarifas-de-precios",
              fr: "listes-de-prix",
              it: "listini-prezzi",
              nl: "prijslijsten",
              pt: "tabelas-de-precos",
            },
            description:
              "Catalogue prices of every product and spare part, valid from 1 January 2027. For partners only.",
            file_count: 8,
            locked_file_count: 0,
          },
        },
      ],
    },
  },
})

// GET /downloads/categories/2?filter[language]=en
examples(getDownloadCategory, {
  responses: {
    200: {
      data: {
        type: "download-categories",
        id: "2",
        attributes: {
          key: "price-lists",
          name: "Price lists",
          slug: "price-lists",
          slugs: {
            de: "preislisten",
            en: "price-lists",
            es: "tarifas-de-precios",
            fr: "listes-de-prix",
            it: "listini-prezzi",
            nl: "prijslijsten",
            pt: "tabelas-de-precos",
          },
          description:
            "Catalogue prices of every product and spare part, valid from 1 January 2027. For partners only.",
          file_count: 8,
          locked_file_count: 0,
        },
        relationships: {
          files: {
            data: [
              { type: "download-files", id: "u8XQnyJBRZG3hZl2AJ5A9A" },
              { type: "download-files", id: "0RClTROeQSCKdTG3aKXb9A" },
            ],
          },
        },
      },
      included: [
        {
          type: "download-files",
          id: "u8XQnyJBRZG3hZl2AJ5A9A",
          attributes: {
            title: "Price list 2027 – equipment",
            file_name: "price-list-2027-equipment-en.pdf",
            size: 80299,
            language: "en",
            content_type: "application/pdf",
            date: "2026-10-29T09:00:00.000Z",
            partner_only: true,
          },
          links: { self: "/api/downloads/files/u8XQnyJBRZG3hZl2AJ5A9A" },
        },
        {
          type: "download-files",
          id: "0RClTROeQSCKdTG3aKXb9A",
          attributes: {
            title: "Price list 2027 – spare parts (CSV spreadsheet)",
            file_name: "price-list-2027-spare-parts-en.csv",
            size: 333035,
            language: "en",
            content_type: "text/csv; charset=utf-8",
            date: "2026-10-29T09:00:00.000Z",
            partner_only: true,
          },
          links: { self: "/api/downloads/files/0RClTROeQSCKdTG3aKXb9A" },
        },
      ],
      meta: { languages: ["de", "en", "fr", "nl"] },
    },
  },
})
