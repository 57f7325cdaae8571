CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"order_key_id" bigint NOT NULL,
	"giver_user_id" integer NOT NULL,
	"recipient_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_by_user_id" integer,
	CONSTRAINT "gifts_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "gifts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"number" text NOT NULL,
	"year" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"payment_id" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"discount_minor" integer NOT NULL,
	"loyalty_discount_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"net_minor" integer NOT NULL,
	"vat_minor" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_order_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_year_sequence_unique" UNIQUE("year","sequence"),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."total_minor" = "invoices"."net_minor" + "invoices"."vat_minor")
);
--> statement-breakpoint
CREATE TABLE "order_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"product_key_id" bigint NOT NULL,
	"owner_user_id" integer NOT NULL,
	"revealed_at" timestamp with time zone,
	"revealed_by_user_id" integer,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_keys_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "order_keys_product_key_unique" UNIQUE("product_key_id")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_order_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_country" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "available_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "card_country" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_order_key_id_order_keys_id_fk" FOREIGN KEY ("order_key_id") REFERENCES "public"."order_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_giver_user_id_users_id_fk" FOREIGN KEY ("giver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_claimed_by_user_id_users_id_fk" FOREIGN KEY ("claimed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_keys" ADD CONSTRAINT "order_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_keys" ADD CONSTRAINT "order_keys_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_keys" ADD CONSTRAINT "order_keys_product_key_id_product_keys_id_fk" FOREIGN KEY ("product_key_id") REFERENCES "public"."product_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_keys" ADD CONSTRAINT "order_keys_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_keys" ADD CONSTRAINT "order_keys_revealed_by_user_id_users_id_fk" FOREIGN KEY ("revealed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_open_key_idx" ON "gifts" USING btree ("order_key_id") WHERE "gifts"."claimed_at" is null;--> statement-breakpoint
CREATE INDEX "gifts_giver_idx" ON "gifts" USING btree ("giver_user_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_payment_idx" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "order_keys_owner_idx" ON "order_keys" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_keys_order_idx" ON "order_keys" USING btree ("order_id");