CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_number_prefix_idx" ON "invoices" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_public_id_prefix_idx" ON "orders" USING btree ("public_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payment_intents_provider_id_prefix_idx" ON "payment_intents" USING btree ("provider_intent_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "outbox_order_idx" ON "outbox" USING btree (("payload" ->> 'orderId'));