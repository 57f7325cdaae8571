CREATE TABLE "product_images" (
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" smallint NOT NULL,
	"size" text NOT NULL,
	"webp" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_product_id_kind_position_size_pk" PRIMARY KEY("product_id","kind","position","size")
);
--> statement-breakpoint
CREATE TABLE "product_titles" (
	"product_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "product_titles_product_id_lang_pk" PRIMARY KEY("product_id","lang")
);
--> statement-breakpoint
DROP INDEX "products_type_title_idx";--> statement-breakpoint
DROP INDEX "products_title_idx";--> statement-breakpoint
DROP INDEX "products_genre_idx";--> statement-breakpoint
DROP INDEX "products_release_idx";--> statement-breakpoint
DROP INDEX "products_sales_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_price_desc_idx";--> statement-breakpoint
-- Existing requirements are the English ones; the key gains the language.
ALTER TABLE "system_requirements" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "system_requirements" DROP CONSTRAINT "system_requirements_product_id_level_pk";--> statement-breakpoint
ALTER TABLE "system_requirements" ADD CONSTRAINT "system_requirements_product_id_level_lang_pk" PRIMARY KEY("product_id","level","lang");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_titles" ADD CONSTRAINT "product_titles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_type_title_idx" ON "products" USING btree ("type_id","title","id") WHERE published;--> statement-breakpoint
CREATE INDEX "products_title_idx" ON "products" USING btree ("title","id") WHERE published;--> statement-breakpoint
CREATE INDEX "products_genre_idx" ON "products" USING btree ("genre_id") WHERE published;--> statement-breakpoint
CREATE INDEX "products_release_idx" ON "products" USING btree ("release_date","id") WHERE published;--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales_count","id") WHERE published;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("min_price_minor","id") WHERE published;--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("min_price_minor" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE published;--> statement-breakpoint
-- The search documents also carry the translated titles (weight A, like the main title), so
-- a customer finds a product by its name in any of the store's languages.
CREATE OR REPLACE FUNCTION "refresh_product_search"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "product_search" ("product_id", "document")
  SELECT
    p."id",
    setweight(to_tsvector('simple', p."title" || ' ' || coalesce(tt."titles", '')), 'A')
      || setweight(to_tsvector('simple', coalesce(pl."names", '')), 'B')
      || setweight(to_tsvector('simple', g."name" || ' ' || d."name" || ' ' || pu."name"), 'C')
      || setweight(to_tsvector('simple', coalesce(pd."description", '')), 'D')
  FROM "products" AS p
  JOIN "genres" AS g ON g."id" = p."genre_id"
  JOIN "developers" AS d ON d."id" = p."developer_id"
  JOIN "publishers" AS pu ON pu."id" = p."publisher_id"
  LEFT JOIN "product_descriptions" AS pd ON pd."product_id" = p."id" AND pd."lang" = 'en'
  LEFT JOIN LATERAL (
    SELECT string_agg(t."title", ' ') AS "titles"
    FROM "product_titles" AS t
    WHERE t."product_id" = p."id"
  ) AS tt ON true
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
$$;
