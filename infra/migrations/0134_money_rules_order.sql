-- Rules in the user's order (issue 23: 'Move up' / 'Move down', RulesReordered) and when each was deleted
-- (Recently Deleted lists deleted rules, latest deletion first). Rows before this take creation order.
ALTER TABLE money_rules ADD COLUMN rank integer;
ALTER TABLE money_rules ADD COLUMN deleted_position text;
UPDATE money_rules r SET rank = o.rank
  FROM (SELECT user_id, id, (row_number() OVER (PARTITION BY user_id ORDER BY created_position))::integer - 1 AS rank FROM money_rules) o
 WHERE r.user_id = o.user_id AND r.id = o.id;
UPDATE money_rules SET deleted_position = created_position WHERE deleted;
ALTER TABLE money_rules ALTER COLUMN rank SET NOT NULL;
DROP INDEX money_rules_by_user;
CREATE INDEX money_rules_by_user ON money_rules (user_id, rank) WHERE NOT deleted;
CREATE INDEX money_rules_deleted ON money_rules (user_id, deleted_position) WHERE deleted;
