import { getAnnouncement, listAnnouncements } from "../announcements"
import { examples } from "../endpoint-examples"

// buyer@partners.test (a wholesaler) reading the demo announcements in English: a first page of two
// (page[size]=2), both unread, then the first opened, which marks it read and leaves 7 unread.

examples(listAnnouncements, {
  responses: {
    200: {
      data: [
        {
          type: "announcements",
          id: "1",
          attributes: {
            title: "Price list 2027: new prices from 1 January",
            date: "2026-10-30T09:00:00.000Z",
            preview:
              "The 2027 price list is available in the Downloads section. New prices apply to orders confirmed from 1 January 2027.",
            audience: "all",
            is_read: false,
            read_at: null,
          },
        },
        {
          type: "announcements",
          id: "7",
          attributes: {
            title: "Full-pallet orders: an extra 3 % for wholesalers",
            date: "2026-10-29T09:00:00.000Z",
            preview:
              "From 1 December, refrigeration and warewashing appliances ordered by the full pallet get an extra 3 % on top of your usual discount.",
            audience: "wholesaler",
            is_read: false,
            read_at: null,
          },
        },
      ],
      meta: { pagination: { total: 8, count: 2, per_page: 2, current_page: 1, total_pages: 4 }, unread: 8 },
    },
  },
})

examples(getAnnouncement, {
  responses: {
    200: {
      data: {
        type: "announcements",
        id: "1",
        attributes: {
          title: "Price list 2027: new prices from 1 January",
          date: "2026-10-30T09:00:00.000Z",
          preview:
            "The 2027 price list is available in the Downloads section. New prices apply to orders confirmed from 1 January 2027.",
          audience: "all",
          is_read: true,
          read_at: "2026-11-25T02:28:55.686Z",
          body: "The 2027 price list is available as PDF and CSV in the Downloads section. New prices apply to all orders confirmed from 1 January 2027; quotations issued in 2026 remain valid until their expiry date.\n\nYour net prices in the Partners zone and in the CSV exports will be updated automatically during the night of 31 December.",
        },
      },
      meta: { unread: 7 },
    },
  },
})
