-- "As of any moment" (issue 10): the money read models as versions that know when they were true
-- (projection 'money-history'). Knowledge time is the event's metadata.occurredAt: a version is
-- known from its event's occurredAt (known_from, its position from_position) until the occurredAt
-- of the event that superseded it (known_to, to_position; null = still current). A deletion only
-- closes. A read at T takes the versions with known_from <= T AND (known_to IS NULL OR known_to > T).
-- The columns are the live tables' (0030, 0031, 0032, 0048), so the same queries answer from both.

CREATE TABLE money_transaction_versions (
  user_id                  uuid        NOT NULL,
  id                       uuid        NOT NULL,
  from_position            text        NOT NULL,
  to_position              text,
  known_from               timestamptz NOT NULL,
  known_to                 timestamptz,
  title                    text        NOT NULL,
  type                     text        NOT NULL,
  amount_cents             bigint      NOT NULL,
  category                 text        NOT NULL,
  category_ids             uuid[]      NOT NULL,
  from_account_id          uuid,
  to_account_id            uuid,
  status                   text        NOT NULL,
  date                     date        NOT NULL,
  recurring_transaction_id uuid,
  is_recurring             boolean     NOT NULL,
  created_position         text        NOT NULL,
  updated_position         text        NOT NULL,
  created_at               timestamptz NOT NULL,
  updated_at               timestamptz NOT NULL,
  -- The accounts the domain's balanceEffects moves (money out of, money into): the balance rule
  -- decided once by the projection, so balance queries only sum.
  debit_account_id         uuid,
  credit_account_id        uuid,
  PRIMARY KEY (user_id, id, from_position)
);
-- The list at T (newest first), like money_transactions_by_date; the known range is checked on the row.
CREATE INDEX money_transaction_versions_by_date ON money_transaction_versions (user_id, date DESC, created_position DESC);
CREATE INDEX money_transaction_versions_by_from_account ON money_transaction_versions (user_id, from_account_id, date DESC, created_position DESC)
  WHERE from_account_id IS NOT NULL;
CREATE INDEX money_transaction_versions_by_to_account ON money_transaction_versions (user_id, to_account_id, date DESC, created_position DESC)
  WHERE to_account_id IS NOT NULL;
-- The current version of a transaction: what the next event closes.
CREATE INDEX money_transaction_versions_current ON money_transaction_versions (user_id, id) WHERE known_to IS NULL;

CREATE TABLE money_account_versions (
  user_id                uuid        NOT NULL,
  id                     uuid        NOT NULL,
  from_position          text        NOT NULL,
  to_position            text,
  known_from             timestamptz NOT NULL,
  known_to               timestamptz,
  account_name           text        NOT NULL,
  account_type           text        NOT NULL,
  starting_balance_cents bigint      NOT NULL,
  starting_balance_asof  date        NOT NULL,
  credit_limit_cents     bigint,
  description            text        NOT NULL,
  color                  text        NOT NULL,
  is_active              boolean     NOT NULL,
  is_primary             boolean     NOT NULL,
  created_position       text        NOT NULL,
  created_at             timestamptz NOT NULL,
  updated_at             timestamptz NOT NULL,
  PRIMARY KEY (user_id, id, from_position)
);

CREATE TABLE money_category_versions (
  user_id              uuid        NOT NULL,
  id                   uuid        NOT NULL,
  from_position        text        NOT NULL,
  to_position          text,
  known_from           timestamptz NOT NULL,
  known_to             timestamptz,
  transaction_category text        NOT NULL,
  transaction_type     text        NOT NULL,
  description          text        NOT NULL,
  color                text        NOT NULL,
  is_active            boolean     NOT NULL,
  created_position     text        NOT NULL,
  created_at           timestamptz NOT NULL,
  updated_at           timestamptz NOT NULL,
  PRIMARY KEY (user_id, id, from_position)
);

-- Balance adjustments never change and the live ledger never removes them (a deleted account's
-- balance is simply no longer listed), so each is known from its event on.
CREATE TABLE money_balance_adjustment_versions (
  user_id       uuid        NOT NULL,
  id            uuid        NOT NULL,
  account_id    uuid        NOT NULL,
  amount_cents  bigint      NOT NULL,
  date          date        NOT NULL,
  from_position text        NOT NULL,
  known_from    timestamptz NOT NULL,
  PRIMARY KEY (user_id, id)
);
