/**
 * gRPC server reflection (grpc.reflection.v1 and v1alpha), so that grpcurl-style tools can list
 * the services and call them without the .proto files. Answers from the descriptors compiled
 * into gen/, each file with its transitive dependencies.
 */
import { createRegistry, toBinary, type DescFile, type DescService } from '@bufbuild/protobuf';
import { FileDescriptorProtoSchema } from '@bufbuild/protobuf/wkt';
import type { ServiceImpl } from '@connectrpc/connect';
import { ServerReflection as ReflectionV1 } from '../../gen/grpc/reflection/v1/reflection_pb.js';
import { ServerReflection as ReflectionV1Alpha } from '../../gen/grpc/reflection/v1alpha/reflection_pb.js';

type ReflectionRequest = {
  host: string;
  messageRequest:
    | { case: 'fileByFilename'; value: string }
    | { case: 'fileContainingSymbol'; value: string }
    | {
        case: 'fileContainingExtension';
        value: { containingType: string; extensionNumber: number };
      }
    | { case: 'allExtensionNumbersOfType'; value: string }
    | { case: 'listServices'; value: string }
    | { case: undefined; value?: undefined };
};

/** Collects a file and everything it imports, the file first. */
function withDependencies(file: DescFile): DescFile[] {
  const seen = new Map<string, DescFile>();
  const visit = (f: DescFile) => {
    if (seen.has(f.name)) return;
    seen.set(f.name, f);
    f.dependencies.forEach(visit);
  };
  visit(file);
  return [...seen.values()];
}

/** The reflection answers for a set of services, shared by both protocol versions. */
function answerer(services: readonly DescService[]) {
  const files = new Map<string, DescFile>();
  for (const s of services) for (const f of withDependencies(s.file)) files.set(f.name, f);
  const registry = createRegistry(...files.values());
  const encode = (file: DescFile) =>
    withDependencies(file).map((f) => toBinary(FileDescriptorProtoSchema, f.proto));
  const fileOfSymbol = (symbol: string): DescFile | undefined => {
    const direct = registry.get(symbol);
    if (direct && 'file' in direct) return direct.file;
    const parent = symbol.slice(0, symbol.lastIndexOf('.'));
    const owner = registry.get(parent);
    return owner && 'file' in owner ? owner.file : undefined;
  };
  const notFound = (what: string) => ({
    case: 'errorResponse' as const,
    value: { errorCode: 5, errorMessage: `${what} not found` },
  });

  return (req: ReflectionRequest) => {
    const r = req.messageRequest;
    switch (r.case) {
      case 'listServices':
        return {
          case: 'listServicesResponse' as const,
          value: { service: services.map((s) => ({ name: s.typeName })) },
        };
      case 'fileByFilename': {
        const file = files.get(r.value);
        return file
          ? {
              case: 'fileDescriptorResponse' as const,
              value: { fileDescriptorProto: encode(file) },
            }
          : notFound(`file ${r.value}`);
      }
      case 'fileContainingSymbol': {
        const file = fileOfSymbol(r.value);
        return file
          ? {
              case: 'fileDescriptorResponse' as const,
              value: { fileDescriptorProto: encode(file) },
            }
          : notFound(`symbol ${r.value}`);
      }
      case 'allExtensionNumbersOfType':
        return {
          case: 'allExtensionNumbersResponse' as const,
          value: { baseTypeName: r.value, extensionNumber: [] },
        };
      case 'fileContainingExtension':
        return notFound(`extension ${r.value.containingType}(${r.value.extensionNumber})`);
      default:
        return {
          case: 'errorResponse' as const,
          value: { errorCode: 3, errorMessage: 'empty reflection request' },
        };
    }
  };
}

/** Implementations of both reflection versions over the same services. */
export function reflectionImpls(services: readonly DescService[]): {
  v1: ServiceImpl<typeof ReflectionV1>;
  v1alpha: ServiceImpl<typeof ReflectionV1Alpha>;
} {
  const answer = answerer(services);
  return {
    v1: {
      async *serverReflectionInfo(requests) {
        for await (const req of requests)
          yield { validHost: req.host, originalRequest: req, messageResponse: answer(req) };
      },
    },
    v1alpha: {
      async *serverReflectionInfo(requests) {
        for await (const req of requests)
          yield { validHost: req.host, originalRequest: req, messageResponse: answer(req) };
      },
    },
  };
}
