DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_sub_category_idx";--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "products_live_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_price_idx" ON "products" USING btree ("price_cents","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_category_created_idx" ON "products" USING btree ("category","created_at","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_category_price_idx" ON "products" USING btree ("category","price_cents","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_sub_category_idx" ON "products" USING btree ("category","sub_category","created_at","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_name_idx" ON "products" USING btree (lower("name") collate "C","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_name_hy_idx" ON "products" USING btree (coalesce(nullif("name_hy_lower", ''), "name_lower") collate "C","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_name_ru_idx" ON "products" USING btree (coalesce(nullif("name_ru_lower", ''), "name_lower") collate "C","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");