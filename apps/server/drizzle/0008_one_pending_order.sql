-- A customer keeps one unpaid order: any older ones give way to the newest, cancelled with
-- their reserved keys back on sale, before the index below makes a second one impossible.
WITH ranked AS (
  SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at" DESC, "id" DESC) AS "rank"
  FROM "orders" WHERE "status" = 'pending'
), cancelled AS (
  UPDATE "orders" SET "status" = 'cancelled', "updated_at" = now()
  WHERE "id" IN (SELECT "id" FROM ranked WHERE "rank" > 1)
  RETURNING "id"
), released AS (
  DELETE FROM "key_allocations"
  WHERE "order_line_id" IN (SELECT "id" FROM "order_lines" WHERE "order_id" IN (SELECT "id" FROM cancelled))
  RETURNING "product_key_id"
)
UPDATE "product_keys" SET "status" = 'available', "reserved_until" = NULL
WHERE "status" = 'reserved' AND "id" IN (SELECT "product_key_id" FROM released);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_per_user_idx" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'pending';
