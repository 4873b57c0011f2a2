/**
 * The OpenAPI 3.1 description of /v1 (generated from the proto) and its HTTP routes.
 */
export { openApiDocument, buildOpenApiDocument } from './document.js';
export { docsRoutes } from './docs-routes.js';
export { messageJsonSchema, type JsonSchema } from './proto-json-schema.js';
