package einvoice

import (
	"context"
	"net"
	"testing"

	einvoicev1 "github.com/einvoice/einvoice/clients/go/gen/einvoice/v1"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/durationpb"
)

// fakeService fails GenerateInvoice with the planned errors, then answers; it records the key
// and the Idempotency-Key of every attempt.
type fakeService struct {
	einvoicev1.UnimplementedInvoiceServiceServer
	plan  []error
	keys  []string
	idems []string
}

func (f *fakeService) GenerateInvoice(ctx context.Context, _ *einvoicev1.GenerateInvoiceRequest) (*einvoicev1.GenerateInvoiceResponse, error) {
	md, _ := metadata.FromIncomingContext(ctx)
	f.keys = append(f.keys, first(md.Get("x-api-key")))
	f.idems = append(f.idems, first(md.Get("idempotency-key")))
	if len(f.plan) > 0 {
		err := f.plan[0]
		f.plan = f.plan[1:]
		return nil, err
	}
	return &einvoicev1.GenerateInvoiceResponse{Filename: "x.pdf"}, nil
}

func first(values []string) string {
	if len(values) == 0 {
		return ""
	}
	return values[0]
}

func failing(code codes.Code, reason string, retry *durationpb.Duration) error {
	st := status.New(code, "failing with "+reason)
	if retry != nil {
		st, _ = st.WithDetails(&errdetails.ErrorInfo{Reason: reason, Domain: "einvoice"}, &errdetails.RetryInfo{RetryDelay: retry})
	} else {
		st, _ = st.WithDetails(&errdetails.ErrorInfo{Reason: reason, Domain: "einvoice"})
	}
	return st.Err()
}

func start(t *testing.T, fake *fakeService) *Client {
	t.Helper()
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	server := grpc.NewServer()
	einvoicev1.RegisterInvoiceServiceServer(server, fake)
	go func() { _ = server.Serve(listener) }()
	t.Cleanup(server.Stop)
	client, err := NewClient(listener.Addr().String(), Options{APIKey: "env_live_test", Insecure: true, Backoff: 1})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = client.Close() })
	return client
}

func TestRetriesUnavailableAndRateLimitsWithOneIdempotencyKey(t *testing.T) {
	for _, plan := range [][]error{
		{failing(codes.Unavailable, "ACCOUNTS_UNAVAILABLE", nil)},
		{failing(codes.ResourceExhausted, "RATE_LIMITED", durationpb.New(0))},
		{failing(codes.Aborted, "IDEMPOTENCY_IN_PROGRESS", durationpb.New(0))},
	} {
		fake := &fakeService{plan: plan}
		answer, err := start(t, fake).Invoices.GenerateInvoice(context.Background(), &einvoicev1.GenerateInvoiceRequest{})
		if err != nil || answer.GetFilename() != "x.pdf" {
			t.Fatalf("want x.pdf after a retry, got %v %v", answer, err)
		}
		if len(fake.idems) != 2 || fake.idems[0] == "" || fake.idems[0] != fake.idems[1] {
			t.Fatalf("want two attempts with one Idempotency-Key, got %q", fake.idems)
		}
		if fake.keys[0] != "env_live_test" || fake.keys[1] != "env_live_test" {
			t.Fatalf("the key travels on every attempt, got %q", fake.keys)
		}
	}
}

func TestIdempotencyInProgressIsRetriedAtMostMaxAttempts(t *testing.T) {
	var plan []error
	for range 5 {
		plan = append(plan, failing(codes.Aborted, "IDEMPOTENCY_IN_PROGRESS", durationpb.New(0)))
	}
	fake := &fakeService{plan: plan}
	_, err := start(t, fake).Invoices.GenerateInvoice(context.Background(), &einvoicev1.GenerateInvoiceRequest{})
	if e := AsError(err); e == nil || e.Code != codes.Aborted || e.Reason != "IDEMPOTENCY_IN_PROGRESS" {
		t.Fatalf("want IDEMPOTENCY_IN_PROGRESS after the last attempt, got %v", err)
	}
	if len(fake.idems) != 3 || fake.idems[0] != fake.idems[1] || fake.idems[1] != fake.idems[2] {
		t.Fatalf("want three attempts (the default) with one Idempotency-Key, got %q", fake.idems)
	}
	if Retryable(status.Error(codes.Aborted, "another conflict")) {
		t.Fatal("ABORTED without reason IDEMPOTENCY_IN_PROGRESS is not retried")
	}
}

func TestNeverRetriesQuotaAndReadsTheReason(t *testing.T) {
	fake := &fakeService{plan: []error{failing(codes.ResourceExhausted, "QUOTA_EXCEEDED", nil), failing(codes.ResourceExhausted, "QUOTA_EXCEEDED", nil)}}
	_, err := start(t, fake).Invoices.GenerateInvoice(context.Background(), &einvoicev1.GenerateInvoiceRequest{})
	e := AsError(err)
	if e == nil || e.Reason != "QUOTA_EXCEEDED" || e.Code != codes.ResourceExhausted {
		t.Fatalf("want QUOTA_EXCEEDED, got %v", err)
	}
	if len(fake.idems) != 1 {
		t.Fatalf("quota is not retried, got %d attempts", len(fake.idems))
	}
}

func TestFieldViolations(t *testing.T) {
	st, _ := status.New(codes.InvalidArgument, "not valid").WithDetails(
		&errdetails.ErrorInfo{Reason: "VALIDATION_FAILED"},
		&errdetails.BadRequest{FieldViolations: []*errdetails.BadRequest_FieldViolation{{Field: "$.invoice.seller.vat_id", Reason: "REQUIRED", Description: "required"}}},
	)
	e := AsError(st.Err())
	if e.Reason != "VALIDATION_FAILED" || len(e.FieldViolations) != 1 || e.FieldViolations[0].Field != "$.invoice.seller.vat_id" {
		t.Fatalf("got %+v", e)
	}
	if Retryable(st.Err()) {
		t.Fatal("INVALID_ARGUMENT is not retryable")
	}
}
