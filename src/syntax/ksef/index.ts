/**
 * KSeF FA(3) (Poland): the writer, the reader and the places they share. Import from here.
 */
export { writeKsef, type WriteKsefOptions } from './writer/write-ksef.js';
export * from './ksef-places.js';
export { readKsef, KSEF_SUMS_NOT_RESTATED } from './reader/read-ksef.js';
export { ksefRequirements, ksefSumFindings, type KsefFinding } from './ksef-requirements.js';
export {
  ksefNumberValid,
  ksefVerificationUrl,
  KSEF_QR_HOSTS,
  type KsefEnvironment,
} from './ksef-verification.js';
