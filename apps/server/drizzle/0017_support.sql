CREATE TABLE "ticket_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"sender" text NOT NULL,
	"staff_user_id" integer,
	"sender_name" text,
	"body" text NOT NULL,
	"client_message_id" uuid,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_messages_client_message_unique" UNIQUE("ticket_id","client_message_id"),
	CONSTRAINT "ticket_messages_sender_check" CHECK ("ticket_messages"."sender" in ('user', 'AI', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"topic" text NOT NULL,
	"status" text NOT NULL,
	"order_id" integer,
	"help_topic" text,
	"with_staff" boolean DEFAULT false NOT NULL,
	"hand_off_reason" text,
	"handed_off_at" timestamp with time zone,
	"assignee_id" integer,
	"language" text NOT NULL,
	"client_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_by" timestamp with time zone,
	"last_customer_message_at" timestamp with time zone,
	CONSTRAINT "tickets_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "tickets_user_client_message_unique" UNIQUE("user_id","client_message_id"),
	CONSTRAINT "tickets_category_check" CHECK ("tickets"."category" in ('technical', 'billing', 'identity', 'product', 'other')),
	CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('open', 'waiting_for_customer', 'answered', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket_idx" ON "ticket_messages" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "tickets_user_updated_idx" ON "tickets" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_inbox_idx" ON "tickets" USING btree ("with_staff","status","updated_at");