/**
 * FatturaPA code lists (Agenzia delle Entrate), read from the published XSD and technical
 * specifications, not copied from them:
 * - TipoDocumento (2.1.1.1): the enumeration TipoDocumentoType of "Schema del file xml
 *   FatturaPA versione 1.2.2" (TD01–TD06, TD16–TD28), plus TD29 ("comunicazione per omessa o
 *   irregolare fatturazione") added by the technical specifications 1.9 / schema 1.2.3, in force
 *   from 1 April 2025. TD07–TD09 are NOT ordinary FatturaPA codes: they belong to the simplified
 *   invoice schema (FSM10, "fattura semplificata"), which this service does not produce.
 * - Natura (2.2.1.14 / 2.2.2.2): the enumeration NaturaType of the same XSD. The generic codes
 *   N2, N3 and N6 are still in the XSD but rejected by SDI since 1 January 2021 (error 00445:
 *   the sub-codes N2.1–N2.2, N3.1–N3.6, N6.1–N6.9 must be used); they are listed as not usable.
 */

/** One TipoDocumento code. */
export interface TipoDocumento {
  code: string;
  /** Meaning (Italian, as in the XSD documentation). */
  description: string;
  /** Where the code is defined. */
  since: '1.2.2' | '1.2.3';
}

/** TipoDocumento codes accepted for ordinary FatturaPA invoices (FPA12/FPR12). */
export const TIPO_DOCUMENTO: readonly TipoDocumento[] = [
  { code: 'TD01', description: 'Fattura', since: '1.2.2' },
  { code: 'TD02', description: 'Acconto / anticipo su fattura', since: '1.2.2' },
  { code: 'TD03', description: 'Acconto / anticipo su parcella', since: '1.2.2' },
  { code: 'TD04', description: 'Nota di credito', since: '1.2.2' },
  { code: 'TD05', description: 'Nota di debito', since: '1.2.2' },
  { code: 'TD06', description: 'Parcella', since: '1.2.2' },
  { code: 'TD16', description: 'Integrazione fattura reverse charge interno', since: '1.2.2' },
  {
    code: 'TD17',
    description: "Integrazione/autofattura per acquisto servizi dall'estero",
    since: '1.2.2',
  },
  {
    code: 'TD18',
    description: 'Integrazione per acquisto di beni intracomunitari',
    since: '1.2.2',
  },
  {
    code: 'TD19',
    description: 'Integrazione/autofattura per acquisto di beni ex art.17 c.2 DPR 633/72',
    since: '1.2.2',
  },
  {
    code: 'TD20',
    description: 'Autofattura per regolarizzazione e integrazione delle fatture',
    since: '1.2.2',
  },
  { code: 'TD21', description: 'Autofattura per splafonamento', since: '1.2.2' },
  { code: 'TD22', description: 'Estrazione beni da Deposito IVA', since: '1.2.2' },
  {
    code: 'TD23',
    description: "Estrazione beni da Deposito IVA con versamento dell'IVA",
    since: '1.2.2',
  },
  {
    code: 'TD24',
    description: 'Fattura differita (art. 21, c. 4, lett. a DPR 633/72)',
    since: '1.2.2',
  },
  {
    code: 'TD25',
    description: 'Fattura differita (art. 21, c. 4, terzo periodo, lett. b DPR 633/72)',
    since: '1.2.2',
  },
  {
    code: 'TD26',
    description: 'Cessione di beni ammortizzabili e per passaggi interni',
    since: '1.2.2',
  },
  {
    code: 'TD27',
    description: 'Fattura per autoconsumo o per cessioni gratuite senza rivalsa',
    since: '1.2.2',
  },
  {
    code: 'TD28',
    description: 'Acquisti da San Marino con IVA (fattura cartacea)',
    since: '1.2.2',
  },
  {
    code: 'TD29',
    description: 'Comunicazione per omessa o irregolare fatturazione',
    since: '1.2.3',
  },
];

/** The TipoDocumento codes as a Set. */
export const TIPO_DOCUMENTO_SET: ReadonlySet<string> = new Set(TIPO_DOCUMENTO.map((t) => t.code));

/** One Natura code. */
export interface Natura {
  code: string;
  description: string;
  /** False for N2, N3, N6: in the XSD, but rejected by SDI since 2021 (use a sub-code). */
  usable: boolean;
}

