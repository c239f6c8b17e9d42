-- A tool's pricing plans as facts with a source: every plan names where its price was read (source_url) and when
-- (as_of), so the site can say "as of {date}" and never shows a price it cannot trace. A tool without plans says
-- "Pricing not known" (the seed has no sourced prices, so it adds none).
CREATE TABLE tool_plans (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- ON DELETE CASCADE: a plan describes its one tool and nothing else.
  tool_id         integer NOT NULL REFERENCES tools (id) ON DELETE CASCADE,
  position        smallint NOT NULL CHECK (position >= 0),
  name            text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  price           numeric(14, 4) NOT NULL CHECK (price >= 0),
  -- An ISO 4217 code; which codes exist is checked by the API (Intl knows them, Postgres does not).
  currency        char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  billing_period  text NOT NULL CHECK (billing_period IN ('month', 'year', 'one-time', 'usage')),
  -- What the plan counts (seats, credits…), how many it includes, and the price of each one beyond.
  unit            text CHECK (unit IN ('seat', 'credit', 'minute', 'word', 'image', 'request', 'token', 'character', 'video', 'page')),
  included_amount numeric(16, 2) CHECK (included_amount >= 0),
  overage_price   numeric(14, 6) CHECK (overage_price >= 0),
  is_free_tier    boolean NOT NULL DEFAULT false,
  source_url      http_url NOT NULL,
  as_of           date NOT NULL,
  CHECK (unit IS NOT NULL OR (included_amount IS NULL AND overage_price IS NULL)),
  CHECK (NOT is_free_tier OR price = 0)
);
-- A plan is known by its name within its tool (any case): the admin form and the import match plans by it, so an
-- unchanged plan stays the same row and its history stays whole.
CREATE UNIQUE INDEX tool_plans_tool_name_idx ON tool_plans (tool_id, lower(name));

-- Makes `plans` (a JSON array of plan objects, in display order) the tool's plans: plans whose name is gone are
-- removed, the others added or updated in place, so that only real changes reach the history (migration 0063).
-- The admin form and the import both write through it.
CREATE FUNCTION set_tool_plans(target_tool_id integer, plans jsonb) RETURNS void LANGUAGE sql AS $$
  DELETE FROM tool_plans p
  WHERE p.tool_id = target_tool_id
    AND lower(p.name) NOT IN (SELECT lower(plan ->> 'name') FROM jsonb_array_elements(plans) AS plan);
  INSERT INTO tool_plans (tool_id, position, name, price, currency, billing_period, unit, included_amount,
                          overage_price, is_free_tier, source_url, as_of)
  SELECT target_tool_id, (e.ordinality - 1)::smallint, r.name, r.price, r.currency, r.billing_period, r.unit,
         r.included_amount, r.overage_price, coalesce(r.is_free_tier, false), r.source_url, r.as_of
  FROM jsonb_array_elements(plans) WITH ORDINALITY AS e(plan, ordinality)
  CROSS JOIN LATERAL jsonb_to_record(e.plan) AS r(name text, price numeric, currency text, billing_period text,
    unit text, included_amount numeric, overage_price numeric, is_free_tier boolean, source_url text, as_of date)
  ON CONFLICT (tool_id, lower(name)) DO UPDATE SET
    position = excluded.position, name = excluded.name, price = excluded.price, currency = excluded.currency,
    billing_period = excluded.billing_period, unit = excluded.unit, included_amount = excluded.included_amount,
    overage_price = excluded.overage_price, is_free_tier = excluded.is_free_tier, source_url = excluded.source_url,
    as_of = excluded.as_of
  WHERE (tool_plans.position, tool_plans.name, tool_plans.price, tool_plans.currency, tool_plans.billing_period,
         tool_plans.unit, tool_plans.included_amount, tool_plans.overage_price, tool_plans.is_free_tier,
         tool_plans.source_url, tool_plans.as_of)
    IS DISTINCT FROM (excluded.position, excluded.name, excluded.price, excluded.currency, excluded.billing_period,
         excluded.unit, excluded.included_amount, excluded.overage_price, excluded.is_free_tier,
         excluded.source_url, excluded.as_of);
$$;
