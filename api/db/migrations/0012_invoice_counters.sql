CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
-- invoices numbered before the counter (INV<year>-<id>): each year's series goes on after its highest number
INSERT INTO "invoice_counters" ("year", "last_number")
SELECT substring("number" from '^INV(\d{4})-')::integer, max(substring("number" from '-(\d+)$')::integer)
FROM "invoices"
WHERE "number" ~ '^INV\d{4}-\d+$'
GROUP BY 1;
