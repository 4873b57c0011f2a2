/**
 * What one generate request will produce, decided once from the checked request: the format
 * (auto resolved), the CII profile, the Peppol country profile (or ubl's national CIUS), and the labels reported back.
 */
import type { GenerateInvoiceRequest } from '../../../gen/einvoice/v1/invoice_service_pb.js';
import {
  DEFAULT_CII_PROFILE,
  FORMATS,
  chooseFormat,
  documentSyntax,
  takesProfile,
  writtenProfileLabel,
  resolveCountryProfile,
  resolveUblCountryProfile,
  usesCountryProfile,
  type CiiProfile,
  type CountryProfile,
  type FormatInfo,
  type Syntax,
  type UblCountryProfile,
} from '../../formats/index.js';
import { DEFAULT_COUNTRY } from '../../domain/index.js';
import type { LocaleCode, TemplateName } from '../../pdf/index.js';
import { localeFor } from '../../pdf/render-options.js';
import { documentSpecVersion } from '../../validation/spec-version.js';

/** The plan of one document. */
export interface DocumentPlan {
  format: FormatInfo;
  /** The syntax of the returned document (xml_base64): the format's, or CII for an XRechnung asked for in CII; none for the plain PDF. */
  syntax: Syntax | 'none';
  /** The CII profile (zugferd, facturx, cii), or EXTENDED-CTC-FR (cii, ubl); en16931 otherwise. */
  ciiProfile: CiiProfile;
  /** The Peppol country profile (format peppol only). */
  countryProfile?: CountryProfile;
  /** The national CIUS of UBL (format ubl with country_profile hr_cius, cius_ro or cius_pt). */
  ublCountryProfile?: UblCountryProfile;
  /** validation.profile / format.profile, e.g. EN16931, XRECHNUNG, PINT-SG. */
  profileLabel: string;
  /** validation.version: the specification version the document follows and its rules judge, e.g. 2.5.2. */
  version: string;
  template: TemplateName;
  locale: LocaleCode;
}

/** Plans the document of a (checked) generate request. */
export function planDocument(
  req: Pick<
    GenerateInvoiceRequest,
    'format' | 'profile' | 'template' | 'locale' | 'countryProfile' | 'invoice'
  > & { syntax?: string },
): DocumentPlan {
  const format = FORMATS[chooseFormat(req).format];
  const ciiProfile = takesProfile(format.id, req.profile) ? req.profile : DEFAULT_CII_PROFILE;
  const countryProfile = usesCountryProfile(format.id)
    ? resolveCountryProfile(req.invoice?.seller?.country || DEFAULT_COUNTRY, req.countryProfile)
        .profile
    : undefined;
  const ublCountryProfile = resolveUblCountryProfile(format.id, req.countryProfile);
  const syntax = documentSyntax(format.id, req.syntax);
  const profileLabel = writtenProfileLabel(
    format.id,
    ciiProfile,
    countryProfile?.id ?? ublCountryProfile?.id,
    syntax === 'none' ? undefined : syntax,
    req.invoice?.buyer,
  );
  return {
    format,
    syntax,
    ciiProfile,
    countryProfile,
    ...(ublCountryProfile ? { ublCountryProfile } : {}),
    profileLabel,
    version: documentSpecVersion(format.id, ciiProfile),
    template: (req.template || 'minimal') as TemplateName,
    locale: localeFor(req.locale, req.invoice?.seller?.country),
  };
}
