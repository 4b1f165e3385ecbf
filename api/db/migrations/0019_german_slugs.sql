-- CAT-26: German slugs spell the umlauts out ("Kühltechnik" → "kuehltechnik"; they were "kuhltechnik").
-- The stored German slugs of the menu, the products and the news are written again from their names, keeping
-- the "-2" a second item of the same name took. The shop redirects the older slugs (301) to these.
-- german_slug_of(name, spelled) is contract/slug.ts's slugify for the names the seed writes: spelled, the
-- umlauts become ae, oe, ue; not spelled, as before, a, o, u.
CREATE FUNCTION german_slug_of(name text, spelled boolean) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT trim(BOTH '-' FROM regexp_replace(lower(translate(
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(name,
      'ä', CASE WHEN spelled THEN 'ae' ELSE 'a' END), 'Ä', CASE WHEN spelled THEN 'ae' ELSE 'a' END),
      'ö', CASE WHEN spelled THEN 'oe' ELSE 'o' END), 'Ö', CASE WHEN spelled THEN 'oe' ELSE 'o' END),
      'ü', CASE WHEN spelled THEN 'ue' ELSE 'u' END), 'Ü', CASE WHEN spelled THEN 'ue' ELSE 'u' END),
      'ß', 'ss'), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae'),
    'àáâãåçèéêëìíîïñòóôõùúûýÿÀÁÂÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÙÚÛÝ',
    'aaaaaceeeeiiiinooooouuuyyaaaaaceeeeiiiinooooouuuy')), '[^a-z0-9]+', '-', 'g'))
$$;
--> statement-breakpoint
UPDATE menu_items
SET slug = jsonb_set(slug, '{de}', to_jsonb(german_slug_of(name->>'de', true)
  || substr(slug->>'de', length(german_slug_of(name->>'de', false)) + 1)))
WHERE name->>'de' ~ '[äöüÄÖÜ]' AND starts_with(slug->>'de', german_slug_of(name->>'de', false));
--> statement-breakpoint
UPDATE products
SET slug = jsonb_set(slug, '{de}', to_jsonb(german_slug_of(name->>'de', true)
  || substr(slug->>'de', length(german_slug_of(name->>'de', false)) + 1)))
WHERE name->>'de' ~ '[äöüÄÖÜ]' AND starts_with(slug->>'de', german_slug_of(name->>'de', false));
--> statement-breakpoint
UPDATE news
SET slug = jsonb_set(slug, '{de}', to_jsonb(german_slug_of(title->>'de', true)
  || substr(slug->>'de', length(german_slug_of(title->>'de', false)) + 1)))
WHERE title->>'de' ~ '[äöüÄÖÜ]' AND starts_with(slug->>'de', german_slug_of(title->>'de', false));
--> statement-breakpoint
DROP FUNCTION german_slug_of(text, boolean);
