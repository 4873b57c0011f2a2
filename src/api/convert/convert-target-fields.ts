/**
 * The text fields of a convert request that describe the target besides its format, as the REST
 * form fields, the OpenAPI document and the CLI's options name them (snake_case, as in the JSON
 * body). The REST adapter reads each into the request (rest/adapters/convert-adapter.ts).
 */
export const CONVERT_TARGET_FIELDS = [
  'profile',
  'country_profile',
  'syntax',
  'template',
  'locale',
  'rules_as_of',
] as const;
