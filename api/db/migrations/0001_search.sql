-- Search (issue 3): full-text search in each language with its own dictionary, and trigram matching
-- for partial ids and typos (pg_trgm). Generated columns keep the vectors in step with the texts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_en" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("name"->>'en', '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("description_tech_spec"->>'en', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_en_idx" ON "products" USING gin ("search_en");
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_fr" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('french'::regconfig, coalesce("name"->>'fr', '')), 'A') || setweight(to_tsvector('french'::regconfig, coalesce("description_tech_spec"->>'fr', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_fr_idx" ON "products" USING gin ("search_fr");
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_nl" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('dutch'::regconfig, coalesce("name"->>'nl', '')), 'A') || setweight(to_tsvector('dutch'::regconfig, coalesce("description_tech_spec"->>'nl', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_nl_idx" ON "products" USING gin ("search_nl");
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_de" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, coalesce("name"->>'de', '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce("description_tech_spec"->>'de', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_de_idx" ON "products" USING gin ("search_de");
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_it" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('italian'::regconfig, coalesce("name"->>'it', '')), 'A') || setweight(to_tsvector('italian'::regconfig, coalesce("description_tech_spec"->>'it', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_it_idx" ON "products" USING gin ("search_it");
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_es" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('spanish'::regconfig, coalesce("name"->>'es', '')), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce("description_tech_spec"->>'es', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_es_idx" ON "products" USING gin ("search_es");
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_pt" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('portuguese'::regconfig, coalesce("name"->>'pt', '')), 'A') || setweight(to_tsvector('portuguese'::regconfig, coalesce("description_tech_spec"->>'pt', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_pt_idx" ON "products" USING gin ("search_pt");
--> statement-breakpoint
CREATE INDEX "products_id_trgm_idx" ON "products" USING gin ("id" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "spare_parts" ADD COLUMN "search_en" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("name"->>'en', '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("description"->>'en', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "spare_parts_search_en_idx" ON "spare_parts" USING gin ("search_en");
--> statement-breakpoint
ALTER TABLE "spare_parts" ADD COLUMN "search_fr" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('french'::regconfig, coalesce("name"->>'fr', '')), 'A') || setweight(to_tsvector('french'::regconfig, coalesce("description"->>'fr', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "spare_parts_search_fr_idx" ON "spare_parts" USING gin ("search_fr");
--> statement-breakpoint
ALTER TABLE "spare_parts" ADD COLUMN "search_nl" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('dutch'::regconfig, coalesce("name"->>'nl', '')), 'A') || setweight(to_tsvector('dutch'::regconfig, coalesce("description"->>'nl', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "spare_parts_search_nl_idx" ON "spare_parts" USING gin ("search_nl");
--> statement-breakpoint
ALTER TABLE "spare_parts" ADD COLUMN "search_de" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, coalesce("name"->>'de', '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce("description"->>'de', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "spare_parts_search_de_idx" ON "spare_parts" USING gin ("search_de");
--> statement-breakpoint
ALTER TABLE "spare_parts" ADD COLUMN "search_it" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('italian'::regconfig, coalesce("name"->>'it', '')), 'A') || setweight(to_tsvector('italian'::regconfig, coalesce("description"->>'it', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "spare_parts_search_it_idx" ON "spare_parts" USING gin ("search_it");
--> statement-breakpoint
ALTER TABLE "spare_parts" ADD COLUMN "search_es" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('spanish'::regconfig, coalesce("name"->>'es', '')), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce("description"->>'es', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "spare_parts_search_es_idx" ON "spare_parts" USING gin ("search_es");
--> statement-breakpoint
ALTER TABLE "spare_parts" ADD COLUMN "search_pt" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('portuguese'::regconfig, coalesce("name"->>'pt', '')), 'A') || setweight(to_tsvector('portuguese'::regconfig, coalesce("description"->>'pt', '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "spare_parts_search_pt_idx" ON "spare_parts" USING gin ("search_pt");
--> statement-breakpoint
CREATE INDEX "spare_parts_id_trgm_idx" ON "spare_parts" USING gin ("id" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_name_en_trgm_idx" ON "products" USING gin (("name"->>'en') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_name_fr_trgm_idx" ON "products" USING gin (("name"->>'fr') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_name_nl_trgm_idx" ON "products" USING gin (("name"->>'nl') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_name_de_trgm_idx" ON "products" USING gin (("name"->>'de') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_name_it_trgm_idx" ON "products" USING gin (("name"->>'it') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_name_es_trgm_idx" ON "products" USING gin (("name"->>'es') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_name_pt_trgm_idx" ON "products" USING gin (("name"->>'pt') gin_trgm_ops);
