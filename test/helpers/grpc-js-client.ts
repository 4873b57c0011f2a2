/**
 * A gRPC client that knows nothing of gen/: @grpc/grpc-js with the .proto files loaded at run
 * time, as a client in any other language would be built from the contract alone.
 */
import { fileURLToPath } from 'node:url';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Loads a package definition from the repository's proto files. */
export function loadProto(file: string): grpc.GrpcObject {
  const definition = protoLoader.loadSync(file, {
    includeDirs: [root + 'proto', root + 'third_party/proto'],
    keepCase: true,
    longs: String,
    enums: String,
    defaults: true,
    oneofs: true,
  });
  return grpc.loadPackageDefinition(definition);
}

/** Calls a unary method and resolves with the response or rejects with the ServiceError. */
export function callUnary(
  client: grpc.Client,
  method: string,
  request: unknown,
  metadata = new grpc.Metadata(),
): Promise<any> {
  return new Promise((resolve, reject) => {
    (client as any)[method](
      request,
      metadata,
      (error: grpc.ServiceError | null, response: unknown) =>
        error ? reject(error) : resolve(response),
    );
  });
}

/** A client for a service of the einvoice.v1 package (or another package path). */
export function serviceClient(file: string, path: string, port: number): grpc.Client {
  const pkg = loadProto(file) as any;
  const Service = path.split('.').reduce((o, k) => o[k], pkg);
  return new Service(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
}
