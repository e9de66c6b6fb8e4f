-- Money read models: categorisation rules per user (projection 'money-rules', issue 23), tried in created_position order.
CREATE TABLE money_rules (
  user_id             uuid        NOT NULL,
  id                  text        NOT NULL,
  name                text        NOT NULL,
  match_kind          text        NOT NULL,
  pattern             text        NOT NULL,
  account_id          text,
  min_amount_cents    bigint,
  max_amount_cents    bigint,
  category_id         text,
  rename_to           text        NOT NULL,
  transfer_account_id text,
  deleted             boolean     NOT NULL DEFAULT false,
  created_position    text        NOT NULL,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  PRIMARY KEY (user_id, id)
);
CREATE INDEX money_rules_by_user ON money_rules (user_id, created_position) WHERE NOT deleted;
-- Payee memory (GET /api/rules/payee): the user's last transaction with a title, found by one index probe.
CREATE INDEX money_transactions_by_title ON money_transactions (user_id, lower(title), date DESC, created_position DESC);
