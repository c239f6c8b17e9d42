-- The usage a kit's monthly cost was worked out at ({ seats, amounts: [{ tool_id, unit, amount }] }, checked by the
-- API), so a saved or shared kit reopens with the same figures. NULL: the kit was stored without one.
ALTER TABLE kits ADD COLUMN usage jsonb CHECK (usage IS NULL OR jsonb_typeof(usage) = 'object');
