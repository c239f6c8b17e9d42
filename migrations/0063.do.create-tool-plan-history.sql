-- Every change of a tool's plans, kept: what changed (added, changed, removed), when, and the plan before and after
-- (its priced fields as JSON). Written by a trigger, so the admin form, the import and any future writer are all
-- recorded, in the transaction of the change.
CREATE TABLE tool_plan_history (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- ON DELETE CASCADE: the history is the tool's; a deleted tool has no page to draw it on.
  tool_id    integer NOT NULL REFERENCES tools (id) ON DELETE CASCADE,
  plan_name  text NOT NULL,
  change     text NOT NULL CHECK (change IN ('added', 'changed', 'removed')),
  old_plan   jsonb,
  new_plan   jsonb,
  changed_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((change = 'added') = (old_plan IS NULL) AND (change = 'removed') = (new_plan IS NULL))
);
-- The tool page reads one tool's history in time order.
CREATE INDEX tool_plan_history_tool_idx ON tool_plan_history (tool_id, changed_at, id);

CREATE FUNCTION tool_plan_facts(plan tool_plans) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('price', plan.price, 'currency', plan.currency, 'billing_period', plan.billing_period,
    'unit', plan.unit, 'included_amount', plan.included_amount, 'overage_price', plan.overage_price,
    'is_free_tier', plan.is_free_tier, 'source_url', plan.source_url, 'as_of', plan.as_of)
$$;

CREATE FUNCTION record_tool_plan_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tool_plan_history (tool_id, plan_name, change, new_plan)
    VALUES (NEW.tool_id, NEW.name, 'added', tool_plan_facts(NEW));
  ELSIF TG_OP = 'UPDATE' THEN
    -- A new place in the list or another spelling of the name is no change of price.
    IF tool_plan_facts(OLD) IS DISTINCT FROM tool_plan_facts(NEW) THEN
      INSERT INTO tool_plan_history (tool_id, plan_name, change, old_plan, new_plan)
      VALUES (NEW.tool_id, NEW.name, 'changed', tool_plan_facts(OLD), tool_plan_facts(NEW));
    END IF;
  -- A plan removed with its tool needs no history: the tool's history goes with it.
  ELSIF EXISTS (SELECT FROM tools WHERE id = OLD.tool_id) THEN
    INSERT INTO tool_plan_history (tool_id, plan_name, change, old_plan)
    VALUES (OLD.tool_id, OLD.name, 'removed', tool_plan_facts(OLD));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER tool_plans_record_change AFTER INSERT OR UPDATE OR DELETE ON tool_plans
  FOR EACH ROW EXECUTE FUNCTION record_tool_plan_change();
