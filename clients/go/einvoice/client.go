// Package einvoice is a ready client for the einvoice service over gRPC: the API key on every
// call, a default deadline, retries with backoff where trying again can help, and typed errors.
//
//	client, err := einvoice.NewClient("einvoice.example.com:443", einvoice.Options{APIKey: os.Getenv("EINVOICE_API_KEY")})
//	answer, err := client.Invoices.ValidateInvoice(ctx, &einvoicev1.ValidateInvoiceRequest{Invoice: invoice})
//
// Retried, at most MaxAttempts attempts: UNAVAILABLE (a dependency of the service is
// recovering), RESOURCE_EXHAUSTED with reason RATE_LIMITED and ABORTED with reason
// IDEMPOTENCY_IN_PROGRESS (an earlier attempt with the same Idempotency-Key still runs; the retry
// gets its answer), after the wait the service names. Never QUOTA_EXCEEDED: the month's credits
// are gone. Charged calls send one Idempotency-Key for all attempts, so a retry is charged once.
package einvoice

import (
	"context"
	cryptorand "crypto/rand"
	"crypto/tls"
	"encoding/hex"
	"math/rand/v2"
	"time"

	einvoicev1 "github.com/einvoice/einvoice/clients/go/gen/einvoice/v1"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/metadata"
)

// Options configure a Client; the zero value is a keyless client with TLS and the defaults.
type Options struct {
	// APIKey is env_live_… or env_sandbox_… (sandbox documents are watermarked). Validate and
	// preview by transaction id need none; the other calls fail with reason MISSING_API_KEY.
	APIKey string
	// Timeout is the deadline of each attempt when the context has none (default 60 s).
	Timeout time.Duration
	// MaxAttempts counts the first attempt (default 3; 1 turns retries off).
	MaxAttempts int
	// Backoff is the first wait between attempts, doubled each time (default 250 ms).
	Backoff time.Duration
	// MaxBackoff caps a wait, also a longer Retry-After (default 30 s): beyond it the error is returned.
	MaxBackoff time.Duration
	// Insecure uses cleartext HTTP/2 (a service on localhost); the key then travels unencrypted.
	Insecure bool
	// DialOptions are added to the connection's options.
	DialOptions []grpc.DialOption
}

// Client holds the connection and the service clients.
type Client struct {
	conn *grpc.ClientConn
	// Invoices: ValidateInvoice, GenerateInvoice, RetrieveInvoice, RenderPreview.
	Invoices einvoicev1.InvoiceServiceClient
	// Accounts: GetAccount (the plan and the credits left of the key).
	Accounts einvoicev1.AccountServiceClient
}

// APIKey returns credentials that send key as x-api-key with every call. requireTLS false lets
// them travel over a cleartext connection (a service on localhost).
func APIKey(key string, requireTLS bool) credentials.PerRPCCredentials {
	return apiKey{key: key, tls: requireTLS}
}

type apiKey struct {
	key string
	tls bool
}

func (k apiKey) GetRequestMetadata(context.Context, ...string) (map[string]string, error) {
	return map[string]string{"x-api-key": k.key}, nil
}

func (k apiKey) RequireTransportSecurity() bool { return k.tls }

// NewClient connects to target (host:port) with the options.
func NewClient(target string, o Options) (*Client, error) {
	if o.Timeout == 0 {
		o.Timeout = 60 * time.Second
	}
	if o.MaxAttempts == 0 {
		o.MaxAttempts = 3
	}
	if o.Backoff == 0 {
		o.Backoff = 250 * time.Millisecond
	}
	if o.MaxBackoff == 0 {
		o.MaxBackoff = 30 * time.Second
	}
	transport := grpc.WithTransportCredentials(credentials.NewTLS(&tls.Config{MinVersion: tls.VersionTLS12}))
	if o.Insecure {
		transport = grpc.WithTransportCredentials(insecure.NewCredentials())
	}
	opts := []grpc.DialOption{transport, grpc.WithUnaryInterceptor(unaryInterceptor(o))}
	if o.APIKey != "" {
		opts = append(opts, grpc.WithPerRPCCredentials(APIKey(o.APIKey, !o.Insecure)))
	}
	conn, err := grpc.NewClient(target, append(opts, o.DialOptions...)...)
	if err != nil {
		return nil, err
	}
	return &Client{conn: conn, Invoices: einvoicev1.NewInvoiceServiceClient(conn), Accounts: einvoicev1.NewAccountServiceClient(conn)}, nil
}

// Close closes the connection.
func (c *Client) Close() error { return c.conn.Close() }

// charged are the methods that spend credits: their attempts share one Idempotency-Key.
var charged = map[string]bool{
	einvoicev1.InvoiceService_GenerateInvoice_FullMethodName: true,
	einvoicev1.InvoiceService_RetrieveInvoice_FullMethodName: true,
	einvoicev1.InvoiceService_RenderPreview_FullMethodName:   true,
}

// Retryable reports whether trying the call again can succeed.
func Retryable(err error) bool {
	e := AsError(err)
	if e == nil {
		return false
	}
	return e.Code == codes.Unavailable ||
		(e.Code == codes.ResourceExhausted && e.Reason == "RATE_LIMITED") ||
		(e.Code == codes.Aborted && e.Reason == "IDEMPOTENCY_IN_PROGRESS")
}

func unaryInterceptor(o Options) grpc.UnaryClientInterceptor {
	return func(ctx context.Context, method string, req, reply any, cc *grpc.ClientConn, invoker grpc.UnaryInvoker, opts ...grpc.CallOption) error {
		if charged[method] && o.MaxAttempts > 1 {
			if md, _ := metadata.FromOutgoingContext(ctx); len(md.Get("idempotency-key")) == 0 {
				ctx = metadata.AppendToOutgoingContext(ctx, "idempotency-key", newKey())
			}
		}
		for attempt := 1; ; attempt++ {
			var trailer metadata.MD
			err := call(ctx, o.Timeout, method, req, reply, cc, invoker, append(opts, grpc.Trailer(&trailer))...)
			if err == nil || attempt >= o.MaxAttempts || !Retryable(err) {
				return err
			}
			wait := min(o.MaxBackoff, o.Backoff<<(attempt-1))
			wait = time.Duration(float64(wait) * (0.5 + rand.Float64()/2))
			if told, ok := retryAfter(err, trailer); ok {
				if told > o.MaxBackoff {
					return err
				}
				wait = max(wait, told)
			}
			select {
			case <-ctx.Done():
				return err
			case <-time.After(wait):
			}
		}
	}
}

func call(ctx context.Context, timeout time.Duration, method string, req, reply any, cc *grpc.ClientConn, invoker grpc.UnaryInvoker, opts ...grpc.CallOption) error {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	return invoker(ctx, method, req, reply, cc, opts...)
}

func newKey() string {
	b := make([]byte, 16)
	_, _ = cryptorand.Read(b)
	return hex.EncodeToString(b)
}
