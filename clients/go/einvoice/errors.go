package einvoice

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
)

// FieldViolation is one field problem: the JSON path (e.g. $.invoice.seller.vat_id), a stable
// code and a message.
type FieldViolation struct {
	Field, Reason, Description string
}

// Error is a failed call as the service describes it.
type Error struct {
	// Code is the gRPC status code.
	Code codes.Code
	// Reason is the stable reason of google.rpc.ErrorInfo, e.g. VALIDATION_FAILED, QUOTA_EXCEEDED.
	Reason string
	// Message is the readable message.
	Message string
	// FieldViolations are the field problems of google.rpc.BadRequest.
	FieldViolations []FieldViolation
	// RetryAfter is the wait the service named (google.rpc.RetryInfo), or zero.
	RetryAfter time.Duration
}

func (e *Error) Error() string {
	if e.Reason != "" {
		return e.Reason + ": " + e.Message
	}
	return e.Code.String() + ": " + e.Message
}

// AsError reads the service's error details from an error of a call; nil for nil or an error
// that carries no gRPC status.
func AsError(err error) *Error {
	if err == nil {
		return nil
	}
	var typed *Error
	if errors.As(err, &typed) {
		return typed
	}
	st, ok := status.FromError(err)
	if !ok {
		return nil
	}
	e := &Error{Code: st.Code(), Message: st.Message()}
	for _, d := range st.Details() {
		switch v := d.(type) {
		case *errdetails.ErrorInfo:
			e.Reason = v.GetReason()
		case *errdetails.BadRequest:
			for _, f := range v.GetFieldViolations() {
				e.FieldViolations = append(e.FieldViolations, FieldViolation{Field: f.GetField(), Reason: f.GetReason(), Description: f.GetDescription()})
			}
		case *errdetails.RetryInfo:
			e.RetryAfter = v.GetRetryDelay().AsDuration()
		}
	}
	return e
}

// retryAfter is the wait the service named: RetryInfo, else the retry-after trailer (seconds).
func retryAfter(err error, trailer metadata.MD) (time.Duration, bool) {
	if e := AsError(err); e != nil && e.RetryAfter > 0 {
		return e.RetryAfter, true
	}
	for _, v := range trailer.Get("retry-after") {
		if s, convErr := strconv.Atoi(strings.TrimSpace(v)); convErr == nil {
			return time.Duration(s) * time.Second, true
		}
	}
	return 0, false
}
