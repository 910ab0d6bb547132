ALTER TABLE "orders" ADD COLUMN "capture_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_attempt" integer DEFAULT 1 NOT NULL;