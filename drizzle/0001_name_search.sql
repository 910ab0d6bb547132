ALTER TABLE "products" ADD COLUMN "name_lower" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
-- An accelerator, not a requirement: where pg_trgm cannot be created, name search still works by scanning.
DO $$
BEGIN
	CREATE EXTENSION IF NOT EXISTS pg_trgm;
	CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin ("name_lower" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
	RAISE NOTICE 'pg_trgm is not available (%): name search scans the products table', SQLERRM;
END $$;
