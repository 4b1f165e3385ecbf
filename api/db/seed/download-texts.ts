// The words of the generated download files (api/db/seed/download-files.ts): table headings, notes and the
// texts of the certificates and the warranty, in the languages the files exist in. The company and its
// certificates are fictional.

export const FILE_LANGUAGES = ["en", "fr", "nl", "de"] as const
export type FileLanguage = (typeof FILE_LANGUAGES)[number]
export type FileText = Record<FileLanguage, string>

export const LABELS = {
  company: {
    en: "Belcater Pro SA · Rue de l'Industrie 12 · 1300 Wavre · Belgium · www.belcater.example",
    fr: "Belcater Pro SA · Rue de l'Industrie 12 · 1300 Wavre · Belgique · www.belcater.example",
    nl: "Belcater Pro NV · Rue de l'Industrie 12 · 1300 Waver · België · www.belcater.example",
    de: "Belcater Pro AG · Rue de l'Industrie 12 · 1300 Wavre · Belgien · www.belcater.example",
  },
  page: {
    en: "Page {page} of {pages}",
    fr: "Page {page} sur {pages}",
    nl: "Pagina {page} van {pages}",
    de: "Seite {page} von {pages}",
  },
  published: {
    en: "Published on {date}",
    fr: "Publié le {date}",
    nl: "Gepubliceerd op {date}",
    de: "Veröffentlicht am {date}",
  },
  partnersOnly: {
    en: "For partners only – not for distribution to end customers",
    fr: "Réservé aux partenaires – ne pas diffuser aux clients finaux",
    nl: "Alleen voor partners – niet verspreiden onder eindklanten",
    de: "Nur für Partner – nicht an Endkunden weitergeben",
  },
  reference: { en: "Reference", fr: "Référence", nl: "Referentie", de: "Artikelnummer" },
  product: { en: "Product", fr: "Produit", nl: "Product", de: "Produkt" },
  sparePart: { en: "Spare part", fr: "Pièce détachée", nl: "Wisselstuk", de: "Ersatzteil" },
  dimensions: {
    en: "W × D × H (mm)",
    fr: "L × P × H (mm)",
    nl: "B × D × H (mm)",
    de: "B × T × H (mm)",
  },
  power: { en: "Power", fr: "Puissance", nl: "Vermogen", de: "Leistung" },
  energyClass: { en: "Energy class", fr: "Classe énergétique", nl: "Energieklasse", de: "Energieklasse" },
  catalogPrice: {
    en: "Catalogue price",
    fr: "Prix catalogue",
    nl: "Catalogusprijs",
    de: "Katalogpreis",
  },
  promoPrice: { en: "Promotional price", fr: "Prix promo", nl: "Promotieprijs", de: "Aktionspreis" },
  dealPrice: { en: "Good-deal price", fr: "Prix bonne affaire", nl: "Koopjesprijs", de: "Sonderpreis" },
  productCount: {
    en: "{count} products",
    fr: "{count} produits",
    nl: "{count} producten",
    de: "{count} Produkte",
  },
  certificate: {
    en: "Certificate",
    fr: "Certificat",
    nl: "Certificaat",
    de: "Bescheinigung",
  },
  gasPower: { en: "Gas power", fr: "Puissance gaz", nl: "Gasvermogen", de: "Gasleistung" },
  priceNote: {
    en: "Prices in euro, excluding VAT, ex works Wavre. Valid for orders confirmed from 1 January 2027 until further notice. Errors and omissions excepted.",
    fr: "Prix en euros, hors TVA, départ usine Wavre. Valables pour les commandes confirmées à partir du 1er janvier 2027 jusqu'à nouvel ordre. Sauf erreurs ou omissions.",
    nl: "Prijzen in euro, exclusief btw, af fabriek Waver. Geldig voor bestellingen die vanaf 1 januari 2027 bevestigd worden, tot nader bericht. Onder voorbehoud van fouten en weglatingen.",
    de: "Preise in Euro, ohne MwSt., ab Werk Wavre. Gültig für ab dem 1. Januar 2027 bestätigte Bestellungen bis auf Widerruf. Irrtümer und Auslassungen vorbehalten.",
  },
  overviewIntro: {
    en: "The complete Belcater Pro range for 2027: every product category with its ranges and subranges, and the number of products in each. The brochures per category give each product's technical data.",
    fr: "La gamme Belcater Pro complète pour 2027 : chaque catégorie de produits avec ses gammes et sous-gammes, et le nombre de produits de chacune. Les brochures par catégorie donnent les données techniques de chaque produit.",
    nl: "Het volledige Belcater Pro-gamma voor 2027: elke productcategorie met haar gamma's en subgamma's, en het aantal producten in elk ervan. De brochures per categorie geven de technische gegevens van elk product.",
    de: "Das komplette Belcater-Pro-Sortiment 2027: jede Produktkategorie mit ihren Produktlinien und Unterlinien und der Zahl der Produkte in jeder. Die Broschüren je Kategorie enthalten die technischen Daten jedes Produkts.",
  },
  newIntro: {
    en: "The products new to our catalogue in 2027, by product category, with their key technical data.",
    fr: "Les produits nouveaux dans notre catalogue en 2027, par catégorie de produits, avec leurs données techniques essentielles.",
    nl: "De producten die in 2027 nieuw zijn in onze catalogus, per productcategorie, met hun belangrijkste technische gegevens.",
    de: "Die 2027 neu in unseren Katalog aufgenommenen Produkte nach Produktkategorie, mit ihren wichtigsten technischen Daten.",
  },
  brochureIntro: {
    en: "Every product of this category in 2027, by range, with its dimensions, power and energy class. Prices are in the price list of the Partners zone.",
    fr: "Tous les produits de cette catégorie en 2027, par gamme, avec leurs dimensions, leur puissance et leur classe énergétique. Les prix figurent dans la liste de prix de la zone Partenaires.",
    nl: "Alle producten van deze categorie in 2027, per gamma, met hun afmetingen, vermogen en energieklasse. De prijzen staan in de prijslijst van de Partnerzone.",
    de: "Alle Produkte dieser Kategorie im Jahr 2027 nach Produktlinie, mit Abmessungen, Leistung und Energieklasse. Die Preise stehen in der Preisliste des Partnerbereichs.",
  },
  priceListIntro: {
    en: "Catalogue prices of our equipment by product category. Your own net prices are shown in the Partners zone.",
    fr: "Prix catalogue de nos équipements par catégorie de produits. Vos prix nets sont affichés dans la zone Partenaires.",
    nl: "Catalogusprijzen van onze toestellen per productcategorie. Uw eigen nettoprijzen ziet u in de Partnerzone.",
    de: "Katalogpreise unserer Geräte nach Produktkategorie. Ihre eigenen Nettopreise sehen Sie im Partnerbereich.",
  },
  sparePartsIntro: {
    en: "Catalogue prices of our original spare parts, by reference. Spare parts ordered before 14:00 leave our warehouse the same day.",
    fr: "Prix catalogue de nos pièces détachées d'origine, par référence. Les pièces commandées avant 14 h quittent notre entrepôt le jour même.",
    nl: "Catalogusprijzen van onze originele wisselstukken, per referentie. Wisselstukken die vóór 14 uur besteld worden, verlaten ons magazijn nog dezelfde dag.",
    de: "Katalogpreise unserer Original-Ersatzteile nach Artikelnummer. Vor 14 Uhr bestellte Ersatzteile verlassen unser Lager noch am selben Tag.",
  },
  promotionsIntro: {
    en: "Promotional prices valid for orders confirmed from 1 January to 31 March 2027, while stocks last.",
    fr: "Prix promotionnels valables pour les commandes confirmées du 1er janvier au 31 mars 2027, dans la limite des stocks disponibles.",
    nl: "Promotieprijzen geldig voor bestellingen die van 1 januari tot 31 maart 2027 bevestigd worden, zolang de voorraad strekt.",
    de: "Aktionspreise gültig für vom 1. Januar bis 31. März 2027 bestätigte Bestellungen, solange der Vorrat reicht.",
  },
  goodDealsIntro: {
    en: "End-of-series appliances and display models at reduced prices, with the full manufacturer's warranty. Limited quantities.",
    fr: "Appareils de fin de série et modèles d'exposition à prix réduits, avec la garantie complète du fabricant. Quantités limitées.",
    nl: "Toestellen uit aflopende reeksen en showroommodellen tegen verlaagde prijzen, met volledige fabrieksgarantie. Beperkte aantallen.",
    de: "Auslaufgeräte und Ausstellungsmodelle zu reduzierten Preisen, mit voller Herstellergarantie. Begrenzte Stückzahlen.",
  },
  gasIntro: {
    en: "Our gas appliances are type-examined under Regulation (EU) 2016/426 by the notified body Vinçotte (0026). The certificate of each appliance is listed below; the certificates themselves are available on request.",
    fr: "Nos appareils à gaz sont soumis à l'examen UE de type selon le règlement (UE) 2016/426 par l'organisme notifié Vinçotte (0026). Le certificat de chaque appareil est indiqué ci-dessous ; les certificats eux-mêmes sont disponibles sur demande.",
    nl: "Onze gastoestellen zijn aan een EU-typeonderzoek onderworpen volgens Verordening (EU) 2016/426 door de aangemelde instantie Vinçotte (0026). Het certificaat van elk toestel staat hieronder; de certificaten zelf zijn op aanvraag beschikbaar.",
    de: "Unsere Gasgeräte sind nach Verordnung (EU) 2016/426 von der benannten Stelle Vinçotte (0026) baumustergeprüft. Die Bescheinigung jedes Geräts ist unten aufgeführt; die Bescheinigungen selbst erhalten Sie auf Anfrage.",
  },
} satisfies Record<string, FileText>

