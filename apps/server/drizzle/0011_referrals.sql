-- Referrals: each customer's code, who brought whom, what the friends' orders earned, the
-- payout requests, and the programme's double-entry ledger (two rows per movement, only
-- ever added to; balances are sums of it).
CREATE TABLE "referral_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referral_earnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"referrer_user_id" integer NOT NULL,
	"referred_user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"currency" text NOT NULL,
	"net_minor" bigint NOT NULL,
	"percent_bp" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"matures_at" timestamp with time zone NOT NULL,
	"matured_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"payout_id" integer,
	CONSTRAINT "referral_earnings_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "referral_earnings_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "referral_earnings_amount_check" CHECK ("referral_earnings"."amount_minor" > 0 and "referral_earnings"."net_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"txn_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"account" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"earning_id" integer,
	"payout_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_ledger_account_check" CHECK ("referral_ledger"."account" in ('store', 'pending', 'unpaid', 'payout', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "referral_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"idempotency_key" text,
	"requested_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	CONSTRAINT "referral_payouts_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "referral_payouts_user_key_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "referral_payouts_amount_check" CHECK ("referral_payouts"."amount_minor" > 0),
	CONSTRAINT "referral_payouts_status_check" CHECK ("referral_payouts"."status" in ('requested', 'paid', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referred_user_id" integer PRIMARY KEY NOT NULL,
	"referrer_user_id" integer NOT NULL,
	"code" text NOT NULL,
	"source" text NOT NULL,
	"ip_hash" text,
	"attributed_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referrals_not_self_check" CHECK ("referrals"."referred_user_id" <> "referrals"."referrer_user_id")
);
--> statement-breakpoint
ALTER TABLE "referral_accounts" ADD CONSTRAINT "referral_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_earnings" ADD CONSTRAINT "referral_earnings_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_earnings" ADD CONSTRAINT "referral_earnings_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_earnings" ADD CONSTRAINT "referral_earnings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_earnings" ADD CONSTRAINT "referral_earnings_payout_id_referral_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."referral_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD CONSTRAINT "referral_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD CONSTRAINT "referral_ledger_earning_id_referral_earnings_id_fk" FOREIGN KEY ("earning_id") REFERENCES "public"."referral_earnings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD CONSTRAINT "referral_ledger_payout_id_referral_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."referral_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_payouts" ADD CONSTRAINT "referral_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_earnings_referrer_idx" ON "referral_earnings" USING btree ("referrer_user_id","earned_at");--> statement-breakpoint
CREATE INDEX "referral_earnings_pending_idx" ON "referral_earnings" USING btree ("matures_at") WHERE "referral_earnings"."matured_at" is null and "referral_earnings"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_ledger_txn_account_idx" ON "referral_ledger" USING btree ("txn_key","account");--> statement-breakpoint
CREATE INDEX "referral_ledger_user_idx" ON "referral_ledger" USING btree ("user_id","currency","account");--> statement-breakpoint
CREATE INDEX "referral_payouts_user_idx" ON "referral_payouts" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "referral_payouts_open_idx" ON "referral_payouts" USING btree ("requested_at") WHERE "referral_payouts"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id","attributed_at");--> statement-breakpoint
CREATE INDEX "referrals_ip_idx" ON "referrals" USING btree ("ip_hash","attributed_at");