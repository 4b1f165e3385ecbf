import type { Localized } from "./vocabulary.types"

// Short phrases the generator composes with the vocabulary, written in each language.
export const PHRASES = {
  sparePartDescription: {
    en: "Original spare part, tested in our factory. Fits: {types}.",
    fr: "Pièce détachée d'origine, testée dans notre usine. Compatible avec : {types}.",
    nl: "Origineel reserveonderdeel, getest in onze fabriek. Past op: {types}.",
    de: "Original-Ersatzteil, in unserem Werk geprüft. Passend für: {types}.",
    it: "Ricambio originale, collaudato nel nostro stabilimento. Compatibile con: {types}.",
    es: "Recambio original, probado en nuestra fábrica. Compatible con: {types}.",
    pt: "Peça de substituição original, testada na nossa fábrica. Compatível com: {types}.",
  },
  recupel: {
    en: "Recupel environmental contribution",
    fr: "Cotisation environnementale Recupel",
    nl: "Recupel-milieubijdrage",
    de: "Recupel-Umweltbeitrag",
    it: "Contributo ambientale Recupel",
    es: "Contribución medioambiental Recupel",
    pt: "Contribuição ambiental Recupel",
  },
  popupInfo: {
    en: "Delivered fully assembled and tested; installation by a qualified technician is recommended.",
    fr: "Livré entièrement monté et testé ; installation par un technicien qualifié recommandée.",
    nl: "Volledig gemonteerd en getest geleverd; installatie door een erkende technicus aanbevolen.",
    de: "Vollständig montiert und geprüft geliefert; Installation durch einen Fachtechniker empfohlen.",
    it: "Consegnato completamente montato e collaudato; si consiglia l'installazione da parte di un tecnico qualificato.",
    es: "Se entrega totalmente montado y probado; se recomienda la instalación por un técnico cualificado.",
    pt: "Entregue totalmente montado e testado; recomenda-se a instalação por um técnico qualificado.",
  },
  declined: {
    reconditioned: {
      en: "reconditioned",
      fr: "reconditionné",
      nl: "gereviseerd",
      de: "generalüberholt",
      it: "ricondizionato",
      es: "reacondicionado",
      pt: "recondicionado",
    },
    end_of_series: {
      en: "end of series",
      fr: "fin de série",
      nl: "einde reeks",
      de: "Auslaufmodell",
      it: "fine serie",
      es: "fin de serie",
      pt: "fim de série",
    },
    downgraded: {
      en: "slightly downgraded",
      fr: "légèrement déclassé",
      nl: "licht beschadigd",
      de: "B-Ware",
      it: "leggermente declassato",
      es: "ligeramente desclasificado",
      pt: "ligeiramente desclassificado",
    },
  } satisfies Record<string, Localized>,
  model: { en: "model", fr: "modèle", nl: "model", de: "Modell", it: "modello", es: "modelo", pt: "modelo" },
} satisfies Record<string, Localized | Record<string, Localized>>
