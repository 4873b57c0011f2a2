/**
 * Chooses rule sets from a document itself (for the CLI and for documents a user sends without
 * saying what they are): the root element picks the syntax, the specification identifier (BT-24:
 * CII GuidelineSpecifiedDocumentContextParameter, UBL CustomizationID) picks the rule sets.
 */
import xpath from 'xpath';
import { parseXmlSafely } from '../xml/safe-parse.js';
import { RuleSetUnavailableError } from './rule-sets.js';
import { ruleSetsFor } from './rule-sets-for.js';

const NS = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};
const select = xpath.useNamespaces(NS);
const PINT = /urn:peppol:pint:(billing|selfbilling)-1(?:@([a-z]+)-1)?/;

/** Rule set ids for a CII document by its BT-24 value; `hybrid` when it came out of a PDF. */
function forCii(bt24: string, hybrid: boolean): string[] {
  const id = bt24.toLowerCase();
  if (id.includes('xrechnung')) return ruleSetsFor('xrechnung', undefined, undefined, 'cii');
  if (id.includes('urn:fdc:peppol.eu:2017:poacc:billing:3.0')) return ruleSetsFor('peppol', undefined, 'standard_eu', 'cii');
  if (id.includes('minimum')) return ruleSetsFor('facturx', 'minimum');
  if (id.includes('basicwl')) return ruleSetsFor('facturx', 'basic_wl');
  if (id.includes('extended')) return ruleSetsFor('facturx', 'extended');
  if (id.includes(':basic')) return ruleSetsFor('facturx', 'basic');
  return hybrid ? ruleSetsFor('facturx', 'en16931') : ruleSetsFor('cii');
}

/** Rule set ids for a UBL document by its CustomizationID (BT-24). */
function forUbl(bt24: string): string[] {
  const id = bt24.toLowerCase();
  if (id.includes('xrechnung')) return ruleSetsFor('xrechnung', undefined, undefined, 'ubl');
  const pint = PINT.exec(id);
  if (pint) {
    const jurisdiction = pint[2];
    const base = jurisdiction === 'au' || jurisdiction === 'nz' ? 'pint-aunz' : jurisdiction ? `pint-${jurisdiction}` : 'pint';
    return [pint[1] === 'selfbilling' ? `${base}-selfbilling` : base];
  }
  if (id.includes('urn:fdc:peppol.eu:2017:poacc:billing:3.0')) return ruleSetsFor('peppol', undefined, 'standard_eu', 'ubl');
  return ruleSetsFor('ubl');
}

/** The rule set ids a document must pass, judged from its content. */
export function detectRuleSets(xml: string | Uint8Array, options: { hybrid?: boolean } = {}): string[] {
  const doc = parseXmlSafely(xml);
  const root = doc.documentElement!;
  const text = (path: string): string => String(select(`string(${path})`, doc as unknown as Node)).trim();
  if (root.namespaceURI === NS.rsm && root.localName === 'CrossIndustryInvoice') {
    return forCii(text('/rsm:CrossIndustryInvoice/rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID'), options.hybrid ?? false);
  }
  if (root.localName === 'Invoice' || root.localName === 'CreditNote') {
    if (root.namespaceURI?.startsWith('urn:oasis:names:specification:ubl:schema:xsd:')) return forUbl(text('/*/cbc:CustomizationID'));
  }
  if (root.localName === 'FatturaElettronica') return ruleSetsFor('fatturapa');
  throw new RuleSetUnavailableError(`{${root.namespaceURI ?? ''}}${root.localName}`, 'UNKNOWN_RULE_SET', `No rule set for documents with root element ${root.localName}`);
}
