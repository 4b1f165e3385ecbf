import type { TECH_DOC_TYPES } from "./catalog.schema"

// The fixed texts of the generated technical documents (technical-document-pdf.ts), one typed table per
// language the documents are issued in. {name} placeholders are filled by fillText; the product's own
// words (name, description, spare parts) come from the database in the same language.

export const DOC_LANGUAGES = ["en", "fr", "nl", "de"] as const
export type DocLanguage = (typeof DOC_LANGUAGES)[number]
export type TechDocType = (typeof TECH_DOC_TYPES)[number]

export const isDocLanguage = (value: string): value is DocLanguage =>
  (DOC_LANGUAGES as readonly string[]).includes(value)

export const fillText = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))

/** A section: a heading and its paragraphs. */
interface Section {
  title: string
  paragraphs: string[]
}

type Directive =
  | "machinery"
  | "lowVoltage"
  | "emc"
  | "gas"
  | "pressure"
  | "ecodesign"
  | "energyLabelling"
  | "rohs"
  | "foodContact"

type EcuParameter =
  | "setpoint"
  | "differential"
  | "highAlarm"
  | "lowAlarm"
  | "defrostInterval"
  | "defrostDuration"
  | "fanDelay"
  | "maxPower"
  | "preheat"
  | "ignitionAttempts"
  | "steamLevel"
  | "motorRamp"
  | "probeOffset"
  | "doorAlarm"
  | "displayUnit"
  | "buzzer"

type Component =
  | "terminal"
  | "mainSwitch"
  | "fuse"
  | "ecu"
  | "contactor"
  | "safetyThermostat"
  | "heater"
  | "compressor"
  | "fan"
  | "motor"
  | "gasValve"
  | "igniter"
  | "lampPower"
  | "lampWork"
  | "earth"

type BulletinKind = "electric" | "gas" | "refrigerated" | "mechanical"

export interface DocTexts {
  titles: Record<TechDocType, string>
  page: string
  header: {
    article: string
    issued: string
    revision: string
  }
  spec: {
    name: string
    article: string
    reference: string
    brand: string
    category: string
    range: string
    family: string
    line: string
    width: string
    depth: string
    height: string
    dimensions: string
    weight: string
    volume: string
    power: string
    horsePower: string
    gas: string
    voltage: string
    current: string
    steam: string
    temperature: string
    energyClass: string
    yes: string
    no: string
  }
  drawing: {
    front: string
    side: string
    note: string
    clearances: string
    wall: string
  }
  ec: {
    intro: string
    object: string
    directives: string
    standards: string
    technicalFile: string
    scope: string
    marking: string
    signedFor: string
    placeDate: string
    nameFunction: string
    signatoryFunction: string
    fileTitle: string
    plate: string
    plateNote: string
    serial: string
    year: string
    directive: Record<Directive, string>
  }
  energy: {
    scale: string
    supplier: string
    model: string
    annual: string
    daily: string
    netVolume: string
    climate: string
    climateValue: string
    eei: string
    fiche: string
    ficheIntro: string
    method: string
    notRated: string
  }
  exploded: {
    drawing: string
    assemblies: string
    assembly: [string, string, string, string, string, string]
    parts: string
    position: string
    partNumber: string
    description: string
    assemblyColumn: string
    noParts: string
    order: string
  }
  sheet: {
    description: string
    general: string
    energy: string
    drawing: string
    notes: string
  }
  installation: {
    intro: string
    safety: Section
    unpacking: Section
    positioning: Section
    connections: string
    electric: string
    gas: string
    steam: string
    noConnection: string
    equipotential: string
    commissioning: Section
    clearanceTable: string
    side: string
    back: string
    top: string
  }
  user: {
    intro: string
    safety: Section
    controls: string
    control: string
    purpose: string
    noControls: string
    mainSwitch: [string, string]
    thermostat: [string, string]
    gasKnob: [string, string]
    speed: [string, string]
    lamps: [string, string]
    dailyUse: Section
    cleaning: Section
    troubleshooting: string
    problem: string
    cause: string
    remedy: string
    faults: [string, string, string][]
    service: string
  }
  ecu: {
    intro: string
    code: string
    parameter: string
    range: string
    default: string
    unit: string
    parameters: Record<EcuParameter, string>
    alarms: string
    alarm: [string, string, string][]
    reset: Section
    minutes: string
    hours: string
    seconds: string
    attempts: string
    level: string
  }
  diagram: {
    schematic: string
    legend: string
    symbol: string
    component: string
    components: Record<Component, string>
    wires: string
    wireColours: [string, string][]
    supply: string
    warning: string
  }
  bulletin: {
    number: string
    subject: string
    issue: string
    affected: string
    serialRange: string
    action: string
    parts: string
    time: string
    warranty: string
    record: string
    kinds: Record<BulletinKind, { subject: string; issue: string; steps: string[]; parts: string }>
  }
}

