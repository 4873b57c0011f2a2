"""The README's quick start: validate, then generate, with einvoice.client.Client.

    EINVOICE_ADDR=localhost:8080 EINVOICE_API_KEY=env_sandbox_... python examples/quickstart.py
"""
import os

from einvoice.client import Client, EinvoiceError
from einvoice.v1 import invoice_pb2

invoice = invoice_pb2.Invoice(
    number="2026-001", date="2026-01-15", due_date="2026-02-14",
    seller=invoice_pb2.Party(name="Muster Software GmbH", vat_id="DE123456789", city="Berlin", country="DE"),
    buyer=invoice_pb2.Party(name="Kunde AG", city="München", country="DE"),
    items=[invoice_pb2.LineItem(description="Consulting", quantity=8, unit="HUR", unit_price=120)],
)
with Client(os.environ.get("EINVOICE_ADDR", "localhost:8080"), api_key=os.environ.get("EINVOICE_API_KEY"), timeout=60) as client:
    print("valid", client.validate(invoice=invoice).valid)
    try:
        result = client.generate(format="zugferd", invoice=invoice)
        print("generated", result.filename, len(result.pdf_base64))
    except EinvoiceError as error:
        print("refused", error.reason, [v.field for v in error.field_violations])
