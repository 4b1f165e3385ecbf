import de from "../../locales/de/common.json"
import en from "../../locales/en/common.json"
import es from "../../locales/es/common.json"
import fr from "../../locales/fr/common.json"
import it from "../../locales/it/common.json"
import nl from "../../locales/nl/common.json"
import pt from "../../locales/pt/common.json"

export const resources = {
  en: { common: en },
  fr: { common: fr },
  nl: { common: nl },
  de: { common: de },
  it: { common: it },
  es: { common: es },
  pt: { common: pt },
}
