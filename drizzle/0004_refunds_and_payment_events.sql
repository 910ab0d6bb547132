CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"provider_refund_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"origin" text NOT NULL,
	"purpose" jsonb,
	"reason" text,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "captured_cents" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_idx" ON "refunds" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_idx" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_unanswered_idx" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "orders_provider_order_idx" ON "orders" USING btree ("provider_order_id");--> statement-breakpoint
CREATE INDEX "orders_provider_capture_idx" ON "orders" USING btree ("provider_capture_id");--> statement-breakpoint
-- Orders paid before refunds existed: their capture was checked against the total when it was taken.
UPDATE "orders" SET "captured_cents" = "total_cents" WHERE "provider_capture_id" IS NOT NULL AND "paid_at" IS NOT NULL;
