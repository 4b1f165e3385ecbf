-- CAT-27: a spare part keeps one designation in every language. The seed drew the number after the type
-- code once per language ("Control knob IHB-92", "Bedienknebel IHB-22"), an invitation to order the
-- wrong part; it now draws it once. This corrects databases seeded before: where every language's name
-- ends in the same type code and a number, as the seed wrote them, each language takes the English number.
-- Names of any other shape are left as they are. The search columns are generated, so they follow.
UPDATE "spare_parts" AS "part"
SET "name" = "fixed"."name"
FROM (
  SELECT "p"."id",
    jsonb_object_agg(
      "e"."key",
      regexp_replace("e"."value", '-[0-9]+$', '-' || substring("p"."name"->>'en' FROM '-([0-9]+)$'))
    ) AS "name"
  FROM "spare_parts" AS "p", jsonb_each_text("p"."name") AS "e"
  WHERE "p"."name"->>'en' ~ ' \S+-[0-9]+$'
  GROUP BY "p"."id", "p"."name"
  HAVING bool_and(
    substring("e"."value" FROM ' (\S+)-[0-9]+$') = substring("p"."name"->>'en' FROM ' (\S+)-[0-9]+$')
  )
) AS "fixed"
WHERE "part"."id" = "fixed"."id" AND "part"."name" IS DISTINCT FROM "fixed"."name";
