// Command loadgen measures unary gRPC ValidateInvoice calls against a running service, from a
// client light enough not to be the bottleneck (the Node gRPC client is, on a small machine).
// The request is the public example, read as protobuf JSON, so REST and gRPC benchmarks send
// the same invoice. It prints one JSON object: calls, concurrency, requests per second, p50, p99.
//
//	go run ./cmd/loadgen -addr localhost:8080 -body ../../test/fixtures/public-example.json -calls 20000 -concurrency 10
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"sort"
	"sync"
	"time"

	einvoicev1 "github.com/einvoice/einvoice/clients/go/gen/einvoice/v1"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/protobuf/encoding/protojson"
)

func main() {
	addr := flag.String("addr", "localhost:8080", "host:port of the service (h2c)")
	body := flag.String("body", "", "a validate request as JSON (snake_case or camelCase)")
	calls := flag.Int("calls", 10000, "calls to measure")
	concurrency := flag.Int("concurrency", 10, "calls in flight on one connection")
	warmup := flag.Int("warmup", 500, "calls before measuring")
	flag.Parse()

	raw, err := os.ReadFile(*body)
	if err != nil {
		log.Fatalf("read body: %v", err)
	}
	req := &einvoicev1.ValidateInvoiceRequest{}
	if err := protojson.Unmarshal(raw, req); err != nil {
		log.Fatalf("parse body: %v", err)
	}
	conn, err := grpc.NewClient(*addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		log.Fatalf("connect: %v", err)
	}
	defer conn.Close()
	client := einvoicev1.NewInvoiceServiceClient(conn)

	call := func() time.Duration {
		start := time.Now()
		res, err := client.ValidateInvoice(context.Background(), req)
		if err != nil || !res.GetValid() {
			log.Fatalf("ValidateInvoice: %v (valid=%t)", err, res.GetValid())
		}
		return time.Since(start)
	}
	for i := 0; i < *warmup; i++ {
		call()
	}

	latencies := make([]time.Duration, *calls)
	var next int
	var mu sync.Mutex
	var wg sync.WaitGroup
	start := time.Now()
	for w := 0; w < *concurrency; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= *calls {
					return
				}
				latencies[i] = call()
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)

	sort.Slice(latencies, func(a, b int) bool { return latencies[a] < latencies[b] })
	ms := func(q float64) float64 {
		return float64(latencies[int(q*float64(len(latencies)-1))].Microseconds()) / 1000
	}
	out, _ := json.Marshal(map[string]any{
		"calls": *calls, "concurrency": *concurrency,
		"rps": int(float64(*calls) / elapsed.Seconds()), "p50_ms": ms(0.5), "p99_ms": ms(0.99),
	})
	fmt.Println(string(out))
}