export interface TextSection {
  heading: FileText
  body: FileText
}

/** The written documents: certificates, hygienic design, warranty and repair returns. */
export const TEXT_DOCUMENTS: Record<string, TextSection[]> = {
  "iso-9001": [
    {
      heading: {
        en: "Certificate of registration",
        fr: "Certificat d'enregistrement",
        nl: "Registratiecertificaat",
        de: "Registrierungsbescheinigung",
      },
      body: {
        en: "This is to certify that the quality management system of Belcater Pro SA, Rue de l'Industrie 12, 1300 Wavre, Belgium, has been assessed and found to conform to the requirements of ISO 9001:2015.",
        fr: "Nous certifions que le système de management de la qualité de Belcater Pro SA, Rue de l'Industrie 12, 1300 Wavre, Belgique, a été évalué et jugé conforme aux exigences de la norme ISO 9001:2015.",
        nl: "Hierbij wordt verklaard dat het kwaliteitsmanagementsysteem van Belcater Pro NV, Rue de l'Industrie 12, 1300 Waver, België, beoordeeld is en voldoet aan de eisen van ISO 9001:2015.",
        de: "Hiermit wird bescheinigt, dass das Qualitätsmanagementsystem der Belcater Pro AG, Rue de l'Industrie 12, 1300 Wavre, Belgien, bewertet wurde und die Anforderungen der ISO 9001:2015 erfüllt.",
      },
    },
    {
      heading: { en: "Scope", fr: "Domaine d'application", nl: "Toepassingsgebied", de: "Geltungsbereich" },
      body: {
        en: "Design, manufacture, sale and after-sales service of professional catering equipment: cooking, refrigeration, dishwashing, food preparation and stainless-steel furniture.",
        fr: "Conception, fabrication, vente et service après-vente d'équipements professionnels de restauration : cuisson, réfrigération, laverie, préparation et mobilier en inox.",
        nl: "Ontwerp, productie, verkoop en klantendienst van professionele horecatoestellen: koken, koeling, vaatwas, voedselbereiding en rvs-meubilair.",
        de: "Entwicklung, Herstellung, Vertrieb und Kundendienst von Großküchentechnik: Kochen, Kühlen, Spülen, Speisenzubereitung und Edelstahlmöbel.",
      },
    },
    {
      heading: { en: "Validity", fr: "Validité", nl: "Geldigheid", de: "Gültigkeit" },
      body: {
        en: "Certificate number BE-QMS-2024-0917, first issued on 15 March 2015, valid until 14 March 2027, subject to the annual surveillance audits.",
        fr: "Certificat numéro BE-QMS-2024-0917, délivré pour la première fois le 15 mars 2015, valable jusqu'au 14 mars 2027 sous réserve des audits de surveillance annuels.",
        nl: "Certificaatnummer BE-QMS-2024-0917, voor het eerst uitgereikt op 15 maart 2015, geldig tot 14 maart 2027, onder voorbehoud van de jaarlijkse opvolgingsaudits.",
        de: "Zertifikatsnummer BE-QMS-2024-0917, erstmals ausgestellt am 15. März 2015, gültig bis 14. März 2027, vorbehaltlich der jährlichen Überwachungsaudits.",
      },
    },
  ],
  "iso-14001": [
    {
      heading: {
        en: "Certificate of registration",
        fr: "Certificat d'enregistrement",
        nl: "Registratiecertificaat",
        de: "Registrierungsbescheinigung",
      },
      body: {
        en: "This is to certify that the environmental management system of Belcater Pro SA, 1300 Wavre, Belgium, has been assessed and found to conform to the requirements of ISO 14001:2015.",
        fr: "Nous certifions que le système de management environnemental de Belcater Pro SA, 1300 Wavre, Belgique, a été évalué et jugé conforme aux exigences de la norme ISO 14001:2015.",
        nl: "Hierbij wordt verklaard dat het milieumanagementsysteem van Belcater Pro NV, 1300 Waver, België, beoordeeld is en voldoet aan de eisen van ISO 14001:2015.",
        de: "Hiermit wird bescheinigt, dass das Umweltmanagementsystem der Belcater Pro AG, 1300 Wavre, Belgien, bewertet wurde und die Anforderungen der ISO 14001:2015 erfüllt.",
      },
    },
    {
      heading: {
        en: "Environmental commitments",
        fr: "Engagements environnementaux",
        nl: "Milieuverbintenissen",
        de: "Umweltverpflichtungen",
      },
      body: {
        en: "Solar panels cover 40% of the factory's electricity needs, stainless-steel offcuts are fully recycled and our refrigerated appliances use natural refrigerants such as R290 and R600a.",
        fr: "Des panneaux solaires couvrent 40 % des besoins en électricité de l'usine, les chutes d'inox sont entièrement recyclées et nos appareils frigorifiques utilisent des réfrigérants naturels comme le R290 et le R600a.",
        nl: "Zonnepanelen dekken 40% van het elektriciteitsverbruik van de fabriek, rvs-resten worden volledig gerecycleerd en onze koeltoestellen gebruiken natuurlijke koudemiddelen zoals R290 en R600a.",
        de: "Solarmodule decken 40 % des Strombedarfs des Werks, Edelstahlreste werden vollständig recycelt, und unsere Kühlgeräte arbeiten mit natürlichen Kältemitteln wie R290 und R600a.",
      },
    },
    {
      heading: { en: "Validity", fr: "Validité", nl: "Geldigheid", de: "Gültigkeit" },
      body: {
        en: "Certificate number BE-EMS-2025-0311, valid until 30 June 2028, subject to the annual surveillance audits.",
        fr: "Certificat numéro BE-EMS-2025-0311, valable jusqu'au 30 juin 2028 sous réserve des audits de surveillance annuels.",
        nl: "Certificaatnummer BE-EMS-2025-0311, geldig tot 30 juni 2028, onder voorbehoud van de jaarlijkse opvolgingsaudits.",
        de: "Zertifikatsnummer BE-EMS-2025-0311, gültig bis 30. Juni 2028, vorbehaltlich der jährlichen Überwachungsaudits.",
      },
    },
  ],
  haccp: [
    {
      heading: {
        en: "Designed to be cleaned",
        fr: "Conçus pour être nettoyés",
        nl: "Ontworpen om gereinigd te worden",
        de: "Für die Reinigung konstruiert",
      },
      body: {
        en: "Our appliances are built from AISI 304 stainless steel with rounded inner corners (radius of at least 3 mm), without dead spaces or exposed screws in the food zone, so that they can be cleaned quickly and completely as required by HACCP plans.",
        fr: "Nos appareils sont construits en inox AISI 304 avec des angles intérieurs arrondis (rayon d'au moins 3 mm), sans zones mortes ni vis apparentes dans la zone alimentaire, pour un nettoyage rapide et complet comme l'exigent les plans HACCP.",
        nl: "Onze toestellen zijn gebouwd in AISI 304-rvs met afgeronde binnenhoeken (straal van minstens 3 mm), zonder dode hoeken of zichtbare schroeven in de voedingszone, zodat ze snel en volledig gereinigd kunnen worden zoals HACCP-plannen vereisen.",
        de: "Unsere Geräte bestehen aus Edelstahl AISI 304 mit gerundeten Innenecken (Radius mindestens 3 mm), ohne Toträume oder offen liegende Schrauben im Lebensmittelbereich, damit sie schnell und vollständig gereinigt werden können, wie es HACCP-Konzepte verlangen.",
      },
    },
    {
      heading: {
        en: "Temperatures under control",
        fr: "Des températures maîtrisées",
        nl: "Temperaturen onder controle",
        de: "Temperaturen im Griff",
      },
      body: {
        en: "Refrigerated cabinets, blast chillers and hot-holding equipment record their temperatures and raise an alarm when a limit is exceeded. The records can be read on the control panel or exported for your HACCP file.",
        fr: "Armoires réfrigérées, cellules de refroidissement et équipements de maintien au chaud enregistrent leurs températures et déclenchent une alarme en cas de dépassement. Les relevés se consultent sur le tableau de commande ou s'exportent pour votre dossier HACCP.",
        nl: "Koelkasten, snelkoelers en warmhoudtoestellen registreren hun temperaturen en geven alarm wanneer een grens overschreden wordt. De metingen zijn af te lezen op het bedieningspaneel of te exporteren voor uw HACCP-dossier.",
        de: "Kühlschränke, Schnellkühler und Warmhaltegeräte zeichnen ihre Temperaturen auf und lösen bei Grenzwertüberschreitung einen Alarm aus. Die Aufzeichnungen lassen sich am Bedienfeld ablesen oder für Ihre HACCP-Dokumentation exportieren.",
      },
    },
    {
      heading: {
        en: "Materials in contact with food",
        fr: "Matériaux au contact des aliments",
        nl: "Materialen in contact met voedsel",
        de: "Materialien mit Lebensmittelkontakt",
      },
      body: {
        en: "All materials in contact with food comply with Regulation (EC) No 1935/2004; declarations of compliance are available on request.",
        fr: "Tous les matériaux au contact des aliments sont conformes au règlement (CE) n° 1935/2004 ; les déclarations de conformité sont disponibles sur demande.",
        nl: "Alle materialen die met voedsel in contact komen, voldoen aan Verordening (EG) nr. 1935/2004; de conformiteitsverklaringen zijn op aanvraag beschikbaar.",
        de: "Alle Materialien mit Lebensmittelkontakt entsprechen der Verordnung (EG) Nr. 1935/2004; Konformitätserklärungen erhalten Sie auf Anfrage.",
      },
    },
  ],
  warranty: [
    {
      heading: {
        en: "What is covered",
        fr: "Ce qui est couvert",
        nl: "Wat gedekt is",
        de: "Was abgedeckt ist",
      },
      body: {
        en: "Belcater Pro appliances are guaranteed against manufacturing and material defects for 24 months from the date of invoice: parts for 24 months and labour for 12 months, provided the appliance was installed by a qualified technician.",
        fr: "Les appareils Belcater Pro sont garantis contre les défauts de fabrication et de matériaux pendant 24 mois à compter de la date de facture : pièces pendant 24 mois et main-d'œuvre pendant 12 mois, à condition que l'appareil ait été installé par un technicien qualifié.",
        nl: "Belcater Pro-toestellen zijn gewaarborgd tegen fabricage- en materiaalfouten gedurende 24 maanden vanaf de factuurdatum: onderdelen gedurende 24 maanden en werkuren gedurende 12 maanden, op voorwaarde dat het toestel door een gekwalificeerde technicus geïnstalleerd werd.",
        de: "Auf Belcater-Pro-Geräte gewähren wir 24 Monate ab Rechnungsdatum Garantie auf Fertigungs- und Materialfehler: 24 Monate auf Teile und 12 Monate auf Arbeitszeit, sofern das Gerät von einem qualifizierten Techniker installiert wurde.",
      },
    },
    {
      heading: {
        en: "What is not covered",
        fr: "Ce qui n'est pas couvert",
        nl: "Wat niet gedekt is",
        de: "Was nicht abgedeckt ist",
      },
      body: {
        en: "Wear parts (gaskets, lamps, glass), damage caused by scale, unsuitable cleaning products, a wrong gas type or voltage, and appliances used without the maintenance set out in the user manual.",
        fr: "Les pièces d'usure (joints, lampes, verre), les dommages dus au calcaire, à des produits de nettoyage inadaptés, à un mauvais type de gaz ou de tension, et les appareils utilisés sans l'entretien prévu par le manuel d'utilisation.",
        nl: "Slijtageonderdelen (dichtingen, lampen, glas), schade door kalk, ongeschikte reinigingsmiddelen, een verkeerd gastype of een verkeerde spanning, en toestellen die gebruikt werden zonder het onderhoud uit de gebruikershandleiding.",
        de: "Verschleißteile (Dichtungen, Lampen, Glas), Schäden durch Kalk, ungeeignete Reinigungsmittel, eine falsche Gasart oder Spannung sowie Geräte, die ohne die in der Bedienungsanleitung vorgeschriebene Wartung betrieben wurden.",
      },
    },
    {
      heading: {
        en: "How to claim",
        fr: "Comment faire valoir la garantie",
        nl: "Hoe u de garantie inroept",
        de: "So machen Sie die Garantie geltend",
      },
      body: {
        en: "Contact our after-sales service through the contact form of the Partners zone with the appliance's reference, its serial number, the invoice number and a description of the fault. A technician answers within one working day.",
        fr: "Contactez notre service après-vente via le formulaire de contact de la zone Partenaires en indiquant la référence de l'appareil, son numéro de série, le numéro de facture et une description de la panne. Un technicien vous répond dans un délai d'un jour ouvrable.",
        nl: "Neem contact op met onze klantendienst via het contactformulier van de Partnerzone, met de referentie van het toestel, het serienummer, het factuurnummer en een beschrijving van het defect. Een technicus antwoordt binnen één werkdag.",
        de: "Wenden Sie sich über das Kontaktformular des Partnerbereichs an unseren Kundendienst, mit Artikelnummer, Seriennummer, Rechnungsnummer und einer Beschreibung des Fehlers. Ein Techniker antwortet innerhalb eines Werktags.",
      },
    },
  ],
  "repair-returns": [
    {
      heading: {
        en: "1. Ask for a return number",
        fr: "1. Demandez un numéro de retour",
        nl: "1. Vraag een retournummer aan",
        de: "1. Fordern Sie eine Rücksendenummer an",
      },
      body: {
        en: "Every return needs a return number (RMA). Ask for it through the contact form with the part's reference, the appliance it comes from and the reason for the return.",
        fr: "Chaque retour nécessite un numéro de retour (RMA). Demandez-le via le formulaire de contact en indiquant la référence de la pièce, l'appareil dont elle provient et le motif du retour.",
        nl: "Voor elke retour is een retournummer (RMA) nodig. Vraag het aan via het contactformulier met de referentie van het onderdeel, het toestel waaruit het komt en de reden van de retour.",
        de: "Jede Rücksendung braucht eine Rücksendenummer (RMA). Fordern Sie sie über das Kontaktformular an, mit der Artikelnummer des Teils, dem Gerät, aus dem es stammt, und dem Grund der Rücksendung.",
      },
    },
    {
      heading: {
        en: "2. Pack and send the part",
        fr: "2. Emballez et envoyez la pièce",
        nl: "2. Verpak en verstuur het onderdeel",
        de: "2. Verpacken und senden Sie das Teil",
      },
      body: {
        en: "Pack the part in its original packaging or an equivalent one, write the return number on the parcel and send it to our after-sales warehouse in Wavre. Electronic boards travel in an antistatic bag.",
        fr: "Emballez la pièce dans son emballage d'origine ou un emballage équivalent, inscrivez le numéro de retour sur le colis et envoyez-le à notre entrepôt après-vente de Wavre. Les cartes électroniques voyagent dans un sachet antistatique.",
        nl: "Verpak het onderdeel in de originele of een gelijkwaardige verpakking, schrijf het retournummer op het pakket en stuur het naar ons servicemagazijn in Waver. Elektronische kaarten reizen in een antistatisch zakje.",
        de: "Verpacken Sie das Teil in der Originalverpackung oder einer gleichwertigen, schreiben Sie die Rücksendenummer auf das Paket und senden Sie es an unser Kundendienstlager in Wavre. Elektronikplatinen gehören in einen antistatischen Beutel.",
      },
    },
    {
      heading: {
        en: "3. Repair or credit",
        fr: "3. Réparation ou avoir",
        nl: "3. Herstelling of creditnota",
        de: "3. Reparatur oder Gutschrift",
      },
      body: {
        en: "Our technicians test the part within five working days. A part under warranty is repaired or replaced free of charge; otherwise you receive a repair quotation first.",
        fr: "Nos techniciens testent la pièce dans les cinq jours ouvrables. Une pièce sous garantie est réparée ou remplacée gratuitement ; sinon, vous recevez d'abord un devis de réparation.",
        nl: "Onze technici testen het onderdeel binnen vijf werkdagen. Een onderdeel onder garantie wordt gratis hersteld of vervangen; anders ontvangt u eerst een offerte voor de herstelling.",
        de: "Unsere Techniker prüfen das Teil innerhalb von fünf Werktagen. Ein Teil unter Garantie wird kostenlos repariert oder ersetzt; andernfalls erhalten Sie zuerst einen Reparaturkostenvoranschlag.",
      },
    },
  ],
}
