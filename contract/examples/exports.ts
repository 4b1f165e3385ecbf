// Examples of the export calls (contract/exports.ts): answers of the API on the demo data, as
// buyer@partners.test (role 8) on 25 November 2026.

import { type ExampleAnswer, examples } from "../endpoint-examples"
import {
  generateExport,
  getExportGenerationState,
  getExportSettings,
  listExportFiles,
  saveExportSettings,
} from "../exports"

const settings: ExampleAnswer<typeof getExportSettings, 200>["data"] = {
  type: "export-settings",
  id: "1",
  attributes: {
    brands: [1, 2],
    file_type: "csv",
    delimiter: "semicolon",
    lang: "nl",
    include_old: false,
    products: "catalog",
    items: "products",
    frequency: "weekly",
    send_hour: 6,
    next_send_date: "2026-11-26T05:00:00.000Z",
    last_generation_date: "2026-11-25T08:14:09.310Z",
  },
}

/** A file made on the partner's demand, ready. */
const readyFile: ExampleAnswer<typeof listExportFiles, 200>["data"][number] = {
  type: "export-files",
  id: "0b9c4f0e-6a57-4d8e-9a61-3f7d2f1c8a42",
  attributes: {
    name: "products-2026-11-25.csv",
    date: "2026-11-25T08:13:57.021Z",
    filters: {
      brands: [1, 2],
      file_type: "csv",
      delimiter: "semicolon",
      lang: "nl",
      include_old: false,
      products: "catalog",
      items: "products",
    },
    status: "ready",
    progress: 100,
    source: "manual",
    rows: 612,
    size: 241_886,
    ready_at: "2026-11-25T08:14:09.310Z",
  },
}

/** A weekly file of spare parts made by the schedule. */
const scheduledFile: ExampleAnswer<typeof listExportFiles, 200>["data"][number] = {
  type: "export-files",
  id: "5d7e2a10-93b4-4f6c-8b0e-2c1a9f3e7d55",
  attributes: {
    name: "spare-parts-2026-11-19.xlsx",
    date: "2026-11-19T05:00:00.412Z",
    filters: {
      brands: [],
      file_type: "xlsx",
      delimiter: "semicolon",
      lang: "nl",
      include_old: false,
      products: "catalog",
      items: "spare_parts",
    },
    status: "ready",
    progress: 100,
    source: "scheduled",
    rows: 8000,
    size: 713_402,
    ready_at: "2026-11-19T05:00:41.077Z",
  },
}

examples(getExportSettings, { responses: { 200: { data: settings } } })

examples(saveExportSettings, {
  body: {
    data: {
      type: "export-settings",
      attributes: {
        brands: [1, 2],
        file_type: "csv",
        delimiter: "semicolon",
        lang: "nl",
        include_old: false,
        products: "catalog",
        items: "products",
        frequency: "weekly",
        send_hour: 6,
      },
    },
  },
  responses: {
    200: { data: settings },
    422: {
      message: "The given data was invalid.",
      errors: { send_hour: ["Please fill in this field correctly."] },
    },
  },
})

examples(generateExport, {
  responses: {
    202: {
      data: {
        ...readyFile,
        attributes: {
          ...readyFile.attributes,
          status: "queued",
          progress: 0,
          rows: null,
          size: null,
          ready_at: null,
        },
      },
    },
    422: {
      message: "The given data was invalid.",
      errors: { file_type: ["Please fill in this field correctly."] },
    },
  },
})

examples(getExportGenerationState, {
  responses: {
    200: {
      data: {
        type: "export-generation",
        id: "1",
        attributes: {
          is_generating: true,
          file_id: readyFile.id,
          status: "generating",
          progress: 42,
          can_generate: false,
          next_generation_date: "2026-11-25T23:00:00.000Z",
        },
      },
    },
  },
})

examples(listExportFiles, { responses: { 200: { data: [readyFile, scheduledFile] } } })
