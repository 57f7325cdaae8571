-- Trigram operators for the typo-tolerant title search (a trusted contrib extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"platform_group_id" integer NOT NULL,
	"notify_price_drop" boolean DEFAULT false NOT NULL,
	"notify_back_in_stock" boolean DEFAULT false NOT NULL,
	"notified_price_minor" integer,
	"notified_in_stock" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_platform_group_id_pk" PRIMARY KEY("user_id","platform_group_id")
);
--> statement-breakpoint
DROP INDEX "products_release_idx";--> statement-breakpoint
DROP INDEX "products_sales_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_price_minor" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_platform_group_id_product_platforms_id_fk" FOREIGN KEY ("platform_group_id") REFERENCES "public"."product_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "favorites_platform_group_idx" ON "favorites" USING btree ("platform_group_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("min_price_minor","id");--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("min_price_minor" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_user_idx" ON "reviews" USING btree ("product_id","user_id") WHERE "reviews"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "products_release_idx" ON "products" USING btree ("release_date","id");--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales_count","id");
--> statement-breakpoint
-- products.min_price_minor follows the effective prices (sale price if any) of the product's
-- entries. Statement triggers with transition tables: one UPDATE per statement however many
-- rows it wrote, and none at all when the stored value is already right (the seed writes it).
--> statement-breakpoint
CREATE FUNCTION "products_min_price_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" AS p
  SET "min_price_minor" = (
    SELECT min(coalesce(pp."sale_price_minor", pp."price_minor"))
    FROM "product_platforms" AS pp
    WHERE pp."product_id" = p."id"
  )
  WHERE p."id" IN (SELECT "product_id" FROM "new_rows")
    AND p."min_price_minor" IS DISTINCT FROM (
      SELECT min(coalesce(pp."sale_price_minor", pp."price_minor"))
      FROM "product_platforms" AS pp
      WHERE pp."product_id" = p."id"
    );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "products_min_price_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" AS p
  SET "min_price_minor" = (
    SELECT min(coalesce(pp."sale_price_minor", pp."price_minor"))
    FROM "product_platforms" AS pp
    WHERE pp."product_id" = p."id"
  )
  WHERE p."id" IN (SELECT "product_id" FROM "new_rows" UNION SELECT "product_id" FROM "old_rows")
    AND p."min_price_minor" IS DISTINCT FROM (
      SELECT min(coalesce(pp."sale_price_minor", pp."price_minor"))
      FROM "product_platforms" AS pp
      WHERE pp."product_id" = p."id"
    );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "products_min_price_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" AS p
  SET "min_price_minor" = (
    SELECT min(coalesce(pp."sale_price_minor", pp."price_minor"))
    FROM "product_platforms" AS pp
    WHERE pp."product_id" = p."id"
  )
  WHERE p."id" IN (SELECT "product_id" FROM "old_rows")
    AND p."min_price_minor" IS DISTINCT FROM (
      SELECT min(coalesce(pp."sale_price_minor", pp."price_minor"))
      FROM "product_platforms" AS pp
      WHERE pp."product_id" = p."id"
    );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_platforms_min_price_insert" AFTER INSERT ON "product_platforms"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "products_min_price_after_insert"();--> statement-breakpoint
CREATE TRIGGER "product_platforms_min_price_update" AFTER UPDATE ON "product_platforms"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "products_min_price_after_update"();--> statement-breakpoint
CREATE TRIGGER "product_platforms_min_price_delete" AFTER DELETE ON "product_platforms"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "products_min_price_after_delete"();--> statement-breakpoint
-- Rebuilds the search documents of the given products (all of them for NULL): title (A),
-- platform names with their family's usual abbreviations (B), genre, developer and publisher
-- (C), English description (D). The 'simple' configuration keeps every word as written
-- (lower case, no stemming), so prefix matching works for any title.
CREATE FUNCTION "refresh_product_search"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "product_search" ("product_id", "document")
  SELECT
    p."id",
    setweight(to_tsvector('simple', p."title"), 'A')
      || setweight(to_tsvector('simple', coalesce(pl."names", '')), 'B')
      || setweight(to_tsvector('simple', g."name" || ' ' || d."name" || ' ' || pu."name"), 'C')
      || setweight(to_tsvector('simple', coalesce(pd."description", '')), 'D')
  FROM "products" AS p
  JOIN "genres" AS g ON g."id" = p."genre_id"
  JOIN "developers" AS d ON d."id" = p."developer_id"
  JOIN "publishers" AS pu ON pu."id" = p."publisher_id"
  LEFT JOIN "product_descriptions" AS pd ON pd."product_id" = p."id" AND pd."lang" = 'en'
  LEFT JOIN LATERAL (
    SELECT string_agg(DISTINCT f."name" || ' ' || f."slug" || ' ' || CASE f."category_id"
        WHEN 'pc' THEN 'pc windows'
        WHEN 'xb' THEN 'xb xbox one series'
        WHEN 'ps' THEN 'ps ps4 ps5 psn'
        WHEN 'nt' THEN 'nt switch eshop'
        ELSE f."category_id"
      END, ' ') AS "names"
    FROM "product_platforms" AS pp
    JOIN "platforms" AS f ON f."id" = pp."platform_id"
    WHERE pp."product_id" = p."id"
  ) AS pl ON true
  WHERE "ids" IS NULL OR p."id" = ANY ("ids")
  ON CONFLICT ("product_id") DO UPDATE SET "document" = excluded."document";
$$;--> statement-breakpoint
-- Existing catalogues: fill the new price column and the search documents.
UPDATE "products" AS p SET "min_price_minor" = (
  SELECT min(coalesce(pp."sale_price_minor", pp."price_minor"))
  FROM "product_platforms" AS pp
  WHERE pp."product_id" = p."id"
);--> statement-breakpoint
SELECT "refresh_product_search"(NULL);
