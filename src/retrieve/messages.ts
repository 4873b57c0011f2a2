/**
 * Retrieve's messages in the five locales of the public API. Codes are stable; texts may
 * change. Placeholders {name} are filled by `message()`.
 */

/** Locales of the public API. */
export type Locale = 'en' | 'de' | 'fr' | 'es' | 'it';

/** Every retrieve error and warning code. */
export type MessageCode =
  | 'INVALID_BASE64'
  | 'UNSUPPORTED_FORMAT'
  | 'NO_XML_FOUND'
  | 'UNKNOWN_XML_FORMAT'
  | 'MISSING_INVOICE_NUMBER'
  | 'SCHEMA_ERROR'
  | 'SCHEMATRON_ERROR'
  | 'NUMBER_OUT_OF_RANGE'
  | 'FIELD_DROPPED'
  | 'PRICE_ADJUSTED'
  | 'LINE_AMOUNT_MISMATCH'
  | 'LINES_SYNTHESIZED'
  | 'TOTAL_MISMATCH'
  | 'VALIDATION_WARNING'
  | 'PDF_ENCRYPTED';

type Table = Record<MessageCode, string>;

const MESSAGES: Record<Locale, Table> = {
  en: {
    INVALID_BASE64: 'The data is not valid base64.',
    UNSUPPORTED_FORMAT: 'The file is neither a PDF nor an XML document we can read: {detail}',
    NO_XML_FOUND: 'The PDF carries no embedded invoice XML.',
    UNKNOWN_XML_FORMAT: 'The XML is not a CII, UBL or FatturaPA invoice: {detail}',
    MISSING_INVOICE_NUMBER: 'The invoice number (BT-1) is missing in the XML.',
    SCHEMA_ERROR: 'The XML violates its schema: {detail}',
    SCHEMATRON_ERROR: 'A business rule failed: {detail}',
    NUMBER_OUT_OF_RANGE:
      '{path} is beyond the range of numbers the invoice JSON carries (±1.8e308).',
    FIELD_DROPPED:
      '{bt} cannot be carried by the invoice JSON and was left out ({count}×, e.g. {path} = {value}).',
    PRICE_ADJUSTED:
      'The unit price of a line was changed from {value} to keep its net amount: {detail}',
    LINE_AMOUNT_MISMATCH:
      'A line net amount ({value}) cannot be reproduced from quantity × unit price: {detail}',
    LINES_SYNTHESIZED:
      'The document has no invoice lines (BG-25); one line per VAT rate was built from its VAT breakdown or totals.',
    TOTAL_MISMATCH:
      'The document states {bt} = {value}; the returned invoice JSON gives {computed} (difference {difference}).',
    VALIDATION_WARNING: 'Validation warning: {detail}',
    PDF_ENCRYPTED:
      'The PDF is encrypted (it opens without a password); its invoice XML was read. PDF/A-3 forbids encryption: the file is no conformant ZUGFeRD, Factur-X or XRechnung PDF.',
  },
  de: {
    INVALID_BASE64: 'Die Daten sind kein gültiges Base64.',
    UNSUPPORTED_FORMAT: 'Die Datei ist weder ein lesbares PDF noch ein XML-Dokument: {detail}',
    NO_XML_FOUND: 'Das PDF enthält keine eingebettete Rechnungs-XML.',
    UNKNOWN_XML_FORMAT: 'Die XML ist keine CII-, UBL- oder FatturaPA-Rechnung: {detail}',
    MISSING_INVOICE_NUMBER: 'Die Rechnungsnummer (BT-1) fehlt in der XML.',
    SCHEMA_ERROR: 'Die XML verletzt ihr Schema: {detail}',
    SCHEMATRON_ERROR: 'Eine Geschäftsregel ist verletzt: {detail}',
    NUMBER_OUT_OF_RANGE: '{path} liegt außerhalb des Zahlenbereichs des Rechnungs-JSON (±1,8e308).',
    FIELD_DROPPED:
      '{bt} kann im Rechnungs-JSON nicht abgebildet werden und wurde ausgelassen ({count}×, z. B. {path} = {value}).',
    PRICE_ADJUSTED:
      'Der Einzelpreis einer Position wurde von {value} geändert, um ihren Nettobetrag zu erhalten: {detail}',
    LINE_AMOUNT_MISMATCH:
      'Ein Positions-Nettobetrag ({value}) ergibt sich nicht aus Menge × Einzelpreis: {detail}',
    LINES_SYNTHESIZED:
      'Das Dokument hat keine Rechnungspositionen (BG-25); je Steuersatz wurde eine Position aus der Steueraufschlüsselung bzw. den Summen gebildet.',
    TOTAL_MISMATCH:
      'Das Dokument nennt {bt} = {value}; das zurückgegebene Rechnungs-JSON ergibt {computed} (Differenz {difference}).',
    VALIDATION_WARNING: 'Validierungswarnung: {detail}',
    PDF_ENCRYPTED:
      'Das PDF ist verschlüsselt (es öffnet ohne Passwort); seine Rechnungs-XML wurde gelesen. PDF/A-3 verbietet Verschlüsselung: Die Datei ist kein konformes ZUGFeRD-, Factur-X- oder XRechnung-PDF.',
  },
  fr: {
    INVALID_BASE64: 'Les données ne sont pas du base64 valide.',
    UNSUPPORTED_FORMAT: "Le fichier n'est ni un PDF ni un document XML lisible : {detail}",
    NO_XML_FOUND: 'Le PDF ne contient aucun XML de facture intégré.',
    UNKNOWN_XML_FORMAT: "Le XML n'est pas une facture CII, UBL ou FatturaPA : {detail}",
    MISSING_INVOICE_NUMBER: 'Le numéro de facture (BT-1) manque dans le XML.',
    SCHEMA_ERROR: 'Le XML viole son schéma : {detail}',
    SCHEMATRON_ERROR: 'Une règle métier a échoué : {detail}',
    NUMBER_OUT_OF_RANGE: '{path} dépasse la plage des nombres du JSON de facture (±1,8e308).',
    FIELD_DROPPED:
      '{bt} ne peut pas être représenté dans le JSON de facture et a été omis ({count}×, p. ex. {path} = {value}).',
    PRICE_ADJUSTED:
      "Le prix unitaire d'une ligne a été modifié depuis {value} pour conserver son montant net : {detail}",
    LINE_AMOUNT_MISMATCH:
      'Un montant net de ligne ({value}) ne se retrouve pas par quantité × prix unitaire : {detail}',
    LINES_SYNTHESIZED:
      "Le document n'a pas de lignes (BG-25) ; une ligne par taux de TVA a été construite à partir de la ventilation de TVA ou des totaux.",
    TOTAL_MISMATCH:
      'Le document indique {bt} = {value} ; le JSON de facture renvoyé donne {computed} (écart {difference}).',
    VALIDATION_WARNING: 'Avertissement de validation : {detail}',
    PDF_ENCRYPTED:
      'Le PDF est chiffré (il s’ouvre sans mot de passe) ; son XML de facture a été lu. PDF/A-3 interdit le chiffrement : le fichier n’est pas un PDF Factur-X, ZUGFeRD ou XRechnung conforme.',
  },
  es: {
    INVALID_BASE64: 'Los datos no son base64 válido.',
    UNSUPPORTED_FORMAT: 'El archivo no es un PDF ni un documento XML legible: {detail}',
    NO_XML_FOUND: 'El PDF no contiene ningún XML de factura incrustado.',
    UNKNOWN_XML_FORMAT: 'El XML no es una factura CII, UBL o FatturaPA: {detail}',
    MISSING_INVOICE_NUMBER: 'Falta el número de factura (BT-1) en el XML.',
    SCHEMA_ERROR: 'El XML incumple su esquema: {detail}',
    SCHEMATRON_ERROR: 'Ha fallado una regla de negocio: {detail}',
    NUMBER_OUT_OF_RANGE:
      '{path} está fuera del rango de los números del JSON de factura (±1,8e308).',
    FIELD_DROPPED:
      '{bt} no cabe en el JSON de factura y se ha omitido ({count}×, p. ej. {path} = {value}).',
    PRICE_ADJUSTED:
      'El precio unitario de una línea se cambió desde {value} para conservar su importe neto: {detail}',
    LINE_AMOUNT_MISMATCH:
      'Un importe neto de línea ({value}) no resulta de cantidad × precio unitario: {detail}',
    LINES_SYNTHESIZED:
      'El documento no tiene líneas (BG-25); se ha creado una línea por tipo de IVA a partir del desglose de IVA o de los totales.',
    TOTAL_MISMATCH:
      'El documento indica {bt} = {value}; el JSON de factura devuelto da {computed} (diferencia {difference}).',
    VALIDATION_WARNING: 'Aviso de validación: {detail}',
    PDF_ENCRYPTED:
      'El PDF está cifrado (se abre sin contraseña); se leyó su XML de factura. PDF/A-3 prohíbe el cifrado: el archivo no es un PDF ZUGFeRD, Factur-X o XRechnung conforme.',
  },
  it: {
    INVALID_BASE64: 'I dati non sono base64 valido.',
    UNSUPPORTED_FORMAT: 'Il file non è né un PDF né un documento XML leggibile: {detail}',
    NO_XML_FOUND: 'Il PDF non contiene alcun XML di fattura incorporato.',
    UNKNOWN_XML_FORMAT: "L'XML non è una fattura CII, UBL o FatturaPA: {detail}",
    MISSING_INVOICE_NUMBER: "Il numero della fattura (BT-1) manca nell'XML.",
    SCHEMA_ERROR: "L'XML viola il suo schema: {detail}",
    SCHEMATRON_ERROR: 'Una regola di business non è rispettata: {detail}',
    NUMBER_OUT_OF_RANGE:
      '{path} è fuori dall’intervallo dei numeri del JSON della fattura (±1,8e308).',
    FIELD_DROPPED:
      '{bt} non può essere rappresentato nel JSON della fattura ed è stato omesso ({count}×, ad es. {path} = {value}).',
    PRICE_ADJUSTED:
      'Il prezzo unitario di una riga è stato cambiato da {value} per mantenerne l’importo netto: {detail}',
    LINE_AMOUNT_MISMATCH:
      'Un importo netto di riga ({value}) non risulta da quantità × prezzo unitario: {detail}',
    LINES_SYNTHESIZED:
      'Il documento non ha righe (BG-25); è stata creata una riga per aliquota IVA dal riepilogo IVA o dai totali.',
    TOTAL_MISMATCH:
      'Il documento indica {bt} = {value}; il JSON della fattura restituito dà {computed} (differenza {difference}).',
    VALIDATION_WARNING: 'Avviso di validazione: {detail}',
    PDF_ENCRYPTED:
      'Il PDF è cifrato (si apre senza password); il suo XML di fattura è stato letto. PDF/A-3 vieta la cifratura: il file non è un PDF ZUGFeRD, Factur-X o XRechnung conforme.',
  },
};

/** The locale to use for a requested one (unknown or empty → en). */
export function localeOf(requested: string | undefined): Locale {
  // Own keys only: "__proto__" or "constructor" names no locale.
  return requested && Object.hasOwn(MESSAGES, requested) ? (requested as Locale) : 'en';
}

/** The message for a code in a locale, with {placeholders} filled. */
export function message(
  code: MessageCode,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const template = MESSAGES[locale][code];
  return template
    .replace(/\{(\w+)\}/g, (_, key: string) => (key in params ? String(params[key]) : ''))
    .replace(/:\s*$/, '.')
    .replace(/\s+\./g, '.');
}
