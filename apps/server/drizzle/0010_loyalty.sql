-- Loyalty: the facts of delivered orders, reviews and sign-in days, the XP ledger (only
-- ever added to; unique source keys make every replay a no-op), achievements, quests and
-- the community goal.
CREATE TABLE "community_goals" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"target" integer NOT NULL,
	"reward" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"reached_at" timestamp with time zone,
	CONSTRAINT "community_goals_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "loyalty_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"prestige" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_achievements" (
	"user_id" integer NOT NULL,
	"achievement_id" text NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	CONSTRAINT "loyalty_achievements_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_eur_minor" integer NOT NULL,
	"items" integer NOT NULL,
	"platform_ids" jsonb NOT NULL,
	"subscription_months" smallint NOT NULL,
	"launch_purchase" boolean NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loyalty_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"xp" integer NOT NULL,
	"source_key" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_points_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
CREATE TABLE "loyalty_quests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"quest_key" text NOT NULL,
	"period_key" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loyalty_reviews" (
	"review_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_sign_in_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "loyalty_sign_in_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_achievements" ADD CONSTRAINT "loyalty_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_orders" ADD CONSTRAINT "loyalty_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_quests" ADD CONSTRAINT "loyalty_quests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_reviews" ADD CONSTRAINT "loyalty_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_sign_in_days" ADD CONSTRAINT "loyalty_sign_in_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_orders_user_idx" ON "loyalty_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "loyalty_orders_counted_idx" ON "loyalty_orders" USING btree ("delivered_at") WHERE "loyalty_orders"."refunded_at" is null;--> statement-breakpoint
CREATE INDEX "loyalty_points_user_idx" ON "loyalty_points" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_quests_period_idx" ON "loyalty_quests" USING btree ("user_id","quest_key","period_key");--> statement-breakpoint
CREATE INDEX "loyalty_reviews_user_idx" ON "loyalty_reviews" USING btree ("user_id");
--> statement-breakpoint
-- The first community goal starts with the loyalty programme: 2,500 delivered purchases.
INSERT INTO "community_goals" ("id", "key", "target", "reward", "starts_at")
VALUES ('cgl_first', 'first-goal', 2500, 100, now())
ON CONFLICT DO NOTHING;
