CREATE TABLE "processed_payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"intent_id" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"intent_id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"challenge_hash" text,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_status_check" CHECK ("sandbox_payments"."status" in ('requires_payment_method', 'requires_action', 'succeeded', 'failed')),
	CONSTRAINT "sandbox_payments_amount_check" CHECK ("sandbox_payments"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "sandbox_webhook_events_intent_unique" UNIQUE("intent_id")
);
--> statement-breakpoint
ALTER TABLE "sandbox_webhook_events" ADD CONSTRAINT "sandbox_webhook_events_intent_id_sandbox_payments_intent_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."sandbox_payments"("intent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_webhook_events_undelivered_idx" ON "sandbox_webhook_events" USING btree ("created_at") WHERE "sandbox_webhook_events"."delivered_at" is null;