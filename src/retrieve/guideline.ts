/**
 * Reads the specification identifier (BT-24: CII guideline, UBL CustomizationID) into a format
 * name, profile and version. The identifiers are those published by CEN, FNFE/FeRD, KoSIT and
 * OpenPeppol; an unrecognised EN 16931 CIUS keeps the syntax name with profile EN16931. The
 * labels are those of the format registry rows (src/formats/format-rows.ts lists the read labels
 * of each row), which decide the rule sets of what was read.
 */
import { acceptedLabel, profileLabel } from '../formats/format-rows.js';

/** What a specification identifier says. */
export interface GuidelineInfo {
  family: 'xrechnung' | 'peppol' | 'facturx' | 'zugferd' | 'en16931' | 'other';
  profile: string;
  version?: string;
}

/** Interprets a BT-24 value. */
export function readGuideline(id: string | undefined): GuidelineInfo {
  const g = (id ?? '').trim();
  const xr = /xrechnung_(\d+(?:\.\d+)*)/i.exec(g);
  if (xr) return { family: 'xrechnung', profile: profileLabel('xrechnung'), version: xr[1] };
  if (acceptedLabel(g) === profileLabel('peppol')) return { family: 'peppol', profile: profileLabel('peppol'), version: '3.0' };
  const pint = /urn:peppol:pint:(self)?billing-(\d+)(?:@([a-z]+)-\d+)?/i.exec(g);
  if (pint) {
    const profile = (pint[3] ? `PINT-${pint[3].toUpperCase()}` : 'PINT') + (pint[1] ? ' SELF-BILLING' : '');
    return { family: 'peppol', profile, version: `${pint[2]}.0` };
  }
  const ferd = /urn:ferd:CrossIndustryDocument:invoice:1p0:(basic|comfort|extended)/i.exec(g);
  if (ferd) {
    const profile = ferd[1].toLowerCase() === 'comfort' ? 'EN16931' : ferd[1].toUpperCase();
    return { family: 'zugferd', profile, version: '1.0' };
  }
  const fx = /factur-x\.eu:(\d)p(\d)/i.exec(g);
  const zf = /zugferd\.de:(\d)p(\d)/i.exec(g);
  if (fx || zf) {
    // The profile keyword the registry rows accept (basicwl, basic-wl, ...; xrechnung); none is EN16931.
    const profile = acceptedLabel(g) ?? profileLabel('cii');
    const m = (fx ?? zf)!;
    return { family: fx ? 'facturx' : 'zugferd', profile, version: `${m[1]}.${m[2]}` };
  }
  if (/^urn:cen\.eu:en16931:2017/.test(g)) return { family: 'en16931', profile: profileLabel('cii') };
  return { family: 'other', profile: g === '' ? 'UNKNOWN' : g };
}
