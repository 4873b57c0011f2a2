/**
 * Seller (CedentePrestatore, BG-4) and buyer (CessionarioCommittente, BG-7) from FatturaPA.
 */
import type { Element } from '@xmldom/xmldom';
import type { Party } from '../../../domain/model.js';
import { FATTURAPA_DEFAULTS } from '../../../formats/fatturapa-profile.js';
import type { DomWalk } from '../../read/dom-walk.js';

/** Reads a CedentePrestatore or CessionarioCommittente block. */
export function readFatturaPaParty(w: DomWalk, party: Element | undefined): Party {
  const data = w.one(party, 'x:DatiAnagrafici');
  const registry = w.one(data, 'x:Anagrafica');
  const company = w.text(registry, 'x:Denominazione');
  const person = [w.text(registry, 'x:Nome'), w.text(registry, 'x:Cognome')]
    .filter(Boolean)
    .join(' ');
  const out: Party = { name: company ?? person, country: '' }; // BT-27 / BT-44
  const paese = w.text(data, 'x:IdFiscaleIVA/x:IdPaese');
  const codice = w.text(data, 'x:IdFiscaleIVA/x:IdCodice');
  if (paese && codice) out.vatId = `${paese}${codice}`; // BT-31 / BT-48
  out.codiceFiscale = w.text(data, 'x:CodiceFiscale');
  // The seller's VAT regime (the buyer's block has none). RF01, the ordinary regime, is the
  // writer's default: read as no value, as a JSON without regime_fiscale is written with it.
  const regime = w.text(data, 'x:RegimeFiscale');
  if (regime !== FATTURAPA_DEFAULTS.regimeFiscale) out.regimeFiscale = regime;
  const sede = w.one(party, 'x:Sede');
  const street = w.text(sede, 'x:Indirizzo');
  const number = w.text(sede, 'x:NumeroCivico');
  out.street = street && number ? `${street} ${number}` : street; // BT-35 / BT-50
  out.postalCode = w.text(sede, 'x:CAP'); // BT-38 / BT-53
  out.city = w.text(sede, 'x:Comune'); // BT-37 / BT-52
  out.countrySubdivision = w.text(sede, 'x:Provincia'); // BT-39 / BT-54
  out.country = w.text(sede, 'x:Nazione') ?? ''; // BT-40 / BT-55
  const contacts = w.one(party, 'x:Contatti');
  out.phone = w.text(contacts, 'x:Telefono'); // BT-42
  out.email = w.text(contacts, 'x:Email'); // BT-43
  for (const key of Object.keys(out) as (keyof Party)[])
    if (out[key] === undefined) delete out[key];
  return out;
}
