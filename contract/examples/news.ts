import { getNews, listNews } from "../content"
import { examples } from "../endpoint-examples"

// News as the demo data answers it in English: a first page of two (page[size]=2), then the first in full.

const priceList2027 = {
  type: "news",
  id: "3",
  attributes: {
    title: "Price list 2027 now available",
    slug: "price-list-2027-now-available",
    slugs: {
      de: "preisliste-2027-verfugbar",
      en: "price-list-2027-now-available",
      es: "ya-esta-disponible-la-tarifa-2027",
      fr: "la-liste-de-prix-2027-est-disponible",
      it: "disponibile-il-listino-prezzi-2027",
      nl: "prijslijst-2027-beschikbaar",
      pt: "tabela-de-precos-2027-disponivel",
    },
    summary:
      "The new price list comes into force on 1 January 2027 and can already be downloaded from the Partners zone.",
    is_highlighted: true,
    published_at: "2026-10-29T09:00:00.000Z",
    picture: {
      url: "/api/pages/news/3/picture?v=1c7da146d27b",
      width: 800,
      height: 600,
      alt: "Illustration of a price list with a euro symbol",
    },
  },
} as const

examples(listNews, {
  responses: {
    200: {
      data: [
        priceList2027,
        {
          type: "news",
          id: "1",
          attributes: {
            title: "Find spare parts on the exploded view",
            slug: "find-spare-parts-on-the-exploded-view",
            slugs: {
              de: "ersatzteile-direkt-in-der-explosionszeichnung-finden",
              en: "find-spare-parts-on-the-exploded-view",
              es: "encuentre-los-recambios-en-el-despiece",
              fr: "trouvez-vos-pieces-detachees-sur-la-vue-eclatee",
              it: "trovate-i-ricambi-direttamente-sull-esploso",
              nl: "vind-wisselstukken-op-de-explosietekening",
              pt: "encontre-as-pecas-na-vista-explodida",
            },
            summary:
              "Every appliance page in the Partners zone now shows its exploded view: click a part to see its reference, price and stock.",
            is_highlighted: true,
            published_at: "2026-10-26T09:00:00.000Z",
            picture: {
              url: "/api/pages/news/1/picture?v=4ad39bcd5516",
              width: 800,
              height: 600,
              alt: "Illustration of an exploded view of an appliance under a magnifying glass",
            },
          },
        },
      ],
      meta: { pagination: { total: 16, count: 2, per_page: 2, current_page: 1, total_pages: 8 } },
    },
  },
})

examples(getNews, {
  responses: {
    200: {
      data: {
        ...priceList2027,
        attributes: {
          ...priceList2027.attributes,
          body: "The 2027 price list is now available in the Downloads section of the Partners zone, as PDF and as a CSV file. It takes effect on 1 January 2027; orders confirmed before 31 December 2026 are invoiced at current prices.\n\nThe average increase is limited to 2.9%, mainly due to the cost of stainless steel and electronic components. Your area manager will be happy to go through the changes for your most frequently ordered items.",
        },
      },
    },
  },
})
