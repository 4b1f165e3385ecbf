import de from "../../locales/de/common.json" with { type: "json" }
import en from "../../locales/en/common.json" with { type: "json" }
import es from "../../locales/es/common.json" with { type: "json" }
import fr from "../../locales/fr/common.json" with { type: "json" }
import it from "../../locales/it/common.json" with { type: "json" }
import nl from "../../locales/nl/common.json" with { type: "json" }
import pt from "../../locales/pt/common.json" with { type: "json" }

export const resources = {
  en: { common: en },
  fr: { common: fr },
  nl: { common: nl },
  de: { common: de },
  it: { common: it },
  es: { common: es },
  pt: { common: pt },
}
