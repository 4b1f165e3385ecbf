import {
  getMetaTags,
  getSettings,
  listCompanyInfos,
  listCookiesPolicySections,
  listFaqs,
  listServices,
  listTermsOfServiceSections,
} from "../content"
import { examples } from "../endpoint-examples"

// The shop's texts as the demo data answers them in English (Accept-Language: en); lists are cut to one
// or two items and long bodies to their first paragraph.

examples(getSettings, {
  responses: {
    200: {
      data: {
        type: "settings",
        id: "1",
        attributes: {
          deactivate_login_for_users: "0",
          maintenance: false,
          maintenance_until: null,
          registration_only: false,
          vat_rate: 21,
          company_contact: {
            street: "Rue de l'Industrie 12",
            postalCode: "1300",
            city: {
              de: "Wavre",
              en: "Wavre",
              es: "Wavre",
              fr: "Wavre",
              it: "Wavre",
              nl: "Waver",
              pt: "Wavre",
            },
            country: {
              de: "Belgien",
              en: "Belgium",
              es: "Bélgica",
              fr: "Belgique",
              it: "Belgio",
              nl: "België",
              pt: "Bélgica",
            },
            phone: "+32 10 24 00 00",
            email: "info@belcater.example",
            vat: "BE 0123.456.789",
            openingHours: {
              de: "Montag bis Freitag, 8:00 bis 17:30 Uhr",
              en: "Monday to Friday, 8:00 to 17:30",
              es: "De lunes a viernes, de 8:00 a 17:30",
              fr: "Du lundi au vendredi, de 8 h à 17 h 30",
              it: "Dal lunedì al venerdì, dalle 8:00 alle 17:30",
              nl: "Maandag tot vrijdag, van 8.00 tot 17.30 uur",
              pt: "De segunda a sexta-feira, das 8:00 às 17:30",
            },
            social: [
              { name: "LinkedIn", url: "https://www.example.com/linkedin/belcater-pro" },
              { name: "YouTube", url: "https://www.example.com/youtube/belcater-pro" },
            ],
          },
        },
      },
    },
  },
})

examples(getMetaTags, {
  responses: {
    200: {
      data: {
        type: "meta-tags",
        id: "home",
        attributes: {
          page: "home",
          locale: "en",
          title: "Professional catering equipment | Belcater Pro",
          description:
            "Belgian manufacturer of professional catering equipment since 1984: cooking, refrigeration and dishwashing. Web shop and Partners zone for dealers.",
        },
      },
    },
  },
})

examples(listCompanyInfos, {
  responses: {
    200: {
      data: [
        {
          type: "company-infos",
          id: "1",
          attributes: {
            key: "who-we-are",
            title: "Who we are",
            body: "Belcater Pro designs, manufactures and distributes professional catering equipment for restaurants, hotels, hospitals, schools and company canteens. Our range covers cooking suites, combi ovens, fryers, refrigeration, dishwashing and food preparation, and is sold exclusively through a network of specialised dealers and installers.",
          },
        },
        {
          type: "company-infos",
          id: "2",
          attributes: {
            key: "history",
            title: "Our history since 1984",
            body: "Belcater Pro was founded in 1984 in Wavre by two brothers, both engineers, who started by building stainless-steel worktops and gas ranges for local restaurants. In 1992 the first Belcater cooking suite left the workshop, followed in 1998 by our own range of fryers and bains-marie. The move to the current site in the Wavre industrial zone in 2003 allowed the company to add refrigeration and dishwashing.",
          },
        },
      ],
    },
  },
})

examples(listFaqs, {
  responses: {
    200: {
      data: [
        {
          type: "faqs",
          id: "1",
          attributes: {
            question: "How do I get an account for the Partners zone?",
            answer:
              "The Partners zone is reserved for professional customers: dealers, installers and catering contractors. Fill in the sign-up form with your company details and VAT number. Our sales office checks your request, links it to your customer file and sends you your login details by e-mail, usually within two working days.",
          },
        },
        {
          type: "faqs",
          id: "2",
          attributes: {
            question: "What are your delivery times?",
            answer:
              "Products in stock in our DBE11 and DBE12 warehouses leave Wavre within 2 to 3 working days. Made-to-order equipment and large cooking suites take 3 to 6 weeks; the expected date is shown on each product page and in your order confirmation. In the basket you can choose a later shipping date up to 8 weeks ahead; for a date beyond 8 weeks, please contact your area manager.",
          },
        },
      ],
    },
  },
})

examples(listServices, {
  responses: {
    200: {
      data: [
        {
          type: "services",
          id: "1",
          attributes: {
            key: "after-sales-service",
            title: "After-sales service",
            summary:
              "A network of more than 120 approved technicians in Belgium and the neighbouring countries keeps your customers' kitchens running.",
            body: "Our after-sales department in Wavre coordinates a network of more than 120 approved technicians in the Benelux, France and Germany, all trained in our factory on every range. They handle installation, commissioning, preventive maintenance and repairs, and have access to the same technical documentation and spare-parts stock as our own engineers.",
          },
        },
      ],
    },
  },
})

examples(listCookiesPolicySections, {
  responses: {
    200: {
      data: [
        {
          type: "policy-sections",
          id: "1",
          attributes: {
            title: "What are cookies?",
            body: "Cookies are small text files that a website stores in your browser when you visit it. They allow the site to remember information from one page or visit to the next, such as your language or the fact that you are logged in. Cookies cannot run programs or read other files on your computer.",
          },
        },
        {
          type: "policy-sections",
          id: "2",
          attributes: {
            title: "The cookies we use",
            body: "We only use cookies that are strictly necessary for the website to work:",
          },
        },
      ],
    },
  },
})

examples(listTermsOfServiceSections, {
  responses: {
    200: {
      data: [
        {
          type: "policy-sections",
          id: "5",
          attributes: {
            title: "1. Scope and acceptance",
            body: "These general terms and conditions of sale apply to every quotation, order confirmation, delivery and invoice of Belcater Pro to its trade partners, whether the order is placed in the Partners zone, by e-mail or through an area manager. Belcater Pro sells only to professional buyers acting for the purposes of their business; these terms are not intended for consumers.",
          },
        },
        {
          type: "policy-sections",
          id: "6",
          attributes: {
            title: "2. Definitions",
            body: "In these terms, the following words have the meaning given here.",
          },
        },
      ],
    },
  },
})
