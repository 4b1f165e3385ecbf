CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"visibility" text DEFAULT 'all' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"currency" text NOT NULL,
	"catalog_cents" integer NOT NULL,
	"promo_cents" integer,
	"liquidation_cents" integer,
	"product_tax_cents" integer DEFAULT 0 NOT NULL,
	"additional_tax_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prices_item_type_item_id_currency_pk" PRIMARY KEY("item_type","item_id","currency")
);
--> statement-breakpoint
CREATE TABLE "product_filters" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_relations" (
	"product_id" text NOT NULL,
	"related_id" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_relations_product_id_kind_related_id_pk" PRIMARY KEY("product_id","kind","related_id")
);
--> statement-breakpoint
CREATE TABLE "product_spare_parts" (
	"product_id" text NOT NULL,
	"spare_part_id" text NOT NULL,
	CONSTRAINT "product_spare_parts_product_id_spare_part_id_pk" PRIMARY KEY("product_id","spare_part_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"description_tech_spec" jsonb NOT NULL,
	"popup_info" jsonb,
	"brand" smallint NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page_catalog_number" integer,
	"page_promo_number" integer,
	"product_category_id" integer NOT NULL,
	"product_range_id" integer NOT NULL,
	"product_subrange_id" integer NOT NULL,
	"product_family_id" integer,
	"product_subfamily_id" integer,
	"product_line_id" integer,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_good_deal" boolean DEFAULT false NOT NULL,
	"is_old" boolean DEFAULT false NOT NULL,
	"is_ups_ready" boolean DEFAULT false NOT NULL,
	"is_highlighted" boolean DEFAULT false NOT NULL,
	"hit_parade_rank" integer,
	"label" text,
	"has_accessories" boolean DEFAULT false NOT NULL,
	"replacement_product_id" text,
	"max_order_quantity" integer,
	"declined_parent_article_id" text,
	"has_declined_articles" boolean DEFAULT false NOT NULL,
	"declined_kid_articles_id" text[] DEFAULT '{}'::text[] NOT NULL,
	"declined_reason" text,
	"restock_info" text,
	"term_of_delivery_days" integer,
	"eprel_class" text,
	"reference" text,
	"gross_weight_kg" numeric(8, 2),
	"width_mm" integer,
	"depth_mm" integer,
	"height_mm" integer,
	"volume_m3" numeric(8, 3),
	"power_kw" numeric(7, 2),
	"horse_power" numeric(6, 2),
	"gas_kcal_h" integer,
	"steam" boolean,
	"voltage" text,
	"temperature_min_c" integer,
	"temperature_max_c" integer,
	"additional_tax_name" jsonb
);
--> statement-breakpoint
CREATE TABLE "spare_parts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"is_ups_ready" boolean DEFAULT false NOT NULL,
	"restock_info" text,
	"gross_weight_kg" numeric(8, 2)
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"warehouse" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_item_type_item_id_warehouse_pk" PRIMARY KEY("item_type","item_id","warehouse")
);
--> statement-breakpoint
CREATE TABLE "technical_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "technical_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"preview" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_infos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_infos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_infos_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "download_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "download_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "download_categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "download_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "download_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"file_name" text NOT NULL,
	"language" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_tags" (
	"page" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "meta_tags_page_locale_pk" PRIMARY KEY("page","locale")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"is_highlighted" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policy_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "services_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_roles" (
	"client_id" integer NOT NULL,
	"role_id" smallint NOT NULL,
	CONSTRAINT "client_roles_client_id_role_id_pk" PRIMARY KEY("client_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"company_id" integer,
	"company_function" text,
	"category" text,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"discount_basis_points" integer DEFAULT 0 NOT NULL,
	"is_gtc_accepted" boolean DEFAULT false NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"gdpr_accepted_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"reference_number" text,
	"vat_number" text,
	"address_line1" text,
	"address_line2" text,
	"postal_code" text,
	"city" text,
	"country" text,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE INDEX "menu_items_kind_parent_idx" ON "menu_items" USING btree ("kind","parent_id");--> statement-breakpoint
CREATE INDEX "psp_spare_idx" ON "product_spare_parts" USING btree ("spare_part_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("product_category_id","product_range_id","product_subrange_id");--> statement-breakpoint
CREATE INDEX "products_family_idx" ON "products" USING btree ("product_family_id","product_subfamily_id");--> statement-breakpoint
CREATE INDEX "products_line_idx" ON "products" USING btree ("product_line_id");--> statement-breakpoint
CREATE INDEX "products_declined_parent_idx" ON "products" USING btree ("declined_parent_article_id");--> statement-breakpoint
CREATE INDEX "technical_documents_product_idx" ON "technical_documents" USING btree ("product_id");