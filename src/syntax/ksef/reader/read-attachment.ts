/**
 * FA(3) Zalacznik, the invoice's structured attachment, into the domain model as written: its
 * blocks' headings, metadata, paragraphs and tables (cells as written, empty ones ''), read
 * whole. Bounded by the schema's repetitions and the XML limits the document passed.
 */
import type { Element } from '@xmldom/xmldom';
import type { KsefTabela, KsefZalacznik } from '../../../domain/model.js';
import type { DomWalk } from '../../read/dom-walk.js';

/** The text of an element, trimmed ('' for an empty one). */
const textIn = (el: Element | undefined): string => el?.textContent?.trim() ?? '';

export function readZalacznik(w: DomWalk, root: Element): KsefZalacznik | undefined {
  const z = w.one(root, 'x:Zalacznik');
  if (!z) return undefined;
  const pairs = (parent: Element, name: string, k: string, v: string) =>
    w.all(parent, `x:${name}`).map((m) => ({
      key: textIn(w.one(m, `x:${k}`)),
      value: textIn(w.one(m, `x:${v}`)),
    }));
  const bloki = w.all(z, 'x:BlokDanych').map((b) => {
    const tabele = w.all(b, 'x:Tabela').map(
      (t): KsefTabela => ({
        metadane: pairs(t, 'TMetaDane', 'TKlucz', 'TWartosc'),
        opis: textIn(w.one(t, 'x:Opis')) || undefined,
        kolumny: w.all(t, 'x:TNaglowek/x:Kol').map((k) => ({
          nazwa: textIn(w.one(k, 'x:NKom')),
          typ: k.getAttribute('Typ') ?? '',
        })),
        wiersze: w.all(t, 'x:Wiersz').map((r) => w.all(r, 'x:WKom').map(textIn)),
        suma: w.all(t, 'x:Suma/x:SKom').map(textIn),
      }),
    );
    const akapity = w.all(b, 'x:Tekst/x:Akapit').map(textIn);
    return {
      naglowek: textIn(w.one(b, 'x:ZNaglowek')) || undefined,
      metadane: pairs(b, 'MetaDane', 'ZKlucz', 'ZWartosc'),
      ...(akapity.length ? { akapity } : {}),
      ...(tabele.length
        ? {
            tabele: tabele.map((t) => ({
              ...t,
              metadane: t.metadane?.length ? t.metadane : undefined,
              suma: t.suma?.length ? t.suma : undefined,
            })),
          }
        : {}),
    };
  });
  w.take(z);
  return bloki.length ? { bloki } : undefined;
}
