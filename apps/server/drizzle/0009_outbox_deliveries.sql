-- One row per handler that has done its work for an outbox event: a retry runs only the
-- handlers without one, and the event is stamped done once every handler has its row.
CREATE TABLE "outbox_deliveries" (
	"event_id" bigint NOT NULL,
	"handler" text NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outbox_deliveries_event_id_handler_pk" PRIMARY KEY("event_id","handler")
);
--> statement-breakpoint
ALTER TABLE "outbox_deliveries" ADD CONSTRAINT "outbox_deliveries_event_id_outbox_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;