/**
 * The preview response: the PNG as a google.api.HttpBody (sent raw with its content type by the
 * REST gateway, as bytes over gRPC) plus its size, and the response headers of the public API
 * (X-Transaction-Id, X-Preview-Source, X-Preview-Width, X-Preview-Height, Cache-Control, ETag).
 */
import type { HandlerContext } from '@connectrpc/connect';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { RenderPreviewResponseSchema } from '../../gen/einvoice/v1/invoice_service_pb.js';
import type { CachedPng } from './cache/transaction-cache.js';

/** Where the image came from: the PNG cache, or rendered for this request. */
export type PreviewSource = 'cache' | 'render';

/** Builds the response and sets its headers on the context. */
export function previewResponse(
  png: CachedPng,
  transactionId: string,
  source: PreviewSource,
  maxAgeSeconds: number,
  context: HandlerContext,
): MessageInitShape<typeof RenderPreviewResponseSchema> {
  const headers = context.responseHeader;
  headers.set('x-transaction-id', transactionId);
  headers.set('x-preview-source', source);
  headers.set('x-preview-width', String(png.width));
  headers.set('x-preview-height', String(png.height));
  headers.set('x-preview-page-count', String(png.pageCount));
  // Invoices are personal data: browsers may keep the image as long as we do, shared caches not.
  headers.set('cache-control', `private, max-age=${maxAgeSeconds}`);
  headers.set('etag', png.etag);
  // A GET with a matching If-None-Match is answered 304 by the REST gateway (conditional-get.ts).
  return {
    image: { contentType: 'image/png', data: png.png },
    width: png.width,
    height: png.height,
    source,
    transactionId,
    pageCount: png.pageCount,
  };
}
