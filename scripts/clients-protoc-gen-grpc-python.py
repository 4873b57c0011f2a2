#!/usr/bin/env python3
"""protoc plugin wrapper: the gRPC Python generator of grpcio-tools as a standalone plugin.

grpcio-tools builds its grpc_python generator into its own protoc, which buf cannot call as a
plugin. This wrapper reads the CodeGeneratorRequest from stdin, runs grpcio-tools' protoc on the
same descriptors with --grpc_python_out, and answers with the files it wrote. Run it with the
Python of the venv made by scripts/clients-setup.sh (the protoc-gen-grpc_python shim does).
"""
import os
import sys
import tempfile

from google.protobuf import descriptor_pb2
from google.protobuf.compiler import plugin_pb2
from grpc_tools import protoc


def main() -> int:
    request = plugin_pb2.CodeGeneratorRequest.FromString(sys.stdin.buffer.read())
    response = plugin_pb2.CodeGeneratorResponse()
    response.supported_features = plugin_pb2.CodeGeneratorResponse.FEATURE_PROTO3_OPTIONAL
    with tempfile.TemporaryDirectory() as work:
        descriptors = os.path.join(work, "set.binpb")
        with open(descriptors, "wb") as f:
            f.write(descriptor_pb2.FileDescriptorSet(file=request.proto_file).SerializeToString())
        out = os.path.join(work, "out")
        os.mkdir(out)
        args = ["protoc", f"--descriptor_set_in={descriptors}", f"--grpc_python_out={out}", *request.file_to_generate]
        if protoc.main(args) != 0:
            response.error = "grpc_tools.protoc failed"
        for root, _dirs, files in os.walk(out):
            for name in sorted(files):
                path = os.path.join(root, name)
                with open(path, encoding="utf-8") as f:
                    response.file.add(name=os.path.relpath(path, out), content=f.read())
    sys.stdout.buffer.write(response.SerializeToString())
    return 0


if __name__ == "__main__":
    sys.exit(main())
