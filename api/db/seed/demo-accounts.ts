import { hashPassword } from "../../modules/accounts/password-hash"
import type { Database } from "../client"
import * as t from "../schema"
import { rowAt, SEED_DATE } from "./seed-rows"

export const DEMO_PASSWORD = "Partner-Demo-2026"
/** The demo staff's TOTP secret (README): demo data only, so that tests and a person trying the shop log in. */
export const DEMO_STAFF_TOTP_SECRET = "BELCATERPROSTAFFDEMOTOTPSECRETAA"
export const DEMO_STAFF = [
  { email: "staff@partners.test", name: "Back office administrator", role: "admin" },
  { email: "sales@partners.test", name: "Sales back office", role: "sales" },
  { email: "content@partners.test", name: "Marketing and content", role: "content" },
] as const

/** The demo partners' companies, one per demo account below. */
const DEMO_COMPANIES = [
  {
    name: "Horeca Groothandel Vlaanderen",
    referenceNumber: "C-100245",
    vatNumber: "BE0456789123",
    addressLine1: "Industrieweg 8",
    postalCode: "9000",
    city: "Gent",
    country: "BE",
    phone: "+32 9 222 33 44",
  },
  {
    name: "Harbour Catering Ltd",
    referenceNumber: "C-200871",
    vatNumber: "GB123456789",
    addressLine1: "12 Quay Street",
    postalCode: "BS1 4DJ",
    city: "Bristol",
    country: "GB",
    phone: "+44 117 496 0000",
  },
  {
    name: "Traiteur Delacroix",
    referenceNumber: "C-100981",
    vatNumber: "BE0712345678",
    addressLine1: "Rue Haute 41",
    postalCode: "5000",
    city: "Namur",
    country: "BE",
    phone: "+32 81 22 11 00",
  },
  {
    name: "Gastro Integration GmbH",
    referenceNumber: "C-300112",
    vatNumber: "DE811223344",
    addressLine1: "Hafenstraße 3",
    postalCode: "50667",
    city: "Köln",
    country: "DE",
    phone: "+49 221 555 0100",
  },
]

/** The demo accounts of the README; company is the index of DEMO_COMPANIES. */
const DEMO_ACCOUNTS = [
  {
    email: "buyer@partners.test",
    firstName: "Bram",
    lastName: "Peeters",
    company: 0,
    category: "wholesaler",
    currency: "EUR",
    language: "nl",
    roles: [1, 2, 3, 5, 8],
    gtc: true,
    discount: 1500,
  },
  {
    email: "viewer@partners.test",
    firstName: "Olivia",
    lastName: "Hughes",
    company: 1,
    category: "catering_trade",
    currency: "GBP",
    language: "en",
    roles: [2],
    gtc: true,
    discount: 800,
  },
  {
    email: "newcomer@partners.test",
    firstName: "Camille",
    lastName: "Delacroix",
    company: 2,
    category: "catering_trade",
    currency: "EUR",
    language: "fr",
    roles: [1, 2, 3],
    gtc: false,
    discount: 500,
  },
  {
    email: "integrator@partners.test",
    firstName: "Jonas",
    lastName: "Weber",
    company: 3,
    category: "wholesaler",
    currency: "EUR",
    language: "de",
    roles: [6, 7],
    gtc: true,
    discount: 1200,
  },
] as const

// Partners, roles and staff: the demo accounts of the README.
export async function seedPartners(db: Database) {
  await db.insert(t.roles).values(Object.entries(t.ROLES).map(([id, name]) => ({ id: Number(id), name })))
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const companies = await db.insert(t.companies).values(DEMO_COMPANIES).returning({ id: t.companies.id })
  for (const account of DEMO_ACCOUNTS) {
    const [client] = await db
      .insert(t.clients)
      .values({
        email: account.email,
        passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        companyId: rowAt(companies, account.company, "company").id,
        companyFunction: "Purchasing manager",
        category: account.category,
        currency: account.currency,
        language: account.language,
        discountBasisPoints: account.discount,
        isGtcAccepted: account.gtc,
        gdprAcceptedAt: SEED_DATE,
      })
      .returning({ id: t.clients.id })
    if (!client) throw new Error(`seed: the insert of ${account.email} returned no row`)
    await db.insert(t.clientRoles).values(account.roles.map((roleId) => ({ clientId: client.id, roleId })))
  }
  // one staff account per role (docs/decisions/093), enrolled with the README's demo TOTP secret
  await db.insert(t.staff).values(
    DEMO_STAFF.map((member) => ({
      ...member,
      passwordHash,
      totpSecret: DEMO_STAFF_TOTP_SECRET,
      totpEnabledAt: SEED_DATE,
    })),
  )
}
