ALTER TABLE "products" ADD COLUMN "care" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_hy" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_hy_lower" text GENERATED ALWAYS AS (lower(name_hy)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ru" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ru_lower" text GENERATED ALWAYS AS (lower(name_ru)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hy" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ru" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "care_hy" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "care_ru" text;--> statement-breakpoint
-- Armenian and Russian names are searched like the English one; where pg_trgm is missing, by scanning.
DO $$
BEGIN
	CREATE INDEX IF NOT EXISTS "products_name_hy_trgm_idx" ON "products" USING gin ("name_hy_lower" gin_trgm_ops);
	CREATE INDEX IF NOT EXISTS "products_name_ru_trgm_idx" ON "products" USING gin ("name_ru_lower" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
	RAISE NOTICE 'pg_trgm is not available (%): Armenian and Russian name search scans the products table', SQLERRM;
END $$;
