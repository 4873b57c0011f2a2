"""Validates, generates and previews an invoice with the Python client over gRPC.

    EINVOICE_ADDR=localhost:8080 EINVOICE_API_KEY=env_sandbox_... python examples/validate_generate.py

Prints one line per call: "validate valid=<bool> format=<format>",
"generate file=<name> format=<format> status=<status> pdf_bytes=<n> xml_bytes=<n>" and
"preview input=<oneof member> width=<px> height=<px> pages=<n> png_bytes=<n>".
"""
import os

import grpc

from einvoice.v1 import invoice_pb2, invoice_service_pb2, invoice_service_pb2_grpc


def invoice() -> invoice_pb2.Invoice:
    return invoice_pb2.Invoice(
        number="INV-2025-0042",  # BT-1
        date="2025-03-14",  # BT-2
        due_date="2025-04-13",  # BT-9
        currency="EUR",  # BT-5
        seller=invoice_pb2.Party(  # BG-4
            name="Muster Software GmbH", vat_id="DE123456789", street="Friedrichstraße 123",
            city="Berlin", postal_code="10117", country="DE", email="billing@muster-software.de",
        ),
        buyer=invoice_pb2.Party(  # BG-7
            name="Exemple Conseil SARL", vat_id="FR40303265045", street="12 rue de la Paix",
            city="Paris", postal_code="75002", country="FR", email="compta@exemple-conseil.fr",
        ),
        items=[  # BG-25
            invoice_pb2.LineItem(description="Software development", quantity=12, unit="HUR", unit_price=95, vat_rate=19),
        ],
        payment=invoice_pb2.Payment(iban="DE89370400440532013000", bic="COBADEFFXXX", terms="Payable within 30 days"),  # BG-16
    )


def main() -> None:
    address = os.environ.get("EINVOICE_ADDR", "localhost:8080")
    key = os.environ.get("EINVOICE_API_KEY")
    metadata = [("x-api-key", key)] if key else []
    with grpc.insecure_channel(address) as channel:
        client = invoice_service_pb2_grpc.InvoiceServiceStub(channel)
        validated = client.ValidateInvoice(invoice_service_pb2.ValidateInvoiceRequest(invoice=invoice()), metadata=metadata, timeout=60)
        print(f"validate valid={str(validated.valid).lower()} format={validated.format.format_used}")
        generated = client.GenerateInvoice(
            invoice_service_pb2.GenerateInvoiceRequest(format="facturx", invoice=invoice()), metadata=metadata, timeout=60
        )
        print(
            f"generate file={generated.filename} format={generated.format.format_used} status={generated.validation.status} "
            f"pdf_bytes={len(generated.pdf_base64)} xml_bytes={len(generated.xml_base64)}"
        )
        # The preview's input is the oneof "input": transaction_id (free) or invoice (1 credit).
        request = invoice_service_pb2.RenderPreviewRequest(transaction_id=generated.transaction_id, dpi=72)
        preview = client.RenderPreview(request, metadata=metadata, timeout=60)
        print(
            f"preview input={request.WhichOneof('input')} width={preview.width} height={preview.height} "
            f"pages={preview.page_count} png_bytes={len(preview.image.data)}"
        )


if __name__ == "__main__":
    main()
