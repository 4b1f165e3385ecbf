import type { AnnouncementAudience } from "#contract/announcements"

import type { Localized } from "./vocabulary.types"

// Announcements meant for one partner category (clients.category), beside the ones for every partner in
// content-texts.ts: the demo wholesalers (buyer@, integrator@) and the demo catering trade partners
// (viewer@, newcomer@) each see their own two and never the other category's.

export const TARGETED_ANNOUNCEMENTS: {
  audience: Exclude<AnnouncementAudience, "all">
  title: Localized
  preview: Localized
  body: Localized
  daysAgo: number
}[] = [
  {
    audience: "wholesaler",
    title: {
      en: "Full-pallet orders: an extra 3 % for wholesalers",
      fr: "Commandes par palette complète : 3 % supplémentaires pour les grossistes",
      nl: "Bestellingen per volle pallet: 3 % extra voor groothandels",
      de: "Bestellungen ganzer Paletten: 3 % zusätzlich für Großhändler",
      it: "Ordini a pallet completo: un ulteriore 3 % per i grossisti",
      es: "Pedidos por palé completo: un 3 % adicional para mayoristas",
      pt: "Encomendas por palete completa: mais 3 % para grossistas",
    },
    preview: {
      en: "From 1 December, refrigeration and warewashing appliances ordered by the full pallet get an extra 3 % on top of your usual discount.",
      fr: "À partir du 1er décembre, les appareils de froid et de laverie commandés par palette complète bénéficient de 3 % supplémentaires en plus de votre remise habituelle.",
      nl: "Vanaf 1 december krijgt u op koel- en vaatwastoestellen die per volle pallet besteld worden 3 % extra bovenop uw gewone korting.",
      de: "Ab 1. Dezember erhalten Sie auf Kühl- und Spülgeräte, die palettenweise bestellt werden, zusätzlich 3 % auf Ihren üblichen Rabatt.",
      it: "Dal 1° dicembre, sugli apparecchi di refrigerazione e di lavaggio ordinati a pallet completo si applica un ulteriore 3 % oltre al vostro sconto abituale.",
      es: "A partir del 1 de diciembre, los equipos de frío y de lavado pedidos por palé completo tienen un 3 % adicional sobre su descuento habitual.",
      pt: "A partir de 1 de dezembro, os equipamentos de frio e de lavagem encomendados por palete completa têm mais 3 % além do seu desconto habitual.",
    },
    body: {
      en: "From 1 December 2026, refrigeration and warewashing appliances ordered by the full pallet (the quantity per pallet is shown on each product page) get an extra 3 % on top of your usual partner discount. The discount is applied when the order is confirmed and appears on the invoice.\n\nFull pallets leave our DBE12 warehouse on the next working day and are delivered by our own carrier, tail-lift included. Mixed pallets are not eligible.",
      fr: "À partir du 1er décembre 2026, les appareils de froid et de laverie commandés par palette complète (la quantité par palette figure sur chaque fiche produit) bénéficient de 3 % supplémentaires en plus de votre remise partenaire habituelle. La remise est appliquée à la confirmation de la commande et figure sur la facture.\n\nLes palettes complètes quittent notre entrepôt DBE12 le jour ouvrable suivant et sont livrées par notre propre transporteur, hayon élévateur compris. Les palettes panachées ne sont pas concernées.",
      nl: "Vanaf 1 december 2026 krijgt u op koel- en vaatwastoestellen die per volle pallet besteld worden (het aantal per pallet staat op elke productpagina) 3 % extra bovenop uw gewone partnerkorting. De korting wordt toegepast bij de bevestiging van de bestelling en staat op de factuur.\n\nVolle pallets vertrekken de volgende werkdag uit ons magazijn DBE12 en worden door onze eigen vervoerder geleverd, laadklep inbegrepen. Gemengde pallets komen niet in aanmerking.",
      de: "Ab 1. Dezember 2026 erhalten Sie auf Kühl- und Spülgeräte, die in ganzen Paletten bestellt werden (die Menge pro Palette steht auf jeder Produktseite), zusätzlich 3 % auf Ihren üblichen Partnerrabatt. Der Rabatt wird bei der Bestätigung der Bestellung abgezogen und erscheint auf der Rechnung.\n\nGanze Paletten verlassen unser Lager DBE12 am nächsten Werktag und werden von unserer eigenen Spedition geliefert, Hebebühne inbegriffen. Mischpaletten sind ausgenommen.",
      it: "Dal 1° dicembre 2026, sugli apparecchi di refrigerazione e di lavaggio ordinati a pallet completo (la quantità per pallet è indicata in ogni scheda prodotto) si applica un ulteriore 3 % oltre al vostro abituale sconto partner. Lo sconto viene applicato alla conferma dell'ordine e compare in fattura.\n\nI pallet completi partono dal nostro magazzino DBE12 il giorno lavorativo successivo e vengono consegnati dal nostro vettore, sponda idraulica compresa. I pallet misti sono esclusi.",
      es: "A partir del 1 de diciembre de 2026, los equipos de frío y de lavado pedidos por palé completo (la cantidad por palé figura en cada ficha de producto) tienen un 3 % adicional sobre su descuento habitual de socio. El descuento se aplica al confirmar el pedido y aparece en la factura.\n\nLos palés completos salen de nuestro almacén DBE12 el siguiente día laborable y los entrega nuestro propio transportista, con plataforma elevadora incluida. Los palés mixtos quedan excluidos.",
      pt: "A partir de 1 de dezembro de 2026, os equipamentos de frio e de lavagem encomendados por palete completa (a quantidade por palete consta de cada página de produto) têm mais 3 % além do seu desconto habitual de parceiro. O desconto é aplicado na confirmação da encomenda e aparece na fatura.\n\nAs paletes completas saem do nosso armazém DBE12 no dia útil seguinte e são entregues pela nossa própria transportadora, com plataforma elevatória incluída. As paletes mistas estão excluídas.",
    },
    daysAgo: 3,
  },
  {
    audience: "wholesaler",
    title: {
      en: "Drop shipping: we deliver straight to your customers",
      fr: "Livraison directe : nous livrons vos clients à votre place",
      nl: "Rechtstreekse levering: wij leveren bij uw klanten",
      de: "Streckengeschäft: Wir liefern direkt an Ihre Kunden",
      it: "Spedizione diretta: consegniamo direttamente ai vostri clienti",
      es: "Envío directo: entregamos directamente a sus clientes",
      pt: "Envio direto: entregamos diretamente aos seus clientes",
    },
    preview: {
      en: "Enter your customer's address as the delivery address: the parcel travels with a neutral delivery note, without our name or any prices.",
      fr: "Indiquez l'adresse de votre client comme adresse de livraison : le colis part avec un bon de livraison neutre, sans notre nom ni aucun prix.",
      nl: "Geef het adres van uw klant op als leveringsadres: het pakket vertrekt met een neutrale leveringsbon, zonder onze naam en zonder prijzen.",
      de: "Geben Sie die Adresse Ihres Kunden als Lieferadresse an: Die Sendung reist mit einem neutralen Lieferschein, ohne unseren Namen und ohne Preise.",
      it: "Indicate l'indirizzo del vostro cliente come indirizzo di consegna: il collo viaggia con un documento di trasporto neutro, senza il nostro nome né prezzi.",
      es: "Indique la dirección de su cliente como dirección de entrega: el paquete viaja con un albarán neutro, sin nuestro nombre ni precios.",
      pt: "Indique a morada do seu cliente como morada de entrega: a encomenda segue com uma guia de remessa neutra, sem o nosso nome nem preços.",
    },
    body: {
      en: 'Wholesalers can now have an order delivered directly to their own customer. When you submit the order, enter your customer\'s address as the delivery address and tick "Neutral delivery note" in the comment: the parcel then travels with a delivery note that shows neither our name nor any prices.\n\nThe invoice is still sent to you. Drop shipping is available for standard and express deliveries in Belgium, the Netherlands, Luxembourg, France and Germany.',
      fr: "Les grossistes peuvent désormais faire livrer une commande directement chez leur propre client. Lors de la validation de la commande, indiquez l'adresse de votre client comme adresse de livraison et précisez « Bon de livraison neutre » dans le commentaire : le colis part alors avec un bon de livraison qui ne mentionne ni notre nom ni aucun prix.\n\nLa facture vous est toujours adressée. La livraison directe est possible en livraison standard et express en Belgique, aux Pays-Bas, au Luxembourg, en France et en Allemagne.",
      nl: 'Groothandels kunnen een bestelling voortaan rechtstreeks bij hun eigen klant laten leveren. Geef bij het plaatsen van de bestelling het adres van uw klant op als leveringsadres en vermeld "Neutrale leveringsbon" in de opmerking: het pakket vertrekt dan met een leveringsbon zonder onze naam en zonder prijzen.\n\nDe factuur blijft naar u gaan. Rechtstreekse levering is mogelijk voor standaard- en expreslevering in België, Nederland, Luxemburg, Frankrijk en Duitsland.',
      de: "Großhändler können eine Bestellung ab sofort direkt an ihren eigenen Kunden liefern lassen. Geben Sie beim Absenden der Bestellung die Adresse Ihres Kunden als Lieferadresse an und vermerken Sie „Neutraler Lieferschein“ im Kommentar: Die Sendung reist dann mit einem Lieferschein, der weder unseren Namen noch Preise zeigt.\n\nDie Rechnung geht weiterhin an Sie. Das Streckengeschäft ist für Standard- und Expresslieferungen nach Belgien, in die Niederlande, nach Luxemburg, Frankreich und Deutschland möglich.",
      it: "I grossisti possono ora far consegnare un ordine direttamente al proprio cliente. Al momento dell'invio dell'ordine, indicate l'indirizzo del vostro cliente come indirizzo di consegna e scrivete «Documento di trasporto neutro» nel commento: il collo viaggerà con un documento che non riporta né il nostro nome né i prezzi.\n\nLa fattura continua a essere intestata a voi. La spedizione diretta è disponibile con consegna standard ed espressa in Belgio, Paesi Bassi, Lussemburgo, Francia e Germania.",
      es: "Los mayoristas ya pueden hacer que un pedido se entregue directamente a su propio cliente. Al enviar el pedido, indique la dirección de su cliente como dirección de entrega y escriba «Albarán neutro» en el comentario: el paquete viajará con un albarán que no muestra ni nuestro nombre ni precios.\n\nLa factura se le sigue enviando a usted. El envío directo está disponible con entrega estándar y urgente en Bélgica, Países Bajos, Luxemburgo, Francia y Alemania.",
      pt: "Os grossistas podem agora mandar entregar uma encomenda diretamente ao seu próprio cliente. Ao submeter a encomenda, indique a morada do seu cliente como morada de entrega e escreva «Guia de remessa neutra» no comentário: a encomenda segue então com uma guia que não mostra o nosso nome nem preços.\n\nA fatura continua a ser-lhe enviada. O envio direto está disponível com entrega normal e expresso na Bélgica, nos Países Baixos, no Luxemburgo, em França e na Alemanha.",
    },
    daysAgo: 20,
  },
  {
    audience: "catering_trade",
    title: {
      en: "Free commissioning with every Vapora combi oven",
      fr: "Mise en service offerte pour chaque four mixte Vapora",
      nl: "Gratis indienststelling bij elke Vapora-combisteamer",
      de: "Kostenlose Inbetriebnahme für jeden Vapora-Kombidämpfer",
      it: "Messa in servizio gratuita per ogni forno combinato Vapora",
      es: "Puesta en marcha gratuita con cada horno mixto Vapora",
      pt: "Colocação em funcionamento gratuita com cada forno misto Vapora",
    },
    preview: {
      en: "Until 31 January 2027, our technician installs every Vapora combi oven you order and trains your kitchen team on site, free of charge.",
      fr: "Jusqu'au 31 janvier 2027, notre technicien installe chaque four mixte Vapora commandé et forme votre brigade sur place, gratuitement.",
      nl: "Tot 31 januari 2027 installeert onze technicus elke bestelde Vapora-combisteamer en leidt hij uw keukenteam ter plaatse gratis op.",
      de: "Bis 31. Januar 2027 installiert unser Techniker jeden bestellten Vapora-Kombidämpfer und schult Ihr Küchenteam vor Ort – kostenlos.",
      it: "Fino al 31 gennaio 2027 il nostro tecnico installa ogni forno combinato Vapora ordinato e forma gratuitamente la vostra brigata in loco.",
      es: "Hasta el 31 de enero de 2027, nuestro técnico instala cada horno mixto Vapora que pida y forma a su equipo de cocina in situ, sin coste.",
      pt: "Até 31 de janeiro de 2027, o nosso técnico instala cada forno misto Vapora encomendado e forma a sua equipa de cozinha no local, sem custos.",
    },
    body: {
      en: "For every Vapora combi oven ordered before 31 January 2027, commissioning is free of charge: our technician connects the oven to water, drainage and power, checks the gas settings where needed, and spends an hour with your kitchen team on cooking programmes, cleaning cycles and daily care.\n\nBook the visit in the order comment or with our after-sales service on +32 10 24 00 00 once the oven has been delivered.",
      fr: "Pour chaque four mixte Vapora commandé avant le 31 janvier 2027, la mise en service est offerte : notre technicien raccorde le four à l'eau, à l'évacuation et à l'électricité, vérifie les réglages gaz si nécessaire et passe une heure avec votre brigade sur les programmes de cuisson, les cycles de nettoyage et l'entretien quotidien.\n\nRéservez la visite dans le commentaire de la commande ou auprès de notre service après-vente au +32 10 24 00 00 une fois le four livré.",
      nl: "Voor elke Vapora-combisteamer die vóór 31 januari 2027 besteld wordt, is de indienststelling gratis: onze technicus sluit de oven aan op water, afvoer en stroom, controleert waar nodig de gasinstellingen en neemt een uur de tijd om uw keukenteam wegwijs te maken in de kookprogramma's, de reinigingscycli en het dagelijkse onderhoud.\n\nBoek het bezoek in de opmerking bij de bestelling of bij onze dienst na verkoop op +32 10 24 00 00 zodra de oven geleverd is.",
      de: "Für jeden Vapora-Kombidämpfer, der vor dem 31. Januar 2027 bestellt wird, ist die Inbetriebnahme kostenlos: Unser Techniker schließt das Gerät an Wasser, Abfluss und Strom an, prüft bei Bedarf die Gaseinstellungen und verbringt eine Stunde mit Ihrem Küchenteam, um Garprogramme, Reinigungszyklen und die tägliche Pflege zu zeigen.\n\nBuchen Sie den Termin im Kommentar zur Bestellung oder bei unserem Kundendienst unter +32 10 24 00 00, sobald das Gerät geliefert ist.",
      it: "Per ogni forno combinato Vapora ordinato entro il 31 gennaio 2027 la messa in servizio è gratuita: il nostro tecnico collega il forno ad acqua, scarico e corrente, verifica le regolazioni del gas se necessario e dedica un'ora alla vostra brigata per illustrare i programmi di cottura, i cicli di lavaggio e la manutenzione quotidiana.\n\nPrenotate l'intervento nel commento dell'ordine o presso il nostro servizio assistenza al numero +32 10 24 00 00 una volta consegnato il forno.",
      es: "Para cada horno mixto Vapora pedido antes del 31 de enero de 2027, la puesta en marcha es gratuita: nuestro técnico conecta el horno al agua, al desagüe y a la corriente, comprueba los ajustes de gas si hace falta y dedica una hora a su equipo de cocina para explicar los programas de cocción, los ciclos de limpieza y el cuidado diario.\n\nReserve la visita en el comentario del pedido o con nuestro servicio posventa en el +32 10 24 00 00 una vez entregado el horno.",
      pt: "Para cada forno misto Vapora encomendado antes de 31 de janeiro de 2027, a colocação em funcionamento é gratuita: o nosso técnico liga o forno à água, ao esgoto e à eletricidade, verifica as regulações do gás quando necessário e passa uma hora com a sua equipa de cozinha a explicar os programas de cozedura, os ciclos de limpeza e os cuidados diários.\n\nMarque a visita no comentário da encomenda ou com o nosso serviço pós-venda através do +32 10 24 00 00 depois de o forno ser entregue.",
    },
    daysAgo: 4,
  },
  {
    audience: "catering_trade",
    title: {
      en: "Hygiene and care workshops for kitchen teams",
      fr: "Ateliers hygiène et entretien pour les équipes de cuisine",
      nl: "Workshops hygiëne en onderhoud voor keukenteams",
      de: "Workshops zu Hygiene und Pflege für Küchenteams",
      it: "Workshop su igiene e manutenzione per le brigate di cucina",
      es: "Talleres de higiene y mantenimiento para equipos de cocina",
      pt: "Workshops de higiene e manutenção para equipas de cozinha",
    },
    preview: {
      en: "Half-day workshops in Wavre on 14 and 21 January 2027: descaling, cleaning cycles and the daily checks that keep your appliances HACCP-ready.",
      fr: "Ateliers d'une demi-journée à Wavre les 14 et 21 janvier 2027 : détartrage, cycles de nettoyage et contrôles quotidiens pour des appareils conformes HACCP.",
      nl: "Halvedagworkshops in Waver op 14 en 21 januari 2027: ontkalken, reinigingscycli en de dagelijkse controles die uw toestellen HACCP-conform houden.",
      de: "Halbtägige Workshops in Wavre am 14. und 21. Januar 2027: Entkalken, Reinigungszyklen und die täglichen Kontrollen für HACCP-gerechte Geräte.",
      it: "Workshop di mezza giornata a Wavre il 14 e il 21 gennaio 2027: decalcificazione, cicli di lavaggio e controlli quotidiani per apparecchi conformi HACCP.",
      es: "Talleres de media jornada en Wavre el 14 y el 21 de enero de 2027: descalcificación, ciclos de limpieza y las comprobaciones diarias para equipos conformes con APPCC.",
      pt: "Workshops de meio dia em Wavre a 14 e 21 de janeiro de 2027: descalcificação, ciclos de limpeza e as verificações diárias que mantêm os equipamentos conformes com HACCP.",
    },
    body: {
      en: "Our application chefs and service technicians hold two half-day workshops for kitchen teams at our Wavre showroom, on 14 and 21 January 2027 from 14:00 to 17:30. On the programme: descaling steam generators, choosing the right cleaning cycle, the daily checks of dishwashers and refrigerated counters, and keeping the records an HACCP inspection asks for.\n\nThe workshops are free for catering partners, with up to four participants per company. Register through our contact form, stating the date and the participants' names.",
      fr: "Nos chefs démonstrateurs et nos techniciens animent deux ateliers d'une demi-journée pour les équipes de cuisine dans notre salle d'exposition de Wavre, les 14 et 21 janvier 2027 de 14 h à 17 h 30. Au programme : détartrage des générateurs de vapeur, choix du bon cycle de nettoyage, contrôles quotidiens des lave-vaisselle et des tables réfrigérées, et tenue des relevés exigés lors d'un contrôle HACCP.\n\nLes ateliers sont gratuits pour les partenaires de la restauration, jusqu'à quatre participants par société. Inscrivez-vous via notre formulaire de contact en indiquant la date et le nom des participants.",
      nl: "Onze demonstratiechefs en servicetechnici geven twee halvedagworkshops voor keukenteams in onze showroom in Waver, op 14 en 21 januari 2027 van 14.00 tot 17.30 uur. Op het programma: stoomgeneratoren ontkalken, de juiste reinigingscyclus kiezen, de dagelijkse controles van vaatwassers en koeltafels, en de registraties bijhouden die bij een HACCP-controle gevraagd worden.\n\nDe workshops zijn gratis voor horecapartners, met maximaal vier deelnemers per bedrijf. Schrijf in via ons contactformulier met de datum en de namen van de deelnemers.",
      de: "Unsere Anwendungsköche und Servicetechniker halten zwei halbtägige Workshops für Küchenteams in unserem Showroom in Wavre, am 14. und 21. Januar 2027 von 14:00 bis 17:30 Uhr. Auf dem Programm: Dampfgeneratoren entkalken, den richtigen Reinigungszyklus wählen, die täglichen Kontrollen von Spülmaschinen und Kühltischen sowie die Aufzeichnungen, die eine HACCP-Kontrolle verlangt.\n\nDie Workshops sind für Gastronomiepartner kostenlos, mit bis zu vier Teilnehmenden pro Unternehmen. Melden Sie sich über unser Kontaktformular an und nennen Sie das Datum und die Namen der Teilnehmenden.",
      it: "I nostri chef dimostratori e i tecnici dell'assistenza tengono due workshop di mezza giornata per le brigate di cucina nel nostro showroom di Wavre, il 14 e il 21 gennaio 2027 dalle 14:00 alle 17:30. In programma: decalcificazione dei generatori di vapore, scelta del ciclo di lavaggio giusto, controlli quotidiani di lavastoviglie e tavoli refrigerati e tenuta delle registrazioni richieste da un controllo HACCP.\n\nI workshop sono gratuiti per i partner della ristorazione, fino a quattro partecipanti per azienda. Iscrivetevi tramite il nostro modulo di contatto indicando la data e i nomi dei partecipanti.",
      es: "Nuestros chefs demostradores y técnicos de servicio imparten dos talleres de media jornada para equipos de cocina en nuestra sala de exposición de Wavre, el 14 y el 21 de enero de 2027 de 14:00 a 17:30. En el programa: descalcificar los generadores de vapor, elegir el ciclo de limpieza adecuado, las comprobaciones diarias de lavavajillas y mesas refrigeradas y los registros que exige una inspección APPCC.\n\nLos talleres son gratuitos para los socios de hostelería, con hasta cuatro participantes por empresa. Inscríbase mediante nuestro formulario de contacto indicando la fecha y el nombre de los participantes.",
      pt: "Os nossos chefes de demonstração e técnicos de assistência dão dois workshops de meio dia para equipas de cozinha no nosso showroom de Wavre, a 14 e 21 de janeiro de 2027, das 14:00 às 17:30. No programa: descalcificar geradores de vapor, escolher o ciclo de limpeza certo, as verificações diárias de máquinas de lavar loiça e bancadas refrigeradas, e manter os registos que uma inspeção HACCP exige.\n\nOs workshops são gratuitos para parceiros da restauração, até quatro participantes por empresa. Inscreva-se através do nosso formulário de contacto, indicando a data e os nomes dos participantes.",
    },
    daysAgo: 15,
  },
]
