/**
 * Readable names for the common UN/ECE Recommendation 20/21 unit codes (BT-130), per locale.
 * Symbols (h, kg, m²) are the same everywhere; words have a singular and a plural form.
 * Unknown codes print as the code itself, which is what the XML carries.
 */
import { Decimal } from '../../domain/decimal.js';
import type { LocaleCode } from '../render-options.js';

type Name = string | [singular: string, plural: string];

const SYMBOLS: Record<string, string> = {
  HUR: 'h',
  MIN: 'min',
  SEC: 's',
  KGM: 'kg',
  GRM: 'g',
  TNE: 't',
  MTR: 'm',
  CMT: 'cm',
  MMT: 'mm',
  KMT: 'km',
  MTK: 'm²',
  MTQ: 'm³',
  LTR: 'l',
  KWH: 'kWh',
  KWT: 'kW',
  P1: '%',
};

const WORDS: Record<string, Record<LocaleCode, Name>> = {
  C62: {
    en: ['pc', 'pcs'],
    de: 'Stk.',
    fr: ['pce', 'pces'],
    es: ['ud.', 'uds.'],
    it: ['pz.', 'pz.'],
  },
  H87: {
    en: ['pc', 'pcs'],
    de: 'Stk.',
    fr: ['pce', 'pces'],
    es: ['ud.', 'uds.'],
    it: ['pz.', 'pz.'],
  },
  EA: { en: 'each', de: 'Stk.', fr: ['pce', 'pces'], es: ['ud.', 'uds.'], it: ['pz.', 'pz.'] },
  XPP: {
    en: ['pc', 'pcs'],
    de: 'Stk.',
    fr: ['pce', 'pces'],
    es: ['ud.', 'uds.'],
    it: ['pz.', 'pz.'],
  },
  DAY: {
    en: ['day', 'days'],
    de: ['Tag', 'Tage'],
    fr: ['jour', 'jours'],
    es: ['día', 'días'],
    it: ['giorno', 'giorni'],
  },
  WEE: {
    en: ['week', 'weeks'],
    de: ['Woche', 'Wochen'],
    fr: ['semaine', 'semaines'],
    es: ['semana', 'semanas'],
    it: ['settimana', 'settimane'],
  },
  MON: {
    en: ['month', 'months'],
    de: ['Monat', 'Monate'],
    fr: ['mois', 'mois'],
    es: ['mes', 'meses'],
    it: ['mese', 'mesi'],
  },
  ANN: {
    en: ['year', 'years'],
    de: ['Jahr', 'Jahre'],
    fr: ['an', 'ans'],
    es: ['año', 'años'],
    it: ['anno', 'anni'],
  },
  LS: { en: 'lump sum', de: 'pauschal', fr: 'forfait', es: 'global', it: 'forfait' },
  SET: {
    en: ['set', 'sets'],
    de: ['Satz', 'Sätze'],
    fr: ['lot', 'lots'],
    es: ['juego', 'juegos'],
    it: ['set', 'set'],
  },
  PR: {
    en: ['pair', 'pairs'],
    de: ['Paar', 'Paar'],
    fr: ['paire', 'paires'],
    es: ['par', 'pares'],
    it: ['paio', 'paia'],
  },
  XBX: {
    en: ['box', 'boxes'],
    de: ['Karton', 'Kartons'],
    fr: ['carton', 'cartons'],
    es: ['caja', 'cajas'],
    it: ['scatola', 'scatole'],
  },
  XPK: {
    en: ['pack', 'packs'],
    de: ['Packung', 'Packungen'],
    fr: ['paquet', 'paquets'],
    es: ['paquete', 'paquetes'],
    it: ['confezione', 'confezioni'],
  },
  E48: {
    en: ['service', 'services'],
    de: ['Leistung', 'Leistungen'],
    fr: ['prestation', 'prestations'],
    es: ['servicio', 'servicios'],
    it: ['servizio', 'servizi'],
  },
  E49: {
    en: ['working day', 'working days'],
    de: ['Arbeitstag', 'Arbeitstage'],
    fr: ['jour ouvré', 'jours ouvrés'],
    es: ['día laborable', 'días laborables'],
    it: ['giorno lavorativo', 'giorni lavorativi'],
  },
};

/** The readable unit for BT-130 in a locale, singular when the quantity is exactly 1. */
export function unitName(code: string, locale: LocaleCode, quantity: Decimal): string {
  const symbol = SYMBOLS[code];
  if (symbol) return symbol;
  const name = WORDS[code]?.[locale];
  if (name === undefined) return code;
  if (typeof name === 'string') return name;
  return quantity.abs().eq(1) ? name[0] : name[1];
}
