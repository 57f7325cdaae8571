CREATE TABLE "key_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"product_platform_id" integer NOT NULL,
	"mode" text NOT NULL,
	"file_name" text,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_thresholds" (
	"product_platform_id" integer PRIMARY KEY NOT NULL,
	"threshold" integer NOT NULL,
	"low_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_thresholds_threshold_check" CHECK ("stock_thresholds"."threshold" between 0 and 100000)
);
--> statement-breakpoint
ALTER TABLE "product_keys" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "product_keys" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "product_keys" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_keys" ADD COLUMN "voided_by" integer;--> statement-breakpoint
ALTER TABLE "key_imports" ADD CONSTRAINT "key_imports_product_platform_id_product_platforms_id_fk" FOREIGN KEY ("product_platform_id") REFERENCES "public"."product_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_imports" ADD CONSTRAINT "key_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_thresholds" ADD CONSTRAINT "stock_thresholds_product_platform_id_product_platforms_id_fk" FOREIGN KEY ("product_platform_id") REFERENCES "public"."product_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "key_imports_platform_idx" ON "key_imports" USING btree ("product_platform_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_thresholds_low_idx" ON "stock_thresholds" USING btree ("low_since") WHERE "stock_thresholds"."low_since" is not null;--> statement-breakpoint
ALTER TABLE "product_keys" ADD CONSTRAINT "product_keys_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_keys_fingerprint_idx" ON "product_keys" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "product_keys_platform_status_idx" ON "product_keys" USING btree ("product_platform_id","status");--> statement-breakpoint
ALTER TABLE "product_keys" ADD CONSTRAINT "product_keys_voided_check" CHECK ("product_keys"."status" <> 'voided' or ("product_keys"."void_reason" is not null and "product_keys"."voided_at" is not null));