/**
 * The CDAR D22B (UN/CEFACT Cross Domain Acknowledgement and Response) names the status writer
 * and reader share: namespaces, root, date formats.
 */
export const CDAR_NS = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
} as const;

export const CDAR_ROOT = 'CrossDomainAcknowledgementAndResponse';
/** Clark name of the root, as rule sets select their XSD. */
export const CDAR_ROOT_CLARK = `{${CDAR_NS.rsm}}${CDAR_ROOT}`;

/** UNTDID 2379: 102 = CCYYMMDD, 204 = CCYYMMDDHHMMSS. */
export const DATE_FORMAT = '102';
export const DATE_TIME_FORMAT = '204';

/** Whether a text's root element is a CDAR message (without parsing it). */
export function looksLikeCdar(head: string): boolean {
  return /<(?![?!])(?:[\w.-]+:)?CrossDomainAcknowledgementAndResponse\b/.test(head);
}
