// Demo news pictures: one simple flat illustration per news subject, drawn here in code (no external
// assets, no text, so one picture serves every language) in the style of the product pictures
// (product-pictures.ts). The SVG is stored in the news row (news.picture), not in a file, so every server
// process on one database serves it; its alternative text is written per language.
import type { Localized } from "./vocabulary.types"

const INK = "#27313c"
const BRAND = "#0b4f8a"
const STEEL = "#e9edf1"
const GLASS = "#cfe0ee"
const WARM = "#d9822b"
const SKY = "#eaf2f9"

const rect = (x: number, y: number, w: number, h: number, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4"${extra}/>`
const line = (x1: number, y1: number, x2: number, y2: number, extra = "") =>
  `<path d="M${x1} ${y1}L${x2} ${y2}"${extra}/>`
const circle = (cx: number, cy: number, r: number, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}"${extra}/>`
const fill = (colour: string) => ` fill="${colour}"`
const solid = (colour: string) => ` fill="${colour}" stroke="${colour}"`
const rows = (x: number, y: number, w: number, count: number, gap: number) =>
  Array.from({ length: count }, (_, i) => line(x, y + i * gap, x + w, y + i * gap)).join("")

/** Drawing space 400 × 300, floor line at y = 270, like the product pictures. */
const DRAWINGS = {
  priceList: () =>
    rect(120, 40, 160, 220, fill("#fff")) +
    rect(120, 40, 160, 34, solid(BRAND)) +
    rows(140, 100, 120, 6, 22) +
    circle(270, 222, 34, fill(WARM)) +
    `<path d="M284 206a20 20 0 1 0 0 32M250 216h26M250 228h26" stroke="#fff" stroke-width="5"/>`,
  catalogue: () =>
    rect(96, 70, 150, 200, fill(STEEL)) +
    rect(126, 56, 150, 214, fill("#fff")) +
    rect(156, 40, 150, 230, fill(BRAND)) +
    rect(176, 70, 110, 70, fill(GLASS)) +
    line(176, 170, 286, 170, ` stroke="#fff"`) +
    line(176, 190, 256, 190, ` stroke="#fff"`),
  tradeFair: (accent = BRAND) =>
    rect(60, 40, 280, 40, solid(accent)) +
    line(80, 80, 80, 270) +
    line(320, 80, 320, 270) +
    rect(110, 170, 180, 100, fill(STEEL)) +
    rect(110, 170, 180, 18, fill(accent)) +
    rect(140, 110, 120, 44, fill(GLASS)) +
    circle(90, 200, 12, fill("#fff")) +
    `<path d="M74 270v-40a16 16 0 0 1 32 0v40"${fill("#fff")}/>` +
    circle(310, 200, 12, fill("#fff")) +
    `<path d="M294 270v-40a16 16 0 0 1 32 0v40"${fill("#fff")}/>`,
  calendar: () =>
    rect(110, 50, 180, 200, fill("#fff")) +
    rect(110, 50, 180, 44, solid(BRAND)) +
    line(150, 36, 150, 64, ` stroke-width="8"`) +
    line(250, 36, 250, 64, ` stroke-width="8"`) +
    Array.from({ length: 4 }, (_, r) =>
      Array.from({ length: 5 }, (_, c) =>
        rect(128 + c * 32, 108 + r * 34, 20, 20, r === 2 && c > 1 ? solid(WARM) : fill(STEEL)),
      ).join(""),
    ).join(""),
  combiOven: () =>
    rect(100, 50, 200, 190, fill(STEEL)) +
    rect(120, 70, 130, 150, fill("#fff")) +
    rect(136, 90, 98, 110, fill(GLASS)) +
    rows(142, 110, 86, 5, 18) +
    rect(262, 74, 28, 44, solid(BRAND)) +
    circle(276, 150, 9, fill("#fff")) +
    line(250, 110, 250, 180, ` stroke-width="6"`) +
    line(120, 240, 120, 270) +
    line(280, 240, 280, 270),
  warehouse: () =>
    `<path d="M50 120L200 50L350 120V270H50Z"${fill(STEEL)}/>` +
    rect(90, 140, 220, 130, fill("#fff")) +
    [0, 1, 2].map((i) => line(90, 180 + i * 34, 310, 180 + i * 34)).join("") +
    [0, 1, 2, 3, 4, 5].map((i) => rect(100 + i * 35, 150 + (i % 2) * 34, 24, 24, fill(WARM))).join("") +
    [0, 1, 2, 3, 4].map((i) => rect(104 + i * 42, 218, 26, 22, fill(BRAND))).join(""),
  energyLabel: () =>
    rect(120, 30, 160, 240, fill("#fff")) +
    ["#1a9641", "#52b151", "#a6d96a", "#fee08b", "#fdae61", "#f46d43", "#d7191c"]
      .map((colour, i) => rect(138, 60 + i * 26, 50 + i * 14, 18, ` fill="${colour}" stroke="${colour}"`))
      .join("") +
    `<path d="M290 86h-30l-12 10 12 10h30z"${solid(INK)}/>`,
  induction: () =>
    rect(60, 170, 280, 40, fill(STEEL)) +
    rect(60, 210, 280, 26, solid(BRAND)) +
    line(80, 236, 80, 270) +
    line(320, 236, 320, 270) +
    `<g stroke="${WARM}">` +
    [18, 30, 42].map((r) => `<ellipse cx="140" cy="190" rx="${r * 1.6}" ry="${r / 3}"/>`).join("") +
    `</g>` +
    rect(220, 120, 90, 56, fill("#fff")) +
    line(310, 134, 350, 126, ` stroke-width="6"`) +
    `<g stroke="${GLASS}" stroke-width="4">` +
    [240, 265, 290].map((x) => `<path d="M${x} 108c-8-12 8-20 0-34"/>`).join("") +
    `</g>`,
  delivery: () =>
    rect(50, 120, 190, 120, fill("#fff")) +
    rect(70, 140, 70, 50, fill(GLASS)) +
    `<path d="M240 150H310L345 190V240H240Z"${fill(BRAND)}/>` +
    `<path d="M256 162H304L328 190H256Z"${fill(GLASS)}/>` +
    circle(110, 244, 22, fill(INK)) +
    circle(110, 244, 8, fill("#fff")) +
    circle(296, 244, 22, fill(INK)) +
    circle(296, 244, 8, fill("#fff")) +
    `<g stroke="${WARM}" stroke-width="6">` +
    line(10, 150, 40, 150) +
    line(20, 180, 40, 180) +
    line(0, 210, 40, 210) +
    `</g>`,
  blastChiller: () =>
    rect(110, 40, 180, 230, fill(STEEL)) +
    rect(126, 80, 148, 170, fill("#fff")) +
    rect(126, 54, 148, 18, solid(BRAND)) +
    `<g stroke="${BRAND}" stroke-width="6">` +
    [0, 60, 120].map((a) => `<path d="M200 120v80" transform="rotate(${a} 200 160)"/>`).join("") +
    `</g>` +
    circle(200, 160, 10, fill(GLASS)),
  screen: () =>
    rect(80, 50, 240, 160, fill(INK)) +
    rect(92, 62, 216, 136, fill("#fff")) +
    rect(92, 62, 216, 22, solid(BRAND)) +
    rows(110, 104, 100, 4, 22) +
    rect(232, 98, 60, 86, fill(GLASS)) +
    `<path d="M60 226H340L320 246H80Z"${fill(STEEL)}/>` +
    `<path d="M246 170l12 12 24-30" stroke="${WARM}" stroke-width="6"/>`,
  solar: () =>
    circle(320, 70, 34, solid(WARM)) +
    `<g stroke="${WARM}" stroke-width="5">` +
    [0, 45, 90, 135, 180, 225, 270, 315]
      .map((a) => `<path d="M320 20v-10" transform="rotate(${a} 320 70)"/>`)
      .join("") +
    `</g>` +
    `<path d="M40 270V170L150 120L260 170V270Z"${fill(STEEL)}/>` +
    `<path d="M58 166L150 124L242 166L230 176L150 140L70 176Z"${fill(BRAND)}/>` +
    rect(120, 200, 60, 70, fill("#fff")) +
    `<path d="M258 270V200L360 200V270Z"${fill(STEEL)}/>` +
    `<path d="M262 196L292 150H372L350 196Z"${fill(BRAND)}/>` +
    line(316, 150, 302, 196, ` stroke="${GLASS}"`) +
    line(344, 150, 328, 196, ` stroke="${GLASS}"`),
  dishwasher: () =>
    rect(60, 180, 80, 90, fill(STEEL)) +
    rect(260, 180, 80, 90, fill(STEEL)) +
    rect(140, 60, 120, 150, fill(STEEL)) +
    rect(140, 60, 120, 24, solid(BRAND)) +
    line(150, 108, 250, 108, ` stroke-width="6"`) +
    rect(140, 210, 120, 60, fill("#fff")) +
    `<g stroke="${GLASS}" stroke-width="4">` +
    [170, 200, 230].map((x) => `<path d="M${x} 50c-8-10 8-18 0-30"/>`).join("") +
    `</g>`,
  training: () =>
    rect(70, 50, 200, 130, fill("#fff")) +
    rows(92, 84, 120, 3, 24) +
    `<path d="M210 110l40 40" stroke="${WARM}" stroke-width="10"/>` +
    circle(290, 150, 26, fill(STEEL)) +
    `<path d="M280 210v60M300 210v60"/>` +
    `<path d="M262 270v-64a28 28 0 0 1 56 0v64"${fill(BRAND)}/>` +
    circle(290, 150, 20, fill("#fff")),
  exploded: () =>
    rect(90, 190, 140, 70, fill(STEEL)) +
    rect(100, 130, 120, 36, fill(BRAND)) +
    rect(120, 70, 80, 36, fill("#fff")) +
    `<g stroke-dasharray="6 6">` +
    line(160, 106, 160, 130) +
    line(160, 166, 160, 190) +
    `</g>` +
    circle(300, 150, 50, fill(GLASS)) +
    `<path d="M336 186l36 36" stroke-width="10"/>` +
    circle(300, 150, 16, fill(WARM)),
} satisfies Record<string, () => string>

export type NewsPictureKey = keyof typeof DRAWINGS | "tradeFairWarm"

/** What each picture shows, for people who cannot see it (it carries no text of its own). */
const ALT: Record<NewsPictureKey, Localized> = {
  priceList: {
    en: "Illustration of a price list with a euro symbol",
    fr: "Illustration d'une liste de prix avec le symbole de l'euro",
    nl: "Illustratie van een prijslijst met een euroteken",
    de: "Illustration einer Preisliste mit Eurozeichen",
    it: "Illustrazione di un listino prezzi con il simbolo dell'euro",
    es: "Ilustración de una tarifa de precios con el símbolo del euro",
    pt: "Ilustração de uma tabela de preços com o símbolo do euro",
  },
  catalogue: {
    en: "Illustration of a stack of printed catalogues",
    fr: "Illustration d'une pile de catalogues imprimés",
    nl: "Illustratie van een stapel gedrukte catalogi",
    de: "Illustration eines Stapels gedruckter Kataloge",
    it: "Illustrazione di una pila di cataloghi stampati",
    es: "Ilustración de una pila de catálogos impresos",
    pt: "Ilustração de uma pilha de catálogos impressos",
  },
  tradeFair: {
    en: "Illustration of an exhibition stand with a counter and visitors",
    fr: "Illustration d'un stand d'exposition avec un comptoir et des visiteurs",
    nl: "Illustratie van een beursstand met een balie en bezoekers",
    de: "Illustration eines Messestands mit Theke und Besuchern",
    it: "Illustrazione di uno stand fieristico con bancone e visitatori",
    es: "Ilustración de un stand de feria con mostrador y visitantes",
    pt: "Ilustração de um stand de feira com balcão e visitantes",
  },
  tradeFairWarm: {
    en: "Illustration of a large exhibition stand awaiting visitors",
    fr: "Illustration d'un grand stand d'exposition qui attend ses visiteurs",
    nl: "Illustratie van een grote beursstand die op bezoekers wacht",
    de: "Illustration eines großen Messestands, der auf Besucher wartet",
    it: "Illustrazione di un grande stand fieristico in attesa dei visitatori",
    es: "Ilustración de un gran stand de feria a la espera de visitantes",
    pt: "Ilustração de um grande stand de feira à espera de visitantes",
  },
  calendar: {
    en: "Illustration of a calendar page with the closing days marked",
    fr: "Illustration d'une page de calendrier avec les jours de fermeture marqués",
    nl: "Illustratie van een kalenderblad met de sluitingsdagen aangeduid",
    de: "Illustration eines Kalenderblatts mit markierten Schließtagen",
    it: "Illustrazione di una pagina di calendario con i giorni di chiusura evidenziati",
    es: "Ilustración de una hoja de calendario con los días de cierre marcados",
    pt: "Ilustração de uma folha de calendário com os dias de encerramento assinalados",
  },
  combiOven: {
    en: "Illustration of a combi oven with a glass door and a control panel",
    fr: "Illustration d'un four mixte avec une porte vitrée et un panneau de commande",
    nl: "Illustratie van een combisteamer met een glazen deur en een bedieningspaneel",
    de: "Illustration eines Kombidämpfers mit Glastür und Bedienfeld",
    it: "Illustrazione di un forno combinato con porta in vetro e pannello di controllo",
    es: "Ilustración de un horno mixto con puerta de cristal y panel de mandos",
    pt: "Ilustração de um forno misto com porta de vidro e painel de comando",
  },
  warehouse: {
    en: "Illustration of a warehouse with shelves of storage bins",
    fr: "Illustration d'un entrepôt avec des étagères de bacs de stockage",
    nl: "Illustratie van een magazijn met rekken vol opslagbakken",
    de: "Illustration eines Lagers mit Regalen voller Lagerbehälter",
    it: "Illustrazione di un magazzino con scaffali di contenitori",
    es: "Ilustración de un almacén con estanterías de cubetas",
    pt: "Ilustração de um armazém com prateleiras de caixas de arrumação",
  },
  energyLabel: {
    en: "Illustration of an EU energy label with its coloured class bars",
    fr: "Illustration d'une étiquette énergie européenne avec ses barres de classes colorées",
    nl: "Illustratie van een Europees energielabel met de gekleurde klassebalken",
    de: "Illustration eines EU-Energielabels mit farbigen Klassenbalken",
    it: "Illustrazione di un'etichetta energetica UE con le barre colorate delle classi",
    es: "Ilustración de una etiqueta energética europea con sus barras de clases de colores",
    pt: "Ilustração de uma etiqueta energética europeia com as barras coloridas das classes",
  },
  induction: {
    en: "Illustration of an induction hob heating a steaming pan",
    fr: "Illustration d'une plaque à induction qui chauffe une casserole fumante",
    nl: "Illustratie van een inductiekookplaat die een dampende pan verwarmt",
    de: "Illustration eines Induktionskochfelds, das einen dampfenden Topf erhitzt",
    it: "Illustrazione di un piano a induzione che scalda una pentola fumante",
    es: "Ilustración de una placa de inducción que calienta una olla humeante",
    pt: "Ilustração de uma placa de indução a aquecer uma panela fumegante",
  },
  delivery: {
    en: "Illustration of a delivery van on its way",
    fr: "Illustration d'une camionnette de livraison en route",
    nl: "Illustratie van een bestelwagen onderweg",
    de: "Illustration eines Lieferwagens unterwegs",
    it: "Illustrazione di un furgone per le consegne in viaggio",
    es: "Ilustración de una furgoneta de reparto en camino",
    pt: "Ilustração de uma carrinha de entregas a caminho",
  },
  blastChiller: {
    en: "Illustration of a blast chiller with a snowflake on its door",
    fr: "Illustration d'une cellule de refroidissement rapide avec un flocon sur la porte",
    nl: "Illustratie van een snelkoeler met een sneeuwvlok op de deur",
    de: "Illustration eines Schnellkühlers mit einer Schneeflocke auf der Tür",
    it: "Illustrazione di un abbattitore con un fiocco di neve sulla porta",
    es: "Ilustración de un abatidor de temperatura con un copo de nieve en la puerta",
    pt: "Ilustração de um abatedor de temperatura com um floco de neve na porta",
  },
  screen: {
    en: "Illustration of a laptop showing the Partners zone",
    fr: "Illustration d'un ordinateur portable affichant l'Espace Partenaires",
    nl: "Illustratie van een laptop met de Partnerzone op het scherm",
    de: "Illustration eines Laptops, der den Partnerbereich zeigt",
    it: "Illustrazione di un portatile che mostra l'Area Partner",
    es: "Ilustración de un portátil que muestra el Área de Socios",
    pt: "Ilustração de um portátil que mostra a Área de Parceiros",
  },
  solar: {
    en: "Illustration of solar panels on factory roofs in the sun",
    fr: "Illustration de panneaux solaires sur les toits d'une usine au soleil",
    nl: "Illustratie van zonnepanelen op fabrieksdaken in de zon",
    de: "Illustration von Solarmodulen auf Fabrikdächern in der Sonne",
    it: "Illustrazione di pannelli solari sui tetti di una fabbrica al sole",
    es: "Ilustración de paneles solares en los tejados de una fábrica al sol",
    pt: "Ilustração de painéis solares nos telhados de uma fábrica ao sol",
  },
  dishwasher: {
    en: "Illustration of a hood-type dishwasher between two tables",
    fr: "Illustration d'un lave-vaisselle à capot entre deux tables",
    nl: "Illustratie van een kapvaatwasser tussen twee tafels",
    de: "Illustration einer Haubenspülmaschine zwischen zwei Tischen",
    it: "Illustrazione di una lavastoviglie a capote tra due tavoli",
    es: "Ilustración de un lavavajillas de capota entre dos mesas",
    pt: "Ilustração de uma máquina de lavar loiça de campânula entre duas mesas",
  },
  training: {
    en: "Illustration of a trainer in front of a board during a technical course",
    fr: "Illustration d'un formateur devant un tableau pendant une formation technique",
    nl: "Illustratie van een lesgever voor een bord tijdens een technische opleiding",
    de: "Illustration eines Trainers vor einer Tafel während einer technischen Schulung",
    it: "Illustrazione di un formatore davanti a una lavagna durante un corso tecnico",
    es: "Ilustración de un formador ante una pizarra durante un curso técnico",
    pt: "Ilustração de um formador diante de um quadro durante uma formação técnica",
  },
  exploded: {
    en: "Illustration of an exploded view of an appliance under a magnifying glass",
    fr: "Illustration d'une vue éclatée d'un appareil sous une loupe",
    nl: "Illustratie van een explosietekening van een toestel onder een vergrootglas",
    de: "Illustration einer Explosionszeichnung eines Geräts unter einer Lupe",
    it: "Illustrazione di un esploso di un apparecchio sotto una lente d'ingrandimento",
    es: "Ilustración de un despiece de un aparato bajo una lupa",
    pt: "Ilustração de uma vista explodida de um aparelho sob uma lupa",
  },
}

function body(key: NewsPictureKey): string {
  return key === "tradeFairWarm" ? DRAWINGS.tradeFair(WARM) : DRAWINGS[key]()
}

/** A news item's picture (SVG markup, 800 × 600) and its alternative text in every language. */
export function newsPicture(key: NewsPictureKey): { svg: string; alt: Localized } {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="800" height="600">` +
    `<rect width="400" height="300" fill="${SKY}"/>` +
    `<path d="M0 270H400" stroke="#c8d0d8" stroke-width="3"/>` +
    `<g fill="none" stroke="${INK}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">` +
    body(key) +
    `</g></svg>`
  return { svg, alt: ALT[key] }
}
