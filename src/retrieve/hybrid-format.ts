/**
 * Names a hybrid PDF's CII invoice "zugferd" or "facturx", with that standard's version, from
 * what the file itself declares: the XMP extension schema (namespace and name), the attachment
 * name and BT-24. ZUGFeRD 1.0 and 2.0 have their own schema and names; ZUGFeRD 2.1 and later
 * adopted Factur-X 1.0 whole (same XMP schema, fx:Version 1.0, factur-x.xml, same BT-24), so
 * when nothing in the file tells them apart, the market name follows the seller's country, as
 * the generator's automatic choice does: a German-speaking seller's file is ZUGFeRD, any other
 * Factur-X. So a FeRD ZUGFeRD 2.1 sample, or our own zugferd output, comes back as zugferd. Such a
 * file declares only "ZUGFeRD 2.1 or later" (Factur-X 1.0 or later): its version is the release of
 * the installed rules that judge it (spec-version.ts), as generate reports for the files it writes.
 */
import type { GuidelineInfo } from './guideline.js';
import type { InvoiceXmp } from './xmp.js';
import { specVersion } from '../validation/spec-version.js';

/** The public name and version of a hybrid PDF's invoice. */
export interface HybridFormat {
  name: 'zugferd' | 'facturx';
  version: string;
}

/** ZUGFeRD 1.0: urn:ferd:pdfa:CrossIndustryDocument:invoice:1p0#. */
const FERD_NS = /^urn:ferd:/i;
/** ZUGFeRD 2.0: urn:zugferd:pdfa:CrossIndustryDocument:invoice:2p0#. */
const ZUGFERD_NS = /^urn:zugferd:.*:(\d)p(\d)#?$/i;

/** Sellers whose market calls the shared standard ZUGFeRD. */
const ZUGFERD_MARKET = new Set(['DE', 'AT', 'CH', 'LI']);

/** The hybrid format declared by XMP, attachment name and guideline (BT-24); BT-40 decides the rest. */
export function hybridFormat(g: GuidelineInfo, filename: string, xmp: InvoiceXmp | undefined, sellerCountry?: string): HybridFormat {
  const ns = xmp?.namespace ?? '';
  if (FERD_NS.test(ns)) return { name: 'zugferd', version: '1.0' };
  const zf = ZUGFERD_NS.exec(ns);
  if (zf) return { name: 'zugferd', version: `${zf[1]}.${zf[2]}` };
  // BT-24 of ZUGFeRD 1.0 (urn:ferd:...) or a ZUGFeRD 2.x identifier (urn:zugferd.de:2pN).
  if (g.family === 'zugferd') return { name: 'zugferd', version: g.version! };
  // ZUGFeRD 1.0 wrote ZUGFeRD-invoice.xml, 2.0 zugferd-invoice.xml.
  if (filename === 'ZUGFeRD-invoice.xml') return { name: 'zugferd', version: '1.0' };
  if (filename.toLowerCase() === 'zugferd-invoice.xml') return { name: 'zugferd', version: '2.0' };
  // The Factur-X namespace declared by a schema that calls itself ZUGFeRD: ZUGFeRD 2.1 or later
  // (the XMP does not tell which): the release of the rules that judge it.
  if (/zugferd/i.test(xmp?.schemaName ?? '') || (sellerCountry && ZUGFERD_MARKET.has(sellerCountry))) return { name: 'zugferd', version: specVersion('zugferd') };
  // fx:Version 1.0 (and BT-24 factur-x.eu:1p0) is every Factur-X 1.x release: likewise.
  const declared = xmp?.version ?? (g.family === 'facturx' ? g.version : undefined) ?? '1.0';
  return { name: 'facturx', version: declared === '1.0' ? specVersion('facturx') : declared };
}
