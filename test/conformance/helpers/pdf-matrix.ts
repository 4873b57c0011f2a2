/**
 * Conformance helper: the hybrid-PDF matrix of issue 4 (every CII profile × template × locale for
 * zugferd and facturx, 1/15/60 lines) plus the XRechnung hybrid and the plain pdf format. The
 * default run takes a representative subset that still covers every profile, template, locale
 * and size; EINVOICE_CONFORMANCE=1 takes all of it.
 */
import { euInvoice, request, SIZES, withXRechnung } from './invoices.js';

export const CII_PROFILES = ['minimum', 'basic_wl', 'basic', 'en16931', 'extended'] as const;
export const TEMPLATES = ['minimal', 'classic', 'compact'] as const;
export const LOCALES = ['en', 'de', 'fr', 'es', 'it'] as const;

/** One generate request of the matrix, with a file name for its PDF. */
export interface PdfCase {
  name: string;
  format: string;
  profile?: string;
  hybrid: boolean;
  body: any;
}

function ciiCase(
  format: string,
  profile: string,
  template: string,
  locale: string,
  size: number,
): PdfCase {
  return {
    name: `${format}-${profile}-${template}-${locale}-${size}`,
    format,
    profile,
    hybrid: true,
    body: request(format, euInvoice(size), { profile, template, locale }),
  };
}

/** The cases: all of them when exhaustive, else every profile of both formats with rotating template, locale and size. */
export function pdfCases(exhaustive: boolean): PdfCase[] {
  const cases: PdfCase[] = [];
  let i = 0;
  for (const format of ['zugferd', 'facturx']) {
    for (const profile of CII_PROFILES) {
      if (exhaustive) {
        for (const template of TEMPLATES)
          for (const locale of LOCALES)
            for (const size of SIZES) cases.push(ciiCase(format, profile, template, locale, size));
      } else {
        cases.push(ciiCase(format, profile, TEMPLATES[i % 3], LOCALES[i % 5], SIZES[i % 3]));
      }
      i++;
    }
  }
  for (const size of exhaustive ? SIZES : [15]) {
    cases.push({
      name: `xrechnung-classic-de-${size}`,
      format: 'xrechnung',
      hybrid: true,
      body: request('xrechnung', withXRechnung(euInvoice(size)), {
        template: 'classic',
        locale: 'de',
      }),
    });
  }
  for (const size of exhaustive ? SIZES : [60]) {
    cases.push({
      name: `pdf-compact-it-${size}`,
      format: 'pdf',
      hybrid: false,
      body: request('pdf', euInvoice(size), { template: 'compact', locale: 'it' }),
    });
  }
  return cases;
}
