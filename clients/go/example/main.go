// Command example validates, generates and previews an invoice with the Go client over gRPC.
//
//	EINVOICE_ADDR=localhost:8080 EINVOICE_API_KEY=env_sandbox_... go run ./example
//
// It prints one line per call: "validate valid=<bool> format=<format>",
// "generate file=<name> format=<format> status=<status> pdf_bytes=<n> xml_bytes=<n>" and
// "preview width=<px> height=<px> pages=<n> png_bytes=<n>".
package main

import (
	"context"
	"fmt"
	"log"
	"os"

	"github.com/einvoice/einvoice/clients/go/einvoice"
	einvoicev1 "github.com/einvoice/einvoice/clients/go/gen/einvoice/v1"
	"google.golang.org/protobuf/proto"
)

func invoice() *einvoicev1.Invoice {
	return &einvoicev1.Invoice{
		Number:   "INV-2025-0042", // BT-1
		Date:     "2025-03-14",    // BT-2
		DueDate:  "2025-04-13",    // BT-9
		Currency: "EUR",           // BT-5
		Seller: &einvoicev1.Party{ // BG-4
			Name: "Muster Software GmbH", VatId: "DE123456789", Street: "Friedrichstraße 123",
			City: "Berlin", PostalCode: "10117", Country: "DE", Email: "billing@muster-software.de",
		},
		Buyer: &einvoicev1.Party{ // BG-7
			Name: "Exemple Conseil SARL", VatId: "FR40303265045", Street: "12 rue de la Paix",
			City: "Paris", PostalCode: "75002", Country: "FR", Email: "compta@exemple-conseil.fr",
		},
		Items: []*einvoicev1.LineItem{ // BG-25
			{Description: "Software development", Quantity: proto.Float64(12), Unit: "HUR", UnitPrice: proto.Float64(95), VatRate: proto.Float64(19)},
		},
		Payment: &einvoicev1.Payment{Iban: "DE89370400440532013000", Bic: "COBADEFFXXX", Terms: "Payable within 30 days"}, // BG-16
	}
}

func main() {
	addr := os.Getenv("EINVOICE_ADDR")
	if addr == "" {
		addr = "localhost:8080"
	}
	// The key (env_live_… or env_sandbox_…) goes with every call; Insecure: a local service.
	client, err := einvoice.NewClient(addr, einvoice.Options{APIKey: os.Getenv("EINVOICE_API_KEY"), Insecure: true})
	if err != nil {
		log.Fatalf("connect: %v", err)
	}
	defer client.Close()
	ctx := context.Background() // each attempt gets the client's 60 s deadline

	validated, err := client.Invoices.ValidateInvoice(ctx, &einvoicev1.ValidateInvoiceRequest{Invoice: invoice()})
	if err != nil {
		log.Fatalf("ValidateInvoice: %v", err)
	}
	fmt.Printf("validate valid=%t format=%s\n", validated.GetValid(), validated.GetFormat().GetFormatUsed())

	generated, err := client.Invoices.GenerateInvoice(ctx, &einvoicev1.GenerateInvoiceRequest{Format: "facturx", Invoice: invoice()})
	if e := einvoice.AsError(err); e != nil {
		log.Fatalf("GenerateInvoice: %s %v", e.Reason, e.FieldViolations)
	}
	fmt.Printf("generate file=%s format=%s status=%s pdf_bytes=%d xml_bytes=%d\n",
		generated.GetFilename(), generated.GetFormat().GetFormatUsed(), generated.GetValidation().GetStatus(),
		len(generated.GetPdfBase64()), len(generated.GetXmlBase64()))

	// The preview's input is a oneof: a transaction id (free, no key) or the invoice data (1 credit),
	// &einvoicev1.RenderPreviewRequest_Invoice{Invoice: invoice()}.
	preview, err := client.Invoices.RenderPreview(ctx, &einvoicev1.RenderPreviewRequest{
		Input: &einvoicev1.RenderPreviewRequest_TransactionId{TransactionId: generated.GetTransactionId()},
		Dpi:   proto.Int32(72),
	})
	if e := einvoice.AsError(err); e != nil {
		log.Fatalf("RenderPreview: %s %v", e.Reason, e.FieldViolations)
	}
	fmt.Printf("preview width=%d height=%d pages=%d png_bytes=%d\n",
		preview.GetWidth(), preview.GetHeight(), preview.GetPageCount(), len(preview.GetImage().GetData()))
}
