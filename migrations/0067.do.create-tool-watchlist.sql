-- The watchlist: a saved tool is followed unless its saver unfollowed it, and a change of a followed tool's plans,
-- pricing model or status reaches its followers in one email digest a day at most.

-- Saving a tool follows it; `following` is false once the saver unfollows it (saving it again starts afresh).
ALTER TABLE saved_tools ADD COLUMN following boolean NOT NULL DEFAULT true;
-- The digest job asks which followers a changed tool has.
CREATE INDEX saved_tools_followers_idx ON saved_tools (tool_id, user_id) WHERE following;

-- Each change a follower hears of, written by triggers in the transaction of the change, so the admin form, the
-- import and any future writer are all recorded. `kind` names what changed and `old_value`/`new_value` hold it as
-- JSON: another kind of change (a new status, a new fact) is a new value of `kind`, not a new table.
CREATE TABLE tool_change_events (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- ON DELETE CASCADE: a deleted tool has no page to send its followers to.
  tool_id    integer NOT NULL REFERENCES tools (id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('plan', 'pricing_model', 'status')),
  -- The plan's name for a plan change; null for a change of the tool itself.
  plan_name  text,
  -- Null before a plan was added, after it was removed, and for a pricing model that was (or became) not known.
  old_value  jsonb,
  new_value  jsonb,
  changed_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'plan') = (plan_name IS NOT NULL)),
  CHECK (old_value IS DISTINCT FROM new_value)
);
-- The digest reads the events of the tools a user follows, after the last one it mailed them.
CREATE INDEX tool_change_events_tool_idx ON tool_change_events (tool_id, id);

-- A plan's history row becomes an event unless only its source or "as of" date changed: a re-checked price that
-- stayed the same is no news to a follower.
CREATE FUNCTION record_tool_plan_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.change <> 'changed' OR NEW.old_plan - 'source_url' - 'as_of' IS DISTINCT FROM NEW.new_plan - 'source_url' - 'as_of' THEN
    INSERT INTO tool_change_events (tool_id, kind, plan_name, old_value, new_value, changed_at)
    VALUES (NEW.tool_id, 'plan', NEW.plan_name, NEW.old_plan, NEW.new_plan, NEW.changed_at);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER tool_plan_history_record_event AFTER INSERT ON tool_plan_history
  FOR EACH ROW EXECUTE FUNCTION record_tool_plan_event();

CREATE FUNCTION record_tool_change_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.pricing_model IS DISTINCT FROM NEW.pricing_model THEN
    INSERT INTO tool_change_events (tool_id, kind, old_value, new_value)
    VALUES (NEW.id, 'pricing_model', to_jsonb(OLD.pricing_model), to_jsonb(NEW.pricing_model));
  END IF;
  IF OLD.status IS DISTINCT FROM NEW.status THEN
    INSERT INTO tool_change_events (tool_id, kind, old_value, new_value)
    VALUES (NEW.id, 'status', to_jsonb(OLD.status), to_jsonb(NEW.status));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER tools_record_change_events AFTER UPDATE OF pricing_model, status ON tools
  FOR EACH ROW EXECUTE FUNCTION record_tool_change_events();

-- Per user: whether they want the digest, and what the last one covered. No row: they want it and got none yet.
CREATE TABLE watch_digests (
  -- ON DELETE CASCADE: bookkeeping of the account and nothing else.
  user_id       integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  emails_on     boolean NOT NULL DEFAULT true,
  last_sent_at  timestamptz,
  -- The newest event the last digest covered: the next one starts after it.
  last_event_id bigint NOT NULL DEFAULT 0
);
