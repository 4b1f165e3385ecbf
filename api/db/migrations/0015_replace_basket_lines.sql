-- Replaces a partner's basket lines in one statement (docs/decisions/050): the basket's advisory lock, the
-- lines no longer wanted deleted, the wanted ones inserted or their quantity changed, in one round trip
-- that holds the lock only while the database works. basket.service.ts (replaceBasket) is its only
-- caller and passes the lock's first key (LOCK_SPACE.basket); the second is hashtext of the client id, as
-- lockLines takes it, so that a workflow that locked the basket first holds the same lock.
--
-- PL/pgSQL because each statement of a volatile function reads what is committed when it starts (READ
-- COMMITTED): the delete below sees every line a request that held the lock before this one stored. One
-- plain SQL statement taking the lock would read from a snapshot older than the lock.
--
-- p_lines: [{"item_type": "products", "item_id": "…", "quantity": 2}, …] in the order given; lines already
-- there keep their first-add time, new ones come after them in that order (spec §4).
CREATE FUNCTION replace_basket_lines(p_lock_space integer, p_client_id integer, p_lines jsonb)
RETURNS TABLE (item_type text, item_id text, quantity integer)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  started timestamptz := clock_timestamp();
BEGIN
  PERFORM pg_advisory_xact_lock(p_lock_space, hashtext(p_client_id::text));
  RETURN QUERY
  WITH wanted AS (
    SELECT w.item_type, w.item_id, w.quantity, w.position
    FROM ROWS FROM (jsonb_to_recordset(p_lines) AS (item_type text, item_id text, quantity integer))
      WITH ORDINALITY AS w(item_type, item_id, quantity, position)
  ), gone AS (
    DELETE FROM basket_lines AS line
    WHERE line.client_id = p_client_id
      AND NOT EXISTS (SELECT 1 FROM wanted WHERE wanted.item_type = line.item_type AND wanted.item_id = line.item_id)
  ), stored AS (
    INSERT INTO basket_lines AS line (client_id, item_type, item_id, quantity, added_at)
    SELECT p_client_id, wanted.item_type, wanted.item_id, wanted.quantity,
      started + (wanted.position - 1) * interval '1 millisecond'
    FROM wanted
    ON CONFLICT (client_id, item_type, item_id) DO UPDATE SET quantity = excluded.quantity
    RETURNING line.item_type, line.item_id, line.quantity, line.added_at
  )
  SELECT stored.item_type, stored.item_id, stored.quantity
  FROM stored
  ORDER BY stored.added_at, stored.item_type, stored.item_id;
END
$$;