/** Natura codes of the FatturaPA 1.2.2 XSD. */
export const NATURA: readonly Natura[] = [
  { code: 'N1', description: 'Escluse ex art. 15 DPR 633/72', usable: true },
  { code: 'N2', description: 'Non soggette (generic, not usable since 2021)', usable: false },
  {
    code: 'N2.1',
    description: 'Non soggette ad IVA ai sensi degli artt. da 7 a 7-septies DPR 633/72',
    usable: true,
  },
  { code: 'N2.2', description: 'Non soggette - altri casi', usable: true },
  { code: 'N3', description: 'Non imponibili (generic, not usable since 2021)', usable: false },
  { code: 'N3.1', description: 'Non imponibili - esportazioni', usable: true },
  { code: 'N3.2', description: 'Non imponibili - cessioni intracomunitarie', usable: true },
  { code: 'N3.3', description: 'Non imponibili - cessioni verso San Marino', usable: true },
  {
    code: 'N3.4',
    description: "Non imponibili - operazioni assimilate alle cessioni all'esportazione",
    usable: true,
  },
  {
    code: 'N3.5',
    description: "Non imponibili - a seguito di dichiarazioni d'intento",
    usable: true,
  },
  {
    code: 'N3.6',
    description: 'Non imponibili - altre operazioni che non concorrono alla formazione del plafond',
    usable: true,
  },
  { code: 'N4', description: 'Esenti', usable: true },
  { code: 'N5', description: 'Regime del margine / IVA non esposta in fattura', usable: true },
  {
    code: 'N6',
    description: 'Inversione contabile (generic, not usable since 2021)',
    usable: false,
  },
  {
    code: 'N6.1',
    description: 'Inversione contabile - cessione di rottami e altri materiali di recupero',
    usable: true,
  },
  { code: 'N6.2', description: 'Inversione contabile - cessione di oro e argento', usable: true },
  {
    code: 'N6.3',
    description: 'Inversione contabile - subappalto nel settore edile',
    usable: true,
  },
  { code: 'N6.4', description: 'Inversione contabile - cessione di fabbricati', usable: true },
  {
    code: 'N6.5',
    description: 'Inversione contabile - cessione di telefoni cellulari',
    usable: true,
  },
  {
    code: 'N6.6',
    description: 'Inversione contabile - cessione di prodotti elettronici',
    usable: true,
  },
  {
    code: 'N6.7',
    description: 'Inversione contabile - prestazioni comparto edile e settori connessi',
    usable: true,
  },
  {
    code: 'N6.8',
    description: 'Inversione contabile - operazioni settore energetico',
    usable: true,
  },
  { code: 'N6.9', description: 'Inversione contabile - altri casi', usable: true },
  {
    code: 'N7',
    description: 'IVA assolta in altro stato UE (art. 7-octies, 74-sexies DPR 633/72)',
    usable: true,
  },
];

/** The Natura codes SDI accepts today. */
export const NATURA_USABLE_SET: ReadonlySet<string> = new Set(
  NATURA.filter((n) => n.usable).map((n) => n.code),
);

/** Every Natura code of the XSD (including the generic ones SDI rejects). */
export const NATURA_SET: ReadonlySet<string> = new Set(NATURA.map((n) => n.code));

/**
 * RegimeFiscale (1.2.1.8): the seller's VAT regime, the enumeration RegimeFiscaleType of the
 * same XSD (RF03 was withdrawn before 1.2). The meaning in English, for messages.
 */
export const REGIME_FISCALE: Readonly<Record<string, string>> = {
  RF01: 'ordinary regime',
  RF02: 'minimum taxpayers (L. 244/2007)',
  RF04: 'agriculture and fishing (DPR 633/72 artt. 34, 34-bis)',
  RF05: 'sale of salt and tobacco (DPR 633/72 art. 74 c.1)',
  RF06: 'match trade (DPR 633/72 art. 74 c.1)',
  RF07: 'publishing (DPR 633/72 art. 74 c.1)',
  RF08: 'public telephone services (DPR 633/72 art. 74 c.1)',
  RF09: 'resale of public transport and parking documents (DPR 633/72 art. 74 c.1)',
  RF10: 'entertainment and games (DPR 633/72 art. 74 c.6)',
  RF11: 'travel agencies (DPR 633/72 art. 74-ter)',
  RF12: 'farm holidays (L. 413/1991 art. 5 c.2)',
  RF13: 'door-to-door sales (DPR 600/73 art. 25-bis c.6)',
  RF14: 'second-hand goods, works of art, antiques and collectors’ items (DL 41/1995 art. 36)',
  RF15: 'auctions of works of art, antiques and collectors’ items (DL 41/1995 art. 40-bis)',
  RF16: 'VAT on a cash basis, public administration (DPR 633/72 art. 6 c.5)',
  RF17: 'VAT on a cash basis (DL 83/2012 art. 32-bis)',
  RF18: 'other',
  RF19: 'flat-rate regime (forfettario, L. 190/2014)',
};

/** The list of REGIME_FISCALE in words, as messages state what is expected. */
export const REGIME_FISCALE_RANGE = 'RF01 (ordinary) to RF19 (flat-rate), no RF03';
