CREATE TABLE "basket_lines" (
	"client_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_lines_client_id_item_type_item_id_pk" PRIMARY KEY("client_id","item_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "draft_lines" (
	"draft_id" integer NOT NULL,
	"position" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "draft_lines_draft_id_position_pk" PRIMARY KEY("draft_id","position")
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"number" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_date" timestamp with time zone,
	"shipping_date" timestamp with time zone,
	"comments" text,
	"reference" text,
	"currency" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "drafts_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"currency" text NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"product_tax_cents" integer DEFAULT 0 NOT NULL,
	"additional_tax_cents" integer DEFAULT 0 NOT NULL,
	"additional_tax_name" text,
	"line_cents" integer NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"origin" smallint DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_date" timestamp with time zone,
	"order_date_spare_parts" timestamp with time zone,
	"comments" text NOT NULL,
	"reference" text NOT NULL,
	"equipment_delivery" jsonb,
	"spare_parts_delivery" jsonb,
	"currency" text NOT NULL,
	"net_cents" integer NOT NULL,
	"product_tax_cents" integer DEFAULT 0 NOT NULL,
	"additional_tax_cents" integer DEFAULT 0 NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "wishlist_lines" (
	"owner" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_lines_owner_item_type_item_id_pk" PRIMARY KEY("owner","item_type","item_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "express_restriction" text;--> statement-breakpoint
ALTER TABLE "spare_parts" ADD COLUMN "express_restriction" text;--> statement-breakpoint
CREATE INDEX "drafts_client_idx" ON "drafts" USING btree ("client_id","saved_at");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_client_idx" ON "orders" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_fingerprint_idx" ON "orders" USING btree ("client_id","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("client_id","idempotency_key") WHERE "orders"."idempotency_key" is not null;