ALTER TABLE "order_items" ADD COLUMN "name_hy" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "name_ru" text;--> statement-breakpoint
-- Orders placed before the names were kept per language take the product's words as they are now.
UPDATE "order_items" SET "name_hy" = "products"."name_hy", "name_ru" = "products"."name_ru" FROM "products" WHERE "products"."id" = "order_items"."product_id";