export const TECHNICAL_DOCUMENT_TEXTS: Record<DocLanguage, DocTexts> = {
  en: {
    titles: {
      "ec-declaration": "EC declaration of conformity",
      "energy-label": "Energy label",
      "exploded-view": "Spare-parts exploded view",
      "technical-data-sheet": "Technical data sheet",
      "installation-manual": "Installation manual",
      "user-manual": "User manual",
      "control-unit-parameters": "Electronic control unit parameters",
      "electric-diagrams": "Electric diagrams",
      "technical-bulletin": "Technical bulletin",
    },
    page: "Page {page} of {pages}",
    header: { article: "Article", issued: "Issued", revision: "Revision" },
    spec: {
      name: "Product",
      article: "Article number",
      reference: "Reference",
      brand: "Brand",
      category: "Category",
      range: "Range",
      family: "Family",
      line: "Line",
      width: "Width",
      depth: "Depth",
      height: "Height",
      dimensions: "Dimensions (W × D × H)",
      weight: "Gross weight",
      volume: "Packed volume",
      power: "Electrical power",
      horsePower: "Motor power",
      gas: "Gas heat input",
      voltage: "Supply voltage",
      current: "Rated current",
      steam: "Steam",
      temperature: "Working temperature",
      energyClass: "Energy efficiency class",
      yes: "yes",
      no: "no",
    },
    drawing: {
      front: "Front view",
      side: "Side view",
      note: "Dimensions in millimetres – not to scale",
      clearances: "Minimum clearances",
      wall: "wall",
    },
    ec: {
      intro:
        "We, {manufacturer}, {address}, declare under our sole responsibility that the product described below complies with the relevant Union harmonisation legislation listed in this declaration.",
      object: "Object of the declaration",
      directives: "Directives and regulations",
      standards: "Harmonised standards and specifications applied",
      technicalFile:
        "The technical file is kept by {manufacturer} at the address above and is made available to the national authorities on a reasoned request.",
      scope:
        "This declaration applies to every unit of the article above placed on the market from its date of issue.",
      marking: "Year in which the CE marking was affixed: {year}",
      signedFor: "Signed for and on behalf of {manufacturer}",
      placeDate: "Place and date of issue",
      nameFunction: "Name and function",
      signatoryFunction: "Quality and conformity manager",
      fileTitle: "Technical file and signature",
      plate: "Rating plate",
      plateNote:
        "The rating plate is fixed inside the door frame or on the back panel. It carries the CE marking and the data of this declaration.",
      serial: "Serial no.",
      year: "Year",
      directive: {
        machinery: "Machinery Directive 2006/42/EC",
        lowVoltage: "Low Voltage Directive 2014/35/EU",
        emc: "Electromagnetic Compatibility Directive 2014/30/EU",
        gas: "Gas Appliances Regulation (EU) 2016/426",
        pressure: "Pressure Equipment Directive 2014/68/EU",
        ecodesign: "Ecodesign Directive 2009/125/EC – Regulation (EU) 2015/1095",
        energyLabelling: "Energy Labelling Regulation (EU) 2017/1369 – Regulation (EU) 2015/1094",
        rohs: "RoHS Directive 2011/65/EU and (EU) 2015/863",
        foodContact: "Food contact materials – Regulation (EC) No 1935/2004",
      },
    },
    energy: {
      scale: "Energy efficiency class",
      supplier: "Supplier",
      model: "Model identifier",
      annual: "Annual energy consumption",
      daily: "Daily energy consumption",
      netVolume: "Net volume",
      climate: "Climate class",
      climateValue: "4 (30 °C – 55 % relative humidity)",
      eei: "Energy efficiency index (EEI)",
      fiche: "Product information sheet",
      ficheIntro:
        "Information to be given with professional refrigerated storage cabinets according to Regulation (EU) 2015/1094.",
      method:
        "Figures measured at climate class 4 with the door closed, according to EN 16825. The actual consumption depends on how the appliance is used and where it stands.",
      notRated:
        "This appliance is not a refrigerating appliance: it has no energy label class. Its connected load is given below.",
    },
    exploded: {
      drawing: "Exploded view",
      assemblies: "Assemblies",
      assembly: [
        "Body",
        "Top and worktop",
        "Control panel",
        "Door and front panel",
        "Technical unit",
        "Feet and base",
      ],
      parts: "Spare-parts list",
      position: "Pos.",
      partNumber: "Part number",
      description: "Description",
      assemblyColumn: "Assembly",
      noParts:
        "No spare part is listed for this article yet. For any part, contact the after-sales service with the article number {id} and the serial number of the appliance.",
      order:
        "Order spare parts in the Partners zone by their part number. Always give the article number and the serial number printed on the rating plate.",
    },
    sheet: {
      description: "Description",
      general: "General",
      energy: "Energy and connections",
      drawing: "Dimensional drawing",
      notes:
        "Dimensions in millimetres, tolerance ± 5 mm. Specifications may change without notice as the product is improved.",
    },
    installation: {
      intro:
        "Read this manual before installing the appliance and keep it for later use. Installation, connection and commissioning must be carried out by a qualified installer, in line with the local regulations.",
      safety: {
        title: "Safety",
        paragraphs: [
          "The appliance is intended for professional use only, by trained staff.",
          "Disconnect the power supply and close the gas valve before any work on the appliance.",
          "Do not obstruct the ventilation openings. Do not store flammable products near the appliance.",
          "The manufacturer declines all liability for damage caused by incorrect installation or by changes made to the appliance.",
        ],
      },
      unpacking: {
        title: "Unpacking",
        paragraphs: [
          "Check the packaging on delivery; report any damage to the carrier in writing on the delivery note.",
          "The appliance weighs {weight} kg with its packaging: move it with a pallet truck or with two people.",
          "Remove the protective film from the stainless-steel panels slowly, without sharp tools. Dispose of the packaging according to the local rules.",
        ],
      },
      positioning: {
        title: "Positioning",
        paragraphs: [
          "Place the appliance on a level, stable floor that can bear its weight. Adjust the feet so that it stands level in both directions.",
          "Outside dimensions: {width} × {depth} × {height} mm (W × D × H). Keep at least {side} mm at each side, {back} mm at the back and {top} mm above the appliance.",
          "Next to walls or furniture made of flammable material, fit a heat-insulating panel or keep a distance of at least 150 mm.",
        ],
      },
      connections: "Connections",
      electric:
        "Electrical connection: {voltage}, {power} kW, rated current {current} A. Use a cable of at least {cable} mm² (H07RN-F) and an all-pole isolating switch with a {breaker} A circuit breaker and a 30 mA residual-current device.",
      gas: "Gas connection: nominal heat input {gasKw} kW ({gasKcal} kcal/h). Consumption: {gasM3} m³/h of natural gas G20 or {gasKg} kg/h of propane G31. Fit an accessible shut-off valve upstream and check every joint for leaks with a leak detection spray.",
      steam:
        "Water connection: cold water, 150–600 kPa, through the supplied hose with a ¾″ fitting and a shut-off tap. Connect the drain to an open trap.",
      noConnection: "This appliance needs no electrical, gas or water connection.",
      equipotential:
        "Connect the equipotential terminal at the back of the appliance to the building's equipotential bonding.",
      commissioning: {
        title: "Commissioning",
        paragraphs: [
          "1. Check that the supply matches the rating plate (voltage, gas type, pressure).",
          "2. Switch the appliance on and check that every control, lamp and safety device works.",
          "3. Let the appliance run empty until it reaches its working temperature; a slight smell during the first heating is normal.",
          "4. Show the user how the appliance works and hand over this manual and the user manual.",
        ],
      },
      clearanceTable: "Clearances",
      side: "Sides",
      back: "Back",
      top: "Above",
    },
    user: {
      intro:
        "This manual describes the daily use and care of the appliance. Keep it close to the appliance so that every user can read it.",
      safety: {
        title: "Safety",
        paragraphs: [
          "Only trained staff may use the appliance. Never leave it running unattended.",
          "Surfaces become hot or very cold during use: wear protective gloves.",
          "Never clean the appliance with a water jet or a high-pressure cleaner.",
        ],
      },
      controls: "Controls",
      control: "Control",
      purpose: "Purpose",
      noControls: "The appliance has no controls: it needs no setting before use.",
      mainSwitch: ["Main switch", "Switches the appliance on and off."],
      thermostat: ["Temperature control", "Sets the working temperature between {min} and {max} °C."],
      gasKnob: ["Gas control knob", "Push and turn to ignite the pilot, then choose the flame level."],
      speed: ["Speed selector", "Chooses the motor speed; always start at the lowest speed."],
      lamps: ["Indicator lamps", "Green: appliance on. Orange: heating, cooling or motor running."],
      dailyUse: {
        title: "Daily use",
        paragraphs: [
          "Switch the appliance on and let it reach its working temperature before loading it.",
          "Do not overload the appliance: spread the load evenly and respect the maximum levels marked.",
          "At the end of the day, switch the appliance off and let it cool down or warm up before cleaning it.",
        ],
      },
      cleaning: {
        title: "Cleaning and care",
        paragraphs: [
          "Clean the stainless-steel surfaces every day with warm water and a mild detergent; rinse and wipe dry.",
          "Never use abrasive products, steel wool or products containing chlorine.",
          "Have the appliance serviced at least once a year by an approved technician.",
        ],
      },
      troubleshooting: "Troubleshooting",
      problem: "Problem",
      cause: "Possible cause",
      remedy: "Remedy",
      faults: [
        [
          "The appliance does not start",
          "No power supply or main switch off",
          "Check the circuit breaker and switch the appliance on",
        ],
        [
          "The temperature is not reached",
          "Setting too low, door open or overloaded",
          "Check the setting, close the door and reduce the load",
        ],
        [
          "An alarm code is shown",
          "A probe or a safety device has tripped",
          "Note the code and call the after-sales service",
        ],
        [
          "Unusual noise",
          "Appliance not level or a part is loose",
          "Level the appliance; if the noise continues, call the after-sales service",
        ],
      ],
      service:
        "If the problem continues, switch the appliance off and contact the after-sales service with the article number {id}.",
    },
    ecu: {
      intro:
        "Parameters of the electronic control unit, with their factory settings for article {id}. Change them only with the service password: wrong values can damage the appliance or its contents.",
      code: "Code",
      parameter: "Parameter",
      range: "Range",
      default: "Default",
      unit: "Unit",
      parameters: {
        setpoint: "Temperature setpoint",
        differential: "Regulation differential",
        highAlarm: "High temperature alarm",
        lowAlarm: "Low temperature alarm",
        defrostInterval: "Interval between defrosts",
        defrostDuration: "Maximum defrost duration",
        fanDelay: "Evaporator fan delay after defrost",
        maxPower: "Maximum power drawn",
        preheat: "Preheating time",
        ignitionAttempts: "Ignition attempts before lockout",
        steamLevel: "Steam generator level",
        motorRamp: "Motor start ramp",
        probeOffset: "Probe calibration offset",
        doorAlarm: "Open door alarm delay",
        displayUnit: "Display unit (0 = °C, 1 = °F)",
        buzzer: "Buzzer (0 = off, 1 = on)",
      },
      alarms: "Alarm codes",
      alarm: [
        ["E1", "Probe fault (open or short circuit)", "Check the probe's connection; replace the probe"],
        ["E2", "Safety thermostat tripped", "Let the appliance cool down, find the cause and reset"],
        ["HI", "Temperature above the alarm limit", "Check the door, the load and the ventilation"],
        ["LO", "Temperature below the alarm limit", "Check the setpoint and the probe"],
        ["dO", "Door open for too long", "Close the door"],
      ],
      reset: {
        title: "Restoring the factory settings",
        paragraphs: [
          "Hold the SET and ↓ keys for 10 seconds with the appliance on; the display shows “dEF”.",
          "Confirm with SET: every parameter returns to the default value in the table above.",
        ],
      },
      minutes: "min",
      hours: "h",
      seconds: "s",
      attempts: "attempts",
      level: "level",
    },
    diagram: {
      schematic: "Wiring diagram",
      legend: "Legend",
      symbol: "Symbol",
      component: "Component",
      components: {
        terminal: "Mains terminal block",
        mainSwitch: "Main switch",
        fuse: "Control circuit fuse",
        ecu: "Electronic control unit",
        contactor: "Power contactor",
        safetyThermostat: "Safety thermostat",
        heater: "Heating element",
        compressor: "Compressor",
        fan: "Fan motor",
        motor: "Drive motor",
        gasValve: "Gas safety valve",
        igniter: "Electronic igniter",
        lampPower: "Power indicator lamp (green)",
        lampWork: "Operation indicator lamp (orange)",
        earth: "Protective earth",
      },
      wires: "Wire colours",
      wireColours: [
        ["BN", "brown – phase"],
        ["BK", "black – phase"],
        ["GY", "grey – phase"],
        ["BU", "blue – neutral"],
        ["GNYE", "green-yellow – protective earth"],
      ],
      supply: "Supply: {voltage}",
      warning:
        "Disconnect the appliance from the mains before opening it. Work on the electrical equipment may only be carried out by a qualified electrician.",
    },
    bulletin: {
      number: "Bulletin no.",
      subject: "Subject",
      issue: "Issue",
      affected: "Affected appliances",
      serialRange: "Serial numbers {from} to {to}",
      action: "Action",
      parts: "Parts needed",
      time: "Time needed: about {minutes} minutes",
      warranty:
        "The intervention is covered by the warranty for the serial numbers above. Claim it in the Partners zone with this bulletin's number.",
      record: "Record the intervention on the appliance's service sheet.",
      kinds: {
        electric: {
          subject: "Tightening of the power terminal block",
          issue:
            "On some appliances, the screws of the power terminal block may loosen after transport. A loose connection heats up and can damage the terminal block.",
          steps: [
            "Disconnect the appliance from the mains.",
            "Remove the rear panel.",
            "Tighten every screw of the terminal block to 1.2 N·m.",
            "Check for discoloured wires; replace the terminal block if needed.",
            "Refit the rear panel and test the appliance.",
          ],
          parts: "Terminal block (only if discoloured)",
        },
        gas: {
          subject: "Thermocouple connection on the gas safety valve",
          issue:
            "The thermocouple nut on the gas safety valve may not be fully tightened. The flame can then go out when the knob is released.",
          steps: [
            "Close the gas valve upstream of the appliance.",
            "Remove the control panel.",
            "Tighten the thermocouple nut by a quarter turn beyond hand-tight.",
            "Open the gas, light the pilot and check that it stays lit.",
            "Check the joints for leaks and refit the control panel.",
          ],
          parts: "Thermocouple (only if the pilot still goes out)",
        },
        refrigerated: {
          subject: "Condenser fan blade clearance",
          issue:
            "The condenser fan blade may touch its shroud, which causes noise and can stop the fan. The compressor then overheats.",
          steps: [
            "Disconnect the appliance from the mains.",
            "Remove the front grille of the technical compartment.",
            "Loosen the fan bracket, centre the blade and tighten the bracket again.",
            "Clean the condenser with a soft brush.",
            "Refit the grille and check that the fan runs quietly.",
          ],
          parts: "Fan blade (only if damaged)",
        },
        mechanical: {
          subject: "Fixing screws of the feet and the base",
          issue:
            "The fixing screws of the adjustable feet may loosen under heavy use. The appliance can then wobble and its doors no longer close properly.",
          steps: [
            "Empty the appliance and move it carefully.",
            "Tighten the fixing screws of every foot.",
            "Level the appliance again.",
            "Check that the doors and drawers close properly.",
          ],
          parts: "Adjustable foot (only if damaged)",
        },
      },
    },
  },
  fr: {
    titles: {
      "ec-declaration": "Déclaration CE de conformité",
      "energy-label": "Étiquette énergétique",
      "exploded-view": "Vue éclatée des pièces détachées",
      "technical-data-sheet": "Fiche technique",
      "installation-manual": "Manuel d’installation",
      "user-manual": "Manuel d’utilisation",
      "control-unit-parameters": "Paramètres de l’unité de commande électronique",
      "electric-diagrams": "Schémas électriques",
      "technical-bulletin": "Bulletin technique",
    },
    page: "Page {page} sur {pages}",
    header: { article: "Article", issued: "Édité le", revision: "Révision" },
    spec: {
      name: "Produit",
      article: "Numéro d’article",
      reference: "Référence",
      brand: "Marque",
      category: "Catégorie",
      range: "Gamme",
      family: "Famille",
      line: "Ligne",
      width: "Largeur",
      depth: "Profondeur",
      height: "Hauteur",
      dimensions: "Dimensions (L × P × H)",
      weight: "Poids brut",
      volume: "Volume emballé",
      power: "Puissance électrique",
      horsePower: "Puissance du moteur",
      gas: "Puissance gaz",
      voltage: "Tension d’alimentation",
      current: "Intensité nominale",
      steam: "Vapeur",
      temperature: "Température de travail",
      energyClass: "Classe d’efficacité énergétique",
      yes: "oui",
      no: "non",
    },
    drawing: {
      front: "Vue de face",
      side: "Vue de côté",
      note: "Dimensions en millimètres – dessin non à l’échelle",
      clearances: "Distances minimales",
      wall: "mur",
    },
    ec: {
      intro:
        "Nous, {manufacturer}, {address}, déclarons sous notre seule responsabilité que le produit décrit ci-dessous est conforme à la législation d’harmonisation de l’Union applicable énumérée dans la présente déclaration.",
      object: "Objet de la déclaration",
      directives: "Directives et règlements",
      standards: "Normes harmonisées et spécifications appliquées",
      technicalFile:
        "Le dossier technique est conservé par {manufacturer} à l’adresse ci-dessus et mis à la disposition des autorités nationales sur demande motivée.",
      scope:
        "La présente déclaration s’applique à chaque exemplaire de l’article ci-dessus mis sur le marché à partir de sa date d’émission.",
      marking: "Année d’apposition du marquage CE : {year}",
      signedFor: "Signé pour et au nom de {manufacturer}",
      placeDate: "Lieu et date d’émission",
      nameFunction: "Nom et fonction",
      signatoryFunction: "Responsable qualité et conformité",
      fileTitle: "Dossier technique et signature",
      plate: "Plaque signalétique",
      plateNote:
        "La plaque signalétique est fixée dans le cadre de porte ou sur le panneau arrière. Elle porte le marquage CE et les données de la présente déclaration.",
      serial: "N° de série",
      year: "Année",
      directive: {
        machinery: "Directive Machines 2006/42/CE",
        lowVoltage: "Directive Basse Tension 2014/35/UE",
        emc: "Directive Compatibilité électromagnétique 2014/30/UE",
        gas: "Règlement Appareils à gaz (UE) 2016/426",
        pressure: "Directive Équipements sous pression 2014/68/UE",
        ecodesign: "Directive Écoconception 2009/125/CE – règlement (UE) 2015/1095",
        energyLabelling: "Règlement Étiquetage énergétique (UE) 2017/1369 – règlement (UE) 2015/1094",
        rohs: "Directive RoHS 2011/65/UE et (UE) 2015/863",
        foodContact: "Matériaux au contact des denrées – règlement (CE) n° 1935/2004",
      },
    },
    energy: {
      scale: "Classe d’efficacité énergétique",
      supplier: "Fournisseur",
      model: "Référence du modèle",
      annual: "Consommation d’énergie annuelle",
      daily: "Consommation d’énergie journalière",
      netVolume: "Volume net",
      climate: "Classe climatique",
      climateValue: "4 (30 °C – 55 % d’humidité relative)",
      eei: "Indice d’efficacité énergétique (IEE)",
      fiche: "Fiche d’information produit",
      ficheIntro:
        "Informations à fournir pour les armoires frigorifiques de stockage professionnelles selon le règlement (UE) 2015/1094.",
      method:
        "Valeurs mesurées en classe climatique 4, porte fermée, selon la norme EN 16825. La consommation réelle dépend de l’utilisation de l’appareil et de son emplacement.",
      notRated:
        "Cet appareil n’est pas un appareil de réfrigération : il n’a pas de classe d’étiquette énergétique. Sa puissance raccordée figure ci-dessous.",
    },
    exploded: {
      drawing: "Vue éclatée",
      assemblies: "Sous-ensembles",
      assembly: [
        "Corps",
        "Dessus et plan de travail",
        "Tableau de commande",
        "Porte et façade",
        "Groupe technique",
        "Pieds et socle",
      ],
      parts: "Liste des pièces détachées",
      position: "Rep.",
      partNumber: "Référence de la pièce",
      description: "Désignation",
      assemblyColumn: "Sous-ensemble",
      noParts:
        "Aucune pièce détachée n’est encore répertoriée pour cet article. Pour toute pièce, contactez le service après-vente avec le numéro d’article {id} et le numéro de série de l’appareil.",
      order:
        "Commandez les pièces détachées dans l’espace Partenaires avec leur référence. Indiquez toujours le numéro d’article et le numéro de série figurant sur la plaque signalétique.",
    },
    sheet: {
      description: "Description",
      general: "Généralités",
      energy: "Énergie et raccordements",
      drawing: "Plan coté",
      notes:
        "Dimensions en millimètres, tolérance ± 5 mm. Les caractéristiques peuvent changer sans préavis au fil des améliorations du produit.",
    },
    installation: {
      intro:
        "Lisez ce manuel avant d’installer l’appareil et conservez-le pour une consultation ultérieure. L’installation, le raccordement et la mise en service doivent être effectués par un installateur qualifié, selon les règlements locaux.",
      safety: {
        title: "Sécurité",
        paragraphs: [
          "L’appareil est destiné à un usage exclusivement professionnel, par un personnel formé.",
          "Coupez l’alimentation électrique et fermez la vanne de gaz avant toute intervention sur l’appareil.",
          "N’obstruez pas les ouïes de ventilation. Ne stockez pas de produits inflammables à proximité de l’appareil.",
          "Le fabricant décline toute responsabilité pour les dommages dus à une installation incorrecte ou à une modification de l’appareil.",
        ],
      },
      unpacking: {
        title: "Déballage",
        paragraphs: [
          "Contrôlez l’emballage à la livraison ; signalez tout dommage au transporteur par écrit sur le bon de livraison.",
          "L’appareil pèse {weight} kg avec son emballage : déplacez-le avec un transpalette ou à deux personnes.",
          "Retirez lentement le film de protection des panneaux en inox, sans outil tranchant. Éliminez l’emballage selon les règles locales.",
        ],
      },
      positioning: {
        title: "Mise en place",
        paragraphs: [
          "Placez l’appareil sur un sol plan et stable, capable de supporter son poids. Réglez les pieds pour qu’il soit de niveau dans les deux sens.",
          "Dimensions extérieures : {width} × {depth} × {height} mm (L × P × H). Laissez au moins {side} mm de chaque côté, {back} mm à l’arrière et {top} mm au-dessus de l’appareil.",
          "À côté de murs ou de meubles en matériau inflammable, posez un panneau isolant ou gardez une distance d’au moins 150 mm.",
        ],
      },
      connections: "Raccordements",
      electric:
        "Raccordement électrique : {voltage}, {power} kW, intensité nominale {current} A. Utilisez un câble d’au moins {cable} mm² (H07RN-F) et un interrupteur de sectionnement omnipolaire avec un disjoncteur de {breaker} A et un différentiel de 30 mA.",
      gas: "Raccordement gaz : débit calorifique nominal {gasKw} kW ({gasKcal} kcal/h). Consommation : {gasM3} m³/h de gaz naturel G20 ou {gasKg} kg/h de propane G31. Posez un robinet d’arrêt accessible en amont et contrôlez l’étanchéité de chaque raccord avec un produit détecteur de fuites.",
      steam:
        "Raccordement d’eau : eau froide, 150 à 600 kPa, par le flexible fourni avec raccord ¾″ et robinet d’arrêt. Raccordez la vidange à un siphon ouvert.",
      noConnection: "Cet appareil ne nécessite aucun raccordement électrique, gaz ou eau.",
      equipotential:
        "Reliez la borne équipotentielle à l’arrière de l’appareil à la liaison équipotentielle du bâtiment.",
      commissioning: {
        title: "Mise en service",
        paragraphs: [
          "1. Vérifiez que l’alimentation correspond à la plaque signalétique (tension, type de gaz, pression).",
          "2. Mettez l’appareil en marche et vérifiez le fonctionnement de chaque commande, voyant et dispositif de sécurité.",
          "3. Laissez l’appareil fonctionner à vide jusqu’à sa température de travail ; une légère odeur lors de la première chauffe est normale.",
          "4. Montrez à l’utilisateur le fonctionnement de l’appareil et remettez-lui ce manuel et le manuel d’utilisation.",
        ],
      },
      clearanceTable: "Distances",
      side: "Côtés",
      back: "Arrière",
      top: "Au-dessus",
    },
    user: {
      intro:
        "Ce manuel décrit l’utilisation quotidienne et l’entretien de l’appareil. Gardez-le à proximité de l’appareil pour que chaque utilisateur puisse le consulter.",
      safety: {
        title: "Sécurité",
        paragraphs: [
          "Seul un personnel formé peut utiliser l’appareil. Ne le laissez jamais fonctionner sans surveillance.",
          "Les surfaces deviennent très chaudes ou très froides en service : portez des gants de protection.",
          "Ne nettoyez jamais l’appareil au jet d’eau ni au nettoyeur haute pression.",
        ],
      },
      controls: "Commandes",
      control: "Commande",
      purpose: "Fonction",
      noControls: "L’appareil n’a pas de commande : il ne demande aucun réglage avant utilisation.",
      mainSwitch: ["Interrupteur général", "Met l’appareil en marche et à l’arrêt."],
      thermostat: ["Réglage de température", "Règle la température de travail entre {min} et {max} °C."],
      gasKnob: [
        "Manette de gaz",
        "Enfoncer et tourner pour allumer la veilleuse, puis choisir la hauteur de flamme.",
      ],
      speed: [
        "Sélecteur de vitesse",
        "Choisit la vitesse du moteur ; démarrez toujours à la vitesse la plus basse.",
      ],
      lamps: ["Voyants", "Vert : appareil sous tension. Orange : chauffe, froid ou moteur en marche."],
      dailyUse: {
        title: "Utilisation quotidienne",
        paragraphs: [
          "Mettez l’appareil en marche et laissez-le atteindre sa température de travail avant de le charger.",
          "Ne surchargez pas l’appareil : répartissez la charge et respectez les niveaux maximaux indiqués.",
          "En fin de journée, arrêtez l’appareil et laissez-le refroidir ou se réchauffer avant de le nettoyer.",
        ],
      },
      cleaning: {
        title: "Nettoyage et entretien",
        paragraphs: [
          "Nettoyez chaque jour les surfaces en inox à l’eau tiède avec un détergent doux ; rincez et séchez.",
          "N’utilisez jamais de produits abrasifs, de laine d’acier ni de produits chlorés.",
          "Faites entretenir l’appareil au moins une fois par an par un technicien agréé.",
        ],
      },
      troubleshooting: "Dépannage",
      problem: "Problème",
      cause: "Cause possible",
      remedy: "Solution",
      faults: [
        [
          "L’appareil ne démarre pas",
          "Pas d’alimentation ou interrupteur général à l’arrêt",
          "Vérifiez le disjoncteur et mettez l’appareil en marche",
        ],
        [
          "La température n’est pas atteinte",
          "Réglage trop bas, porte ouverte ou surcharge",
          "Vérifiez le réglage, fermez la porte et réduisez la charge",
        ],
        [
          "Un code d’alarme s’affiche",
          "Une sonde ou une sécurité s’est déclenchée",
          "Notez le code et appelez le service après-vente",
        ],
        [
          "Bruit inhabituel",
          "Appareil pas de niveau ou pièce desserrée",
          "Remettez l’appareil de niveau ; si le bruit persiste, appelez le service après-vente",
        ],
      ],
      service:
        "Si le problème persiste, arrêtez l’appareil et contactez le service après-vente avec le numéro d’article {id}.",
    },
    ecu: {
      intro:
        "Paramètres de l’unité de commande électronique, avec leurs réglages d’usine pour l’article {id}. Ne les modifiez qu’avec le mot de passe de service : des valeurs erronées peuvent endommager l’appareil ou son contenu.",
      code: "Code",
      parameter: "Paramètre",
      range: "Plage",
      default: "Défaut",
      unit: "Unité",
      parameters: {
        setpoint: "Consigne de température",
        differential: "Différentiel de régulation",
        highAlarm: "Alarme de température haute",
        lowAlarm: "Alarme de température basse",
        defrostInterval: "Intervalle entre deux dégivrages",
        defrostDuration: "Durée maximale de dégivrage",
        fanDelay: "Retard du ventilateur d’évaporateur après dégivrage",
        maxPower: "Puissance maximale absorbée",
        preheat: "Durée de préchauffage",
        ignitionAttempts: "Tentatives d’allumage avant verrouillage",
        steamLevel: "Niveau du générateur de vapeur",
        motorRamp: "Rampe de démarrage du moteur",
        probeOffset: "Correction d’étalonnage de la sonde",
        doorAlarm: "Retard de l’alarme porte ouverte",
        displayUnit: "Unité d’affichage (0 = °C, 1 = °F)",
        buzzer: "Signal sonore (0 = arrêt, 1 = marche)",
      },
      alarms: "Codes d’alarme",
      alarm: [
        [
          "E1",
          "Défaut de sonde (circuit ouvert ou court-circuit)",
          "Contrôlez le branchement de la sonde ; remplacez la sonde",
        ],
        [
          "E2",
          "Thermostat de sécurité déclenché",
          "Laissez refroidir l’appareil, cherchez la cause et réarmez",
        ],
        [
          "HI",
          "Température au-dessus de la limite d’alarme",
          "Contrôlez la porte, la charge et la ventilation",
        ],
        ["LO", "Température en dessous de la limite d’alarme", "Contrôlez la consigne et la sonde"],
        ["dO", "Porte ouverte trop longtemps", "Fermez la porte"],
      ],
      reset: {
        title: "Rétablir les réglages d’usine",
        paragraphs: [
          "Maintenez les touches SET et ↓ enfoncées 10 secondes, appareil en marche ; l’afficheur indique « dEF ».",
          "Confirmez avec SET : chaque paramètre reprend la valeur par défaut du tableau ci-dessus.",
        ],
      },
      minutes: "min",
      hours: "h",
      seconds: "s",
      attempts: "essais",
      level: "niveau",
    },
    diagram: {
      schematic: "Schéma de câblage",
      legend: "Légende",
      symbol: "Repère",
      component: "Composant",
      components: {
        terminal: "Bornier d’alimentation",
        mainSwitch: "Interrupteur général",
        fuse: "Fusible du circuit de commande",
        ecu: "Unité de commande électronique",
        contactor: "Contacteur de puissance",
        safetyThermostat: "Thermostat de sécurité",
        heater: "Résistance chauffante",
        compressor: "Compresseur",
        fan: "Moteur de ventilateur",
        motor: "Moteur d’entraînement",
        gasValve: "Vanne de sécurité gaz",
        igniter: "Allumeur électronique",
        lampPower: "Voyant de mise sous tension (vert)",
        lampWork: "Voyant de fonctionnement (orange)",
        earth: "Terre de protection",
      },
      wires: "Couleurs des fils",
      wireColours: [
        ["BN", "brun – phase"],
        ["BK", "noir – phase"],
        ["GY", "gris – phase"],
        ["BU", "bleu – neutre"],
        ["GNYE", "vert-jaune – terre de protection"],
      ],
      supply: "Alimentation : {voltage}",
      warning:
        "Débranchez l’appareil du réseau avant de l’ouvrir. Toute intervention sur l’équipement électrique doit être effectuée par un électricien qualifié.",
    },
    bulletin: {
      number: "Bulletin n°",
      subject: "Objet",
      issue: "Problème",
      affected: "Appareils concernés",
      serialRange: "Numéros de série {from} à {to}",
      action: "Intervention",
      parts: "Pièces nécessaires",
      time: "Durée : environ {minutes} minutes",
      warranty:
        "L’intervention est couverte par la garantie pour les numéros de série ci-dessus. Déclarez-la dans l’espace Partenaires avec le numéro de ce bulletin.",
      record: "Notez l’intervention sur la fiche d’entretien de l’appareil.",
      kinds: {
        electric: {
          subject: "Serrage du bornier d’alimentation",
          issue:
            "Sur certains appareils, les vis du bornier d’alimentation peuvent se desserrer pendant le transport. Une connexion desserrée chauffe et peut endommager le bornier.",
          steps: [
            "Débranchez l’appareil du réseau.",
            "Déposez le panneau arrière.",
            "Serrez chaque vis du bornier à 1,2 N·m.",
            "Contrôlez si des fils ont changé de couleur ; remplacez le bornier si nécessaire.",
            "Remontez le panneau arrière et testez l’appareil.",
          ],
          parts: "Bornier (seulement s’il a changé de couleur)",
        },
        gas: {
          subject: "Raccord du thermocouple sur la vanne de sécurité gaz",
          issue:
            "L’écrou du thermocouple sur la vanne de sécurité gaz peut ne pas être complètement serré. La flamme peut alors s’éteindre quand on relâche la manette.",
          steps: [
            "Fermez le robinet de gaz en amont de l’appareil.",
            "Déposez le tableau de commande.",
            "Serrez l’écrou du thermocouple d’un quart de tour au-delà du serrage à la main.",
            "Ouvrez le gaz, allumez la veilleuse et vérifiez qu’elle reste allumée.",
            "Contrôlez l’étanchéité des raccords et remontez le tableau de commande.",
          ],
          parts: "Thermocouple (seulement si la veilleuse s’éteint encore)",
        },
        refrigerated: {
          subject: "Jeu de l’hélice du ventilateur de condenseur",
          issue:
            "L’hélice du ventilateur de condenseur peut toucher sa virole, ce qui fait du bruit et peut bloquer le ventilateur. Le compresseur surchauffe alors.",
          steps: [
            "Débranchez l’appareil du réseau.",
            "Déposez la grille avant du compartiment technique.",
            "Desserrez le support du ventilateur, centrez l’hélice et resserrez le support.",
            "Nettoyez le condenseur avec une brosse douce.",
            "Remontez la grille et vérifiez que le ventilateur tourne sans bruit.",
          ],
          parts: "Hélice (seulement si elle est abîmée)",
        },
        mechanical: {
          subject: "Vis de fixation des pieds et du socle",
          issue:
            "Les vis de fixation des pieds réglables peuvent se desserrer en cas d’usage intensif. L’appareil peut alors bouger et ses portes ne ferment plus bien.",
          steps: [
            "Videz l’appareil et déplacez-le avec précaution.",
            "Serrez les vis de fixation de chaque pied.",
            "Remettez l’appareil de niveau.",
            "Vérifiez que les portes et les tiroirs ferment bien.",
          ],
          parts: "Pied réglable (seulement s’il est abîmé)",
        },
      },
    },
  },
  nl: {
    titles: {
      "ec-declaration": "EG-conformiteitsverklaring",
      "energy-label": "Energielabel",
      "exploded-view": "Explosietekening wisselstukken",
      "technical-data-sheet": "Technische fiche",
      "installation-manual": "Installatiehandleiding",
      "user-manual": "Gebruikershandleiding",
      "control-unit-parameters": "Parameters van de elektronische besturingseenheid",
      "electric-diagrams": "Elektrische schema’s",
      "technical-bulletin": "Technisch bulletin",
    },
    page: "Pagina {page} van {pages}",
    header: { article: "Artikel", issued: "Uitgegeven op", revision: "Revisie" },
    spec: {
      name: "Product",
      article: "Artikelnummer",
      reference: "Referentie",
      brand: "Merk",
      category: "Categorie",
      range: "Gamma",
      family: "Familie",
      line: "Lijn",
      width: "Breedte",
      depth: "Diepte",
      height: "Hoogte",
      dimensions: "Afmetingen (B × D × H)",
      weight: "Brutogewicht",
      volume: "Volume verpakt",
      power: "Elektrisch vermogen",
      horsePower: "Motorvermogen",
      gas: "Gasvermogen",
      voltage: "Voedingsspanning",
      current: "Nominale stroom",
      steam: "Stoom",
      temperature: "Werktemperatuur",
      energyClass: "Energie-efficiëntieklasse",
      yes: "ja",
      no: "nee",
    },
    drawing: {
      front: "Vooraanzicht",
      side: "Zijaanzicht",
      note: "Afmetingen in millimeter – niet op schaal",
      clearances: "Minimale afstanden",
      wall: "muur",
    },
    ec: {
      intro:
        "Wij, {manufacturer}, {address}, verklaren op eigen verantwoordelijkheid dat het hieronder beschreven product voldoet aan de toepasselijke harmonisatiewetgeving van de Unie die in deze verklaring is opgesomd.",
      object: "Voorwerp van de verklaring",
      directives: "Richtlijnen en verordeningen",
      standards: "Toegepaste geharmoniseerde normen en specificaties",
      technicalFile:
        "Het technisch dossier wordt bewaard door {manufacturer} op het bovenstaande adres en op met redenen omkleed verzoek ter beschikking gesteld van de nationale autoriteiten.",
      scope:
        "Deze verklaring geldt voor elk exemplaar van het bovenstaande artikel dat vanaf de datum van uitgifte in de handel wordt gebracht.",
      marking: "Jaar waarin de CE-markering werd aangebracht: {year}",
      signedFor: "Ondertekend voor en namens {manufacturer}",
      placeDate: "Plaats en datum van uitgifte",
      nameFunction: "Naam en functie",
      signatoryFunction: "Verantwoordelijke kwaliteit en conformiteit",
      fileTitle: "Technisch dossier en handtekening",
      plate: "Typeplaatje",
      plateNote:
        "Het typeplaatje is bevestigd in het deurkader of op het achterpaneel. Het draagt de CE-markering en de gegevens van deze verklaring.",
      serial: "Serienr.",
      year: "Jaar",
      directive: {
        machinery: "Machinerichtlijn 2006/42/EG",
        lowVoltage: "Laagspanningsrichtlijn 2014/35/EU",
        emc: "Richtlijn elektromagnetische compatibiliteit 2014/30/EU",
        gas: "Verordening gastoestellen (EU) 2016/426",
        pressure: "Richtlijn drukapparatuur 2014/68/EU",
        ecodesign: "Ecodesignrichtlijn 2009/125/EG – Verordening (EU) 2015/1095",
        energyLabelling: "Verordening energie-etikettering (EU) 2017/1369 – Verordening (EU) 2015/1094",
        rohs: "RoHS-richtlijn 2011/65/EU en (EU) 2015/863",
        foodContact: "Materialen in contact met levensmiddelen – Verordening (EG) nr. 1935/2004",
      },
    },
    energy: {
      scale: "Energie-efficiëntieklasse",
      supplier: "Leverancier",
      model: "Typeaanduiding",
      annual: "Jaarlijks energieverbruik",
      daily: "Dagelijks energieverbruik",
      netVolume: "Nettovolume",
      climate: "Klimaatklasse",
      climateValue: "4 (30 °C – 55 % relatieve vochtigheid)",
      eei: "Energie-efficiëntie-index (EEI)",
      fiche: "Productinformatieblad",
      ficheIntro:
        "Informatie die bij professionele koelkasten voor opslag moet worden verstrekt volgens Verordening (EU) 2015/1094.",
      method:
        "Waarden gemeten in klimaatklasse 4 met gesloten deur, volgens EN 16825. Het werkelijke verbruik hangt af van het gebruik van het toestel en van de plaats waar het staat.",
      notRated:
        "Dit toestel is geen koeltoestel: het heeft geen energielabelklasse. Het aansluitvermogen staat hieronder.",
    },
    exploded: {
      drawing: "Explosietekening",
      assemblies: "Onderdelengroepen",
      assembly: [
        "Romp",
        "Bovenblad en werkblad",
        "Bedieningspaneel",
        "Deur en frontpaneel",
        "Technische unit",
        "Poten en sokkel",
      ],
      parts: "Lijst van wisselstukken",
      position: "Pos.",
      partNumber: "Onderdeelnummer",
      description: "Omschrijving",
      assemblyColumn: "Groep",
      noParts:
        "Voor dit artikel zijn nog geen wisselstukken opgenomen. Neem voor elk onderdeel contact op met de dienst na verkoop met het artikelnummer {id} en het serienummer van het toestel.",
      order:
        "Bestel wisselstukken in de Partnerzone met hun onderdeelnummer. Vermeld altijd het artikelnummer en het serienummer van het typeplaatje.",
    },
    sheet: {
      description: "Omschrijving",
      general: "Algemeen",
      energy: "Energie en aansluitingen",
      drawing: "Maattekening",
      notes:
        "Afmetingen in millimeter, tolerantie ± 5 mm. Specificaties kunnen zonder voorafgaande kennisgeving wijzigen door verbeteringen aan het product.",
    },
    installation: {
      intro:
        "Lees deze handleiding voordat u het toestel installeert en bewaar ze voor later gebruik. Installatie, aansluiting en inbedrijfstelling moeten door een erkende installateur gebeuren, volgens de plaatselijke voorschriften.",
      safety: {
        title: "Veiligheid",
        paragraphs: [
          "Het toestel is uitsluitend bestemd voor professioneel gebruik door opgeleid personeel.",
          "Schakel de stroom uit en sluit de gaskraan voor elke ingreep aan het toestel.",
          "Dek de ventilatieopeningen niet af. Bewaar geen brandbare producten in de buurt van het toestel.",
          "De fabrikant wijst elke aansprakelijkheid af voor schade door een verkeerde installatie of door wijzigingen aan het toestel.",
        ],
      },
      unpacking: {
        title: "Uitpakken",
        paragraphs: [
          "Controleer de verpakking bij levering; meld elke schade schriftelijk aan de vervoerder op de leveringsbon.",
          "Het toestel weegt {weight} kg met verpakking: verplaats het met een palletwagen of met twee personen.",
          "Verwijder de beschermfolie langzaam van de roestvrijstalen panelen, zonder scherp gereedschap. Voer de verpakking af volgens de plaatselijke regels.",
        ],
      },
      positioning: {
        title: "Plaatsing",
        paragraphs: [
          "Plaats het toestel op een vlakke, stabiele vloer die het gewicht kan dragen. Stel de poten zo af dat het in beide richtingen waterpas staat.",
          "Buitenafmetingen: {width} × {depth} × {height} mm (B × D × H). Houd minstens {side} mm vrij aan elke zijkant, {back} mm aan de achterkant en {top} mm boven het toestel.",
          "Naast muren of meubels van brandbaar materiaal plaatst u een isolerende plaat of houdt u minstens 150 mm afstand.",
        ],
      },
      connections: "Aansluitingen",
      electric:
        "Elektrische aansluiting: {voltage}, {power} kW, nominale stroom {current} A. Gebruik een kabel van minstens {cable} mm² (H07RN-F) en een meerpolige werkschakelaar met een automaat van {breaker} A en een differentieelschakelaar van 30 mA.",
      gas: "Gasaansluiting: nominale warmtebelasting {gasKw} kW ({gasKcal} kcal/h). Verbruik: {gasM3} m³/h aardgas G20 of {gasKg} kg/h propaan G31. Plaats stroomopwaarts een bereikbare afsluitkraan en controleer elke verbinding op lekken met een lekzoekspray.",
      steam:
        "Wateraansluiting: koud water, 150 tot 600 kPa, via de meegeleverde slang met ¾″-koppeling en afsluitkraan. Sluit de afvoer aan op een open sifon.",
      noConnection: "Dit toestel heeft geen elektrische, gas- of wateraansluiting nodig.",
      equipotential:
        "Verbind de equipotentiaalklem achteraan het toestel met de equipotentiaalverbinding van het gebouw.",
      commissioning: {
        title: "Inbedrijfstelling",
        paragraphs: [
          "1. Controleer of de voeding overeenstemt met het typeplaatje (spanning, gassoort, druk).",
          "2. Schakel het toestel in en controleer of elke bediening, elk lampje en elke beveiliging werkt.",
          "3. Laat het toestel leeg draaien tot het zijn werktemperatuur bereikt; een lichte geur bij de eerste opwarming is normaal.",
          "4. Toon de gebruiker hoe het toestel werkt en overhandig deze handleiding en de gebruikershandleiding.",
        ],
      },
      clearanceTable: "Afstanden",
      side: "Zijkanten",
      back: "Achterkant",
      top: "Boven",
    },
    user: {
      intro:
        "Deze handleiding beschrijft het dagelijkse gebruik en onderhoud van het toestel. Bewaar ze dicht bij het toestel zodat elke gebruiker ze kan raadplegen.",
      safety: {
        title: "Veiligheid",
        paragraphs: [
          "Alleen opgeleid personeel mag het toestel gebruiken. Laat het nooit zonder toezicht werken.",
          "Oppervlakken worden tijdens het gebruik heet of zeer koud: draag beschermhandschoenen.",
          "Reinig het toestel nooit met een waterstraal of een hogedrukreiniger.",
        ],
      },
      controls: "Bediening",
      control: "Bedieningselement",
      purpose: "Functie",
      noControls: "Het toestel heeft geen bedieningselementen: het vraagt geen instelling voor gebruik.",
      mainSwitch: ["Hoofdschakelaar", "Schakelt het toestel in en uit."],
      thermostat: ["Temperatuurregeling", "Stelt de werktemperatuur in tussen {min} en {max} °C."],
      gasKnob: ["Gasknop", "Indrukken en draaien om de waakvlam te ontsteken, daarna de vlamhoogte kiezen."],
      speed: ["Snelheidsschakelaar", "Kiest de motorsnelheid; start altijd op de laagste snelheid."],
      lamps: ["Controlelampjes", "Groen: toestel aan. Oranje: verwarmen, koelen of motor in werking."],
      dailyUse: {
        title: "Dagelijks gebruik",
        paragraphs: [
          "Schakel het toestel in en laat het zijn werktemperatuur bereiken voordat u het vult.",
          "Overbelast het toestel niet: verdeel de lading gelijkmatig en respecteer de aangeduide maximumniveaus.",
          "Schakel het toestel aan het einde van de dag uit en laat het afkoelen of opwarmen voordat u het reinigt.",
        ],
      },
      cleaning: {
        title: "Reiniging en onderhoud",
        paragraphs: [
          "Reinig de roestvrijstalen oppervlakken elke dag met lauw water en een mild reinigingsmiddel; spoel na en droog af.",
          "Gebruik nooit schuurmiddelen, staalwol of producten met chloor.",
          "Laat het toestel minstens eenmaal per jaar onderhouden door een erkende technicus.",
        ],
      },
      troubleshooting: "Storingen verhelpen",
      problem: "Probleem",
      cause: "Mogelijke oorzaak",
      remedy: "Oplossing",
      faults: [
        [
          "Het toestel start niet",
          "Geen voeding of hoofdschakelaar uit",
          "Controleer de automaat en schakel het toestel in",
        ],
        [
          "De temperatuur wordt niet bereikt",
          "Instelling te laag, deur open of overbelast",
          "Controleer de instelling, sluit de deur en verminder de lading",
        ],
        [
          "Er verschijnt een alarmcode",
          "Een voeler of een beveiliging is aangesproken",
          "Noteer de code en bel de dienst na verkoop",
        ],
        [
          "Ongewoon geluid",
          "Toestel staat niet waterpas of een onderdeel zit los",
          "Zet het toestel waterpas; bel de dienst na verkoop als het geluid blijft",
        ],
      ],
      service:
        "Blijft het probleem bestaan, schakel het toestel dan uit en neem contact op met de dienst na verkoop met het artikelnummer {id}.",
    },
    ecu: {
      intro:
        "Parameters van de elektronische besturingseenheid, met hun fabrieksinstellingen voor artikel {id}. Wijzig ze alleen met het servicewachtwoord: verkeerde waarden kunnen het toestel of de inhoud beschadigen.",
      code: "Code",
      parameter: "Parameter",
      range: "Bereik",
      default: "Standaard",
      unit: "Eenheid",
      parameters: {
        setpoint: "Temperatuurinstelpunt",
        differential: "Regelverschil",
        highAlarm: "Alarm hoge temperatuur",
        lowAlarm: "Alarm lage temperatuur",
        defrostInterval: "Tijd tussen twee ontdooiingen",
        defrostDuration: "Maximale ontdooiduur",
        fanDelay: "Vertraging verdamperventilator na ontdooien",
        maxPower: "Maximaal opgenomen vermogen",
        preheat: "Voorverwarmtijd",
        ignitionAttempts: "Ontstekingspogingen voor vergrendeling",
        steamLevel: "Niveau stoomgenerator",
        motorRamp: "Aanloophelling van de motor",
        probeOffset: "Kalibratiecorrectie van de voeler",
        doorAlarm: "Vertraging alarm open deur",
        displayUnit: "Weergave-eenheid (0 = °C, 1 = °F)",
        buzzer: "Zoemer (0 = uit, 1 = aan)",
      },
      alarms: "Alarmcodes",
      alarm: [
        [
          "E1",
          "Voelerfout (open of kortsluiting)",
          "Controleer de aansluiting van de voeler; vervang de voeler",
        ],
        ["E2", "Veiligheidsthermostaat aangesproken", "Laat het toestel afkoelen, zoek de oorzaak en reset"],
        ["HI", "Temperatuur boven de alarmgrens", "Controleer de deur, de lading en de ventilatie"],
        ["LO", "Temperatuur onder de alarmgrens", "Controleer het instelpunt en de voeler"],
        ["dO", "Deur te lang open", "Sluit de deur"],
      ],
      reset: {
        title: "Fabrieksinstellingen herstellen",
        paragraphs: [
          "Houd de toetsen SET en ↓ 10 seconden ingedrukt terwijl het toestel aan staat; het display toont ‘dEF’.",
          "Bevestig met SET: elke parameter krijgt weer de standaardwaarde uit de tabel hierboven.",
        ],
      },
      minutes: "min",
      hours: "u",
      seconds: "s",
      attempts: "pogingen",
      level: "niveau",
    },
    diagram: {
      schematic: "Bedradingsschema",
      legend: "Legende",
      symbol: "Symbool",
      component: "Onderdeel",
      components: {
        terminal: "Aansluitklemmenstrook",
        mainSwitch: "Hoofdschakelaar",
        fuse: "Zekering stuurstroomkring",
        ecu: "Elektronische besturingseenheid",
        contactor: "Vermogensrelais",
        safetyThermostat: "Veiligheidsthermostaat",
        heater: "Verwarmingselement",
        compressor: "Compressor",
        fan: "Ventilatormotor",
        motor: "Aandrijfmotor",
        gasValve: "Gasveiligheidsklep",
        igniter: "Elektronische ontsteker",
        lampPower: "Controlelampje voeding (groen)",
        lampWork: "Controlelampje werking (oranje)",
        earth: "Beschermingsaarde",
      },
      wires: "Draadkleuren",
      wireColours: [
        ["BN", "bruin – fase"],
        ["BK", "zwart – fase"],
        ["GY", "grijs – fase"],
        ["BU", "blauw – nulleider"],
        ["GNYE", "groen-geel – beschermingsaarde"],
      ],
      supply: "Voeding: {voltage}",
      warning:
        "Koppel het toestel los van het net voordat u het opent. Werken aan de elektrische uitrusting mogen alleen door een erkende elektricien worden uitgevoerd.",
    },
    bulletin: {
      number: "Bulletin nr.",
      subject: "Onderwerp",
      issue: "Probleem",
      affected: "Betrokken toestellen",
      serialRange: "Serienummers {from} tot {to}",
      action: "Ingreep",
      parts: "Benodigde onderdelen",
      time: "Benodigde tijd: ongeveer {minutes} minuten",
      warranty:
        "De ingreep valt onder de garantie voor de bovenstaande serienummers. Meld ze in de Partnerzone met het nummer van dit bulletin.",
      record: "Noteer de ingreep op de onderhoudsfiche van het toestel.",
      kinds: {
        electric: {
          subject: "Aanhalen van de aansluitklemmenstrook",
          issue:
            "Bij sommige toestellen kunnen de schroeven van de aansluitklemmenstrook tijdens het transport loskomen. Een losse verbinding wordt warm en kan de klemmenstrook beschadigen.",
          steps: [
            "Koppel het toestel los van het net.",
            "Verwijder het achterpaneel.",
            "Draai elke schroef van de klemmenstrook aan tot 1,2 N·m.",
            "Controleer op verkleurde draden; vervang de klemmenstrook indien nodig.",
            "Monteer het achterpaneel en test het toestel.",
          ],
          parts: "Klemmenstrook (alleen als ze verkleurd is)",
        },
        gas: {
          subject: "Aansluiting van het thermokoppel op de gasveiligheidsklep",
          issue:
            "De moer van het thermokoppel op de gasveiligheidsklep is mogelijk niet volledig aangedraaid. De vlam kan dan uitgaan wanneer de knop wordt losgelaten.",
          steps: [
            "Sluit de gaskraan stroomopwaarts van het toestel.",
            "Verwijder het bedieningspaneel.",
            "Draai de moer van het thermokoppel een kwartslag verder dan handvast.",
            "Open het gas, ontsteek de waakvlam en controleer of ze blijft branden.",
            "Controleer de verbindingen op lekken en monteer het bedieningspaneel.",
          ],
          parts: "Thermokoppel (alleen als de waakvlam nog uitgaat)",
        },
        refrigerated: {
          subject: "Speling van de condensorventilator",
          issue:
            "Het schoepenwiel van de condensorventilator kan de behuizing raken, wat lawaai maakt en de ventilator kan blokkeren. De compressor raakt dan oververhit.",
          steps: [
            "Koppel het toestel los van het net.",
            "Verwijder het voorrooster van het technische compartiment.",
            "Maak de ventilatorsteun los, centreer het schoepenwiel en zet de steun weer vast.",
            "Reinig de condensor met een zachte borstel.",
            "Monteer het rooster en controleer of de ventilator stil draait.",
          ],
          parts: "Schoepenwiel (alleen als het beschadigd is)",
        },
        mechanical: {
          subject: "Bevestigingsschroeven van de poten en de sokkel",
          issue:
            "De bevestigingsschroeven van de regelbare poten kunnen bij intensief gebruik loskomen. Het toestel kan dan wiebelen en de deuren sluiten niet meer goed.",
          steps: [
            "Maak het toestel leeg en verplaats het voorzichtig.",
            "Draai de bevestigingsschroeven van elke poot aan.",
            "Zet het toestel opnieuw waterpas.",
            "Controleer of deuren en laden goed sluiten.",
          ],
          parts: "Regelbare poot (alleen als ze beschadigd is)",
        },
      },
    },
  },
  de: {
    titles: {
      "ec-declaration": "EG-Konformitätserklärung",
      "energy-label": "Energielabel",
      "exploded-view": "Ersatzteil-Explosionszeichnung",
      "technical-data-sheet": "Technisches Datenblatt",
      "installation-manual": "Installationsanleitung",
      "user-manual": "Bedienungsanleitung",
      "control-unit-parameters": "Parameter der elektronischen Steuereinheit",
      "electric-diagrams": "Elektroschaltpläne",
      "technical-bulletin": "Technisches Bulletin",
    },
    page: "Seite {page} von {pages}",
    header: { article: "Artikel", issued: "Ausgabe vom", revision: "Revision" },
    spec: {
      name: "Produkt",
      article: "Artikelnummer",
      reference: "Referenz",
      brand: "Marke",
      category: "Kategorie",
      range: "Sortiment",
      family: "Familie",
      line: "Linie",
      width: "Breite",
      depth: "Tiefe",
      height: "Höhe",
      dimensions: "Abmessungen (B × T × H)",
      weight: "Bruttogewicht",
      volume: "Verpackungsvolumen",
      power: "Elektrische Leistung",
      horsePower: "Motorleistung",
      gas: "Gasanschlusswert",
      voltage: "Anschlussspannung",
      current: "Nennstrom",
      steam: "Dampf",
      temperature: "Arbeitstemperatur",
      energyClass: "Energieeffizienzklasse",
      yes: "ja",
      no: "nein",
    },
    drawing: {
      front: "Vorderansicht",
      side: "Seitenansicht",
      note: "Maße in Millimetern – nicht maßstäblich",
      clearances: "Mindestabstände",
      wall: "Wand",
    },
    ec: {
      intro:
        "Wir, {manufacturer}, {address}, erklären in alleiniger Verantwortung, dass das nachstehend beschriebene Produkt den einschlägigen, in dieser Erklärung aufgeführten Harmonisierungsrechtsvorschriften der Union entspricht.",
      object: "Gegenstand der Erklärung",
      directives: "Richtlinien und Verordnungen",
      standards: "Angewandte harmonisierte Normen und Spezifikationen",
      technicalFile:
        "Die technischen Unterlagen werden von {manufacturer} unter der obigen Anschrift aufbewahrt und den nationalen Behörden auf begründetes Verlangen zur Verfügung gestellt.",
      scope:
        "Diese Erklärung gilt für jedes ab dem Ausgabedatum in Verkehr gebrachte Exemplar des obigen Artikels.",
      marking: "Jahr der Anbringung der CE-Kennzeichnung: {year}",
      signedFor: "Unterzeichnet für und im Namen von {manufacturer}",
      placeDate: "Ort und Datum der Ausstellung",
      nameFunction: "Name und Funktion",
      signatoryFunction: "Leiterin Qualität und Konformität",
      fileTitle: "Technische Unterlagen und Unterschrift",
      plate: "Typenschild",
      plateNote:
        "Das Typenschild ist im Türrahmen oder an der Rückwand angebracht. Es trägt die CE-Kennzeichnung und die Angaben dieser Erklärung.",
      serial: "Serien-Nr.",
      year: "Baujahr",
      directive: {
        machinery: "Maschinenrichtlinie 2006/42/EG",
        lowVoltage: "Niederspannungsrichtlinie 2014/35/EU",
        emc: "EMV-Richtlinie 2014/30/EU",
        gas: "Gasgeräteverordnung (EU) 2016/426",
        pressure: "Druckgeräterichtlinie 2014/68/EU",
        ecodesign: "Ökodesign-Richtlinie 2009/125/EG – Verordnung (EU) 2015/1095",
        energyLabelling: "Energieverbrauchskennzeichnung (EU) 2017/1369 – Verordnung (EU) 2015/1094",
        rohs: "RoHS-Richtlinie 2011/65/EU und (EU) 2015/863",
        foodContact: "Lebensmittelkontaktmaterialien – Verordnung (EG) Nr. 1935/2004",
      },
    },
    energy: {
      scale: "Energieeffizienzklasse",
      supplier: "Lieferant",
      model: "Modellkennung",
      annual: "Jährlicher Energieverbrauch",
      daily: "Täglicher Energieverbrauch",
      netVolume: "Nettoinhalt",
      climate: "Klimaklasse",
      climateValue: "4 (30 °C – 55 % relative Luftfeuchte)",
      eei: "Energieeffizienzindex (EEI)",
      fiche: "Produktdatenblatt",
      ficheIntro: "Angaben für gewerbliche Kühllagerschränke gemäß Verordnung (EU) 2015/1094.",
      method:
        "Werte gemessen in Klimaklasse 4 bei geschlossener Tür nach EN 16825. Der tatsächliche Verbrauch hängt von der Nutzung und vom Aufstellungsort des Geräts ab.",
      notRated:
        "Dieses Gerät ist kein Kühlgerät: Es hat keine Energielabelklasse. Sein Anschlusswert steht unten.",
    },
    exploded: {
      drawing: "Explosionszeichnung",
      assemblies: "Baugruppen",
      assembly: [
        "Korpus",
        "Abdeckung und Arbeitsplatte",
        "Bedienfeld",
        "Tür und Frontblende",
        "Technikeinheit",
        "Füße und Sockel",
      ],
      parts: "Ersatzteilliste",
      position: "Pos.",
      partNumber: "Teilenummer",
      description: "Bezeichnung",
      assemblyColumn: "Baugruppe",
      noParts:
        "Für diesen Artikel ist noch kein Ersatzteil erfasst. Wenden Sie sich für jedes Teil mit der Artikelnummer {id} und der Seriennummer des Geräts an den Kundendienst.",
      order:
        "Bestellen Sie Ersatzteile im Partnerbereich mit ihrer Teilenummer. Geben Sie immer die Artikelnummer und die Seriennummer vom Typenschild an.",
    },
    sheet: {
      description: "Beschreibung",
      general: "Allgemeines",
      energy: "Energie und Anschlüsse",
      drawing: "Maßzeichnung",
      notes:
        "Maße in Millimetern, Toleranz ± 5 mm. Technische Änderungen im Zuge der Weiterentwicklung vorbehalten.",
    },
    installation: {
      intro:
        "Lesen Sie diese Anleitung vor der Installation des Geräts und bewahren Sie sie für später auf. Aufstellung, Anschluss und Inbetriebnahme dürfen nur von einem Fachbetrieb nach den örtlichen Vorschriften ausgeführt werden.",
      safety: {
        title: "Sicherheit",
        paragraphs: [
          "Das Gerät ist ausschließlich für den gewerblichen Gebrauch durch geschultes Personal bestimmt.",
          "Vor jedem Eingriff am Gerät die Stromzufuhr trennen und den Gashahn schließen.",
          "Die Lüftungsöffnungen nicht verdecken. Keine brennbaren Stoffe in der Nähe des Geräts lagern.",
          "Der Hersteller haftet nicht für Schäden durch falsche Installation oder Änderungen am Gerät.",
        ],
      },
      unpacking: {
        title: "Auspacken",
        paragraphs: [
          "Prüfen Sie die Verpackung bei der Lieferung; vermerken Sie jeden Schaden schriftlich auf dem Lieferschein des Spediteurs.",
          "Das Gerät wiegt mit Verpackung {weight} kg: Bewegen Sie es mit einem Hubwagen oder zu zweit.",
          "Ziehen Sie die Schutzfolie langsam und ohne scharfes Werkzeug von den Edelstahlflächen ab. Entsorgen Sie die Verpackung nach den örtlichen Regeln.",
        ],
      },
      positioning: {
        title: "Aufstellung",
        paragraphs: [
          "Stellen Sie das Gerät auf einen ebenen, tragfähigen Boden. Richten Sie es mit den Stellfüßen in beiden Richtungen waagerecht aus.",
          "Außenmaße: {width} × {depth} × {height} mm (B × T × H). Halten Sie mindestens {side} mm Abstand an jeder Seite, {back} mm hinten und {top} mm über dem Gerät frei.",
          "Neben Wänden oder Möbeln aus brennbarem Material eine Wärmedämmplatte anbringen oder mindestens 150 mm Abstand halten.",
        ],
      },
      connections: "Anschlüsse",
      electric:
        "Elektroanschluss: {voltage}, {power} kW, Nennstrom {current} A. Verwenden Sie ein Kabel mit mindestens {cable} mm² (H07RN-F) und einen allpoligen Trennschalter mit einem {breaker}-A-Leitungsschutzschalter und einem 30-mA-Fehlerstromschutzschalter.",
      gas: "Gasanschluss: Nennwärmebelastung {gasKw} kW ({gasKcal} kcal/h). Verbrauch: {gasM3} m³/h Erdgas G20 oder {gasKg} kg/h Propan G31. Bauen Sie vorgeschaltet einen zugänglichen Absperrhahn ein und prüfen Sie jede Verbindung mit Lecksuchspray auf Dichtheit.",
      steam:
        "Wasseranschluss: Kaltwasser, 150 bis 600 kPa, über den mitgelieferten Schlauch mit ¾″-Anschluss und Absperrhahn. Den Ablauf an einen offenen Siphon anschließen.",
      noConnection: "Dieses Gerät braucht keinen Strom-, Gas- oder Wasseranschluss.",
      equipotential:
        "Verbinden Sie die Potentialausgleichsklemme an der Geräterückseite mit dem Potentialausgleich des Gebäudes.",
      commissioning: {
        title: "Inbetriebnahme",
        paragraphs: [
          "1. Prüfen Sie, ob die Versorgung dem Typenschild entspricht (Spannung, Gasart, Druck).",
          "2. Schalten Sie das Gerät ein und prüfen Sie jedes Bedienelement, jede Leuchte und jede Sicherheitseinrichtung.",
          "3. Lassen Sie das Gerät leer auf Arbeitstemperatur laufen; ein leichter Geruch beim ersten Aufheizen ist normal.",
          "4. Weisen Sie den Benutzer in das Gerät ein und übergeben Sie diese Anleitung und die Bedienungsanleitung.",
        ],
      },
      clearanceTable: "Abstände",
      side: "Seiten",
      back: "Hinten",
      top: "Oben",
    },
    user: {
      intro:
        "Diese Anleitung beschreibt den täglichen Gebrauch und die Pflege des Geräts. Bewahren Sie sie griffbereit beim Gerät auf, damit jeder Benutzer sie lesen kann.",
      safety: {
        title: "Sicherheit",
        paragraphs: [
          "Nur geschultes Personal darf das Gerät bedienen. Lassen Sie es nie unbeaufsichtigt laufen.",
          "Flächen werden im Betrieb heiß oder sehr kalt: Tragen Sie Schutzhandschuhe.",
          "Reinigen Sie das Gerät niemals mit einem Wasserstrahl oder einem Hochdruckreiniger.",
        ],
      },
      controls: "Bedienelemente",
      control: "Bedienelement",
      purpose: "Funktion",
      noControls: "Das Gerät hat keine Bedienelemente: Vor dem Gebrauch ist nichts einzustellen.",
      mainSwitch: ["Hauptschalter", "Schaltet das Gerät ein und aus."],
      thermostat: ["Temperaturregler", "Stellt die Arbeitstemperatur zwischen {min} und {max} °C ein."],
      gasKnob: [
        "Gasdrehknopf",
        "Drücken und drehen, um die Zündflamme zu zünden, dann die Flammengröße wählen.",
      ],
      speed: ["Drehzahlschalter", "Wählt die Motordrehzahl; immer mit der kleinsten Stufe beginnen."],
      lamps: ["Kontrollleuchten", "Grün: Gerät eingeschaltet. Orange: Heizen, Kühlen oder Motor läuft."],
      dailyUse: {
        title: "Täglicher Gebrauch",
        paragraphs: [
          "Schalten Sie das Gerät ein und lassen Sie es die Arbeitstemperatur erreichen, bevor Sie es beschicken.",
          "Überladen Sie das Gerät nicht: Verteilen Sie die Ladung gleichmäßig und beachten Sie die markierten Höchststände.",
          "Schalten Sie das Gerät am Ende des Tages aus und lassen Sie es vor der Reinigung abkühlen oder sich erwärmen.",
        ],
      },
      cleaning: {
        title: "Reinigung und Pflege",
        paragraphs: [
          "Reinigen Sie die Edelstahlflächen täglich mit warmem Wasser und einem milden Reinigungsmittel; nachspülen und trocken reiben.",
          "Verwenden Sie niemals Scheuermittel, Stahlwolle oder chlorhaltige Mittel.",
          "Lassen Sie das Gerät mindestens einmal jährlich von einem zugelassenen Techniker warten.",
        ],
      },
      troubleshooting: "Störungsbehebung",
      problem: "Störung",
      cause: "Mögliche Ursache",
      remedy: "Abhilfe",
      faults: [
        [
          "Das Gerät startet nicht",
          "Keine Stromversorgung oder Hauptschalter aus",
          "Sicherung prüfen und das Gerät einschalten",
        ],
        [
          "Die Temperatur wird nicht erreicht",
          "Einstellung zu niedrig, Tür offen oder überladen",
          "Einstellung prüfen, Tür schließen und Ladung verringern",
        ],
        [
          "Ein Alarmcode erscheint",
          "Ein Fühler oder eine Sicherheitseinrichtung hat ausgelöst",
          "Code notieren und den Kundendienst rufen",
        ],
        [
          "Ungewöhnliches Geräusch",
          "Gerät nicht waagerecht oder ein Teil ist lose",
          "Gerät ausrichten; bleibt das Geräusch, den Kundendienst rufen",
        ],
      ],
      service:
        "Bleibt die Störung bestehen, schalten Sie das Gerät aus und wenden Sie sich mit der Artikelnummer {id} an den Kundendienst.",
    },
    ecu: {
      intro:
        "Parameter der elektronischen Steuereinheit mit ihren Werkseinstellungen für Artikel {id}. Ändern Sie sie nur mit dem Servicepasswort: Falsche Werte können das Gerät oder das Kühl- bzw. Gargut beschädigen.",
      code: "Code",
      parameter: "Parameter",
      range: "Bereich",
      default: "Standard",
      unit: "Einheit",
      parameters: {
        setpoint: "Temperatursollwert",
        differential: "Schaltdifferenz",
        highAlarm: "Alarm Übertemperatur",
        lowAlarm: "Alarm Untertemperatur",
        defrostInterval: "Abtauintervall",
        defrostDuration: "Maximale Abtaudauer",
        fanDelay: "Verzögerung des Verdampferlüfters nach dem Abtauen",
        maxPower: "Maximale Leistungsaufnahme",
        preheat: "Vorheizzeit",
        ignitionAttempts: "Zündversuche vor der Störabschaltung",
        steamLevel: "Stufe des Dampferzeugers",
        motorRamp: "Anlauframpe des Motors",
        probeOffset: "Kalibrierkorrektur des Fühlers",
        doorAlarm: "Verzögerung Türalarm",
        displayUnit: "Anzeigeeinheit (0 = °C, 1 = °F)",
        buzzer: "Summer (0 = aus, 1 = ein)",
      },
      alarms: "Alarmcodes",
      alarm: [
        [
          "E1",
          "Fühlerfehler (Unterbrechung oder Kurzschluss)",
          "Anschluss des Fühlers prüfen; Fühler ersetzen",
        ],
        [
          "E2",
          "Sicherheitsthermostat hat ausgelöst",
          "Gerät abkühlen lassen, Ursache suchen und zurücksetzen",
        ],
        ["HI", "Temperatur über der Alarmgrenze", "Tür, Beladung und Belüftung prüfen"],
        ["LO", "Temperatur unter der Alarmgrenze", "Sollwert und Fühler prüfen"],
        ["dO", "Tür zu lange offen", "Tür schließen"],
      ],
      reset: {
        title: "Werkseinstellungen wiederherstellen",
        paragraphs: [
          "Halten Sie bei eingeschaltetem Gerät die Tasten SET und ↓ 10 Sekunden lang gedrückt; die Anzeige zeigt „dEF“.",
          "Mit SET bestätigen: Jeder Parameter erhält wieder den Standardwert aus der Tabelle oben.",
        ],
      },
      minutes: "min",
      hours: "h",
      seconds: "s",
      attempts: "Versuche",
      level: "Stufe",
    },
    diagram: {
      schematic: "Stromlaufplan",
      legend: "Legende",
      symbol: "Kennzeichen",
      component: "Bauteil",
      components: {
        terminal: "Netzanschlussklemme",
        mainSwitch: "Hauptschalter",
        fuse: "Sicherung des Steuerstromkreises",
        ecu: "Elektronische Steuereinheit",
        contactor: "Leistungsschütz",
        safetyThermostat: "Sicherheitsthermostat",
        heater: "Heizelement",
        compressor: "Verdichter",
        fan: "Lüftermotor",
        motor: "Antriebsmotor",
        gasValve: "Gassicherheitsventil",
        igniter: "Elektronischer Zünder",
        lampPower: "Betriebsleuchte (grün)",
        lampWork: "Funktionsleuchte (orange)",
        earth: "Schutzleiter",
      },
      wires: "Aderfarben",
      wireColours: [
        ["BN", "braun – Außenleiter"],
        ["BK", "schwarz – Außenleiter"],
        ["GY", "grau – Außenleiter"],
        ["BU", "blau – Neutralleiter"],
        ["GNYE", "grün-gelb – Schutzleiter"],
      ],
      supply: "Anschluss: {voltage}",
      warning:
        "Trennen Sie das Gerät vor dem Öffnen vom Netz. Arbeiten an der elektrischen Ausrüstung dürfen nur von einer Elektrofachkraft ausgeführt werden.",
    },
    bulletin: {
      number: "Bulletin Nr.",
      subject: "Betreff",
      issue: "Problem",
      affected: "Betroffene Geräte",
      serialRange: "Seriennummern {from} bis {to}",
      action: "Maßnahme",
      parts: "Benötigte Teile",
      time: "Zeitbedarf: etwa {minutes} Minuten",
      warranty:
        "Der Eingriff ist für die obigen Seriennummern durch die Garantie gedeckt. Melden Sie ihn im Partnerbereich mit der Nummer dieses Bulletins.",
      record: "Tragen Sie den Eingriff in das Wartungsblatt des Geräts ein.",
      kinds: {
        electric: {
          subject: "Nachziehen der Netzanschlussklemme",
          issue:
            "Bei einigen Geräten können sich die Schrauben der Netzanschlussklemme beim Transport lockern. Eine lose Verbindung erhitzt sich und kann die Klemme beschädigen.",
          steps: [
            "Das Gerät vom Netz trennen.",
            "Die Rückwand abnehmen.",
            "Jede Schraube der Klemme mit 1,2 N·m anziehen.",
            "Auf verfärbte Adern prüfen; die Klemme bei Bedarf ersetzen.",
            "Die Rückwand wieder anbringen und das Gerät prüfen.",
          ],
          parts: "Anschlussklemme (nur wenn verfärbt)",
        },
        gas: {
          subject: "Anschluss des Thermoelements am Gassicherheitsventil",
          issue:
            "Die Mutter des Thermoelements am Gassicherheitsventil ist möglicherweise nicht ganz angezogen. Die Flamme kann dann beim Loslassen des Knopfes erlöschen.",
          steps: [
            "Den Gashahn vor dem Gerät schließen.",
            "Das Bedienfeld abnehmen.",
            "Die Mutter des Thermoelements eine Vierteldrehung über handfest hinaus anziehen.",
            "Gas öffnen, die Zündflamme zünden und prüfen, dass sie brennen bleibt.",
            "Die Verbindungen auf Dichtheit prüfen und das Bedienfeld wieder anbringen.",
          ],
          parts: "Thermoelement (nur wenn die Zündflamme weiter erlischt)",
        },
        refrigerated: {
          subject: "Spiel des Verflüssigerlüfters",
          issue:
            "Das Flügelrad des Verflüssigerlüfters kann an der Lüfterdüse streifen. Das verursacht Geräusche und kann den Lüfter blockieren; der Verdichter überhitzt dann.",
          steps: [
            "Das Gerät vom Netz trennen.",
            "Das vordere Gitter des Technikraums abnehmen.",
            "Den Lüfterhalter lösen, das Flügelrad mittig ausrichten und den Halter wieder festziehen.",
            "Den Verflüssiger mit einer weichen Bürste reinigen.",
            "Das Gitter wieder anbringen und prüfen, dass der Lüfter ruhig läuft.",
          ],
          parts: "Flügelrad (nur wenn beschädigt)",
        },
        mechanical: {
          subject: "Befestigungsschrauben der Füße und des Sockels",
          issue:
            "Die Befestigungsschrauben der Stellfüße können sich bei starker Beanspruchung lockern. Das Gerät kann dann wackeln und die Türen schließen nicht mehr richtig.",
          steps: [
            "Das Gerät leeren und vorsichtig verschieben.",
            "Die Befestigungsschrauben jedes Fußes anziehen.",
            "Das Gerät neu ausrichten.",
            "Prüfen, dass Türen und Schubladen richtig schließen.",
          ],
          parts: "Stellfuß (nur wenn beschädigt)",
        },
      },
    },
  },
}
