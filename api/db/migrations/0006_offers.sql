CREATE TABLE "offer_counters" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_lines" (
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"catalog_cents" integer,
	"purchase_cents" integer,
	"selling_cents" integer NOT NULL,
	"discount_basis_points" integer DEFAULT 0 NOT NULL,
	"product_tax_cents" integer DEFAULT 0 NOT NULL,
	"additional_tax_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_lines_offer_id_position_pk" PRIMARY KEY("offer_id","position")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone,
	"reference" text,
	"currency" text NOT NULL,
	"global_discount_basis_points" integer DEFAULT 0 NOT NULL,
	"transport_cents" integer DEFAULT 0 NOT NULL,
	"show_only_catalog_price" boolean DEFAULT false NOT NULL,
	"customer_company_name" text,
	"customer_company_reference" text,
	"customer_telephone" text,
	"customer_address_line1" text,
	"customer_address_line2" text,
	"customer_postal_code" text,
	"customer_city" text,
	"customer_country" text,
	"customer_additional_information" text,
	CONSTRAINT "offers_client_sequence_unique" UNIQUE("client_id","sequence")
);
--> statement-breakpoint
CREATE INDEX "offers_client_created_idx" ON "offers" USING btree ("client_id","created_at");