-- Money read models, part 1: the accounts of each user (projection 'money-accounts').
-- Money is integer cents (bigint) so sums stay exact; ids are uuids; every index leads with user_id.
-- Deleted accounts keep their row (deleted = true): transactions still point at them and show
-- 'Unknown Account', and a reference check must tell "deleted" from "never existed" the same way.
CREATE TABLE money_accounts (
  user_id                uuid        NOT NULL,
  id                     uuid        NOT NULL,
  account_name           text        NOT NULL,
  account_type           text        NOT NULL,
  starting_balance_cents bigint      NOT NULL,
  starting_balance_asof  date        NOT NULL,
  credit_limit_cents     bigint,
  description            text        NOT NULL,
  color                  text        NOT NULL,
  is_active              boolean     NOT NULL,
  is_primary             boolean     NOT NULL DEFAULT false,
  deleted                boolean     NOT NULL DEFAULT false,
  -- Event-store position of AccountOpened: a creation order that a rebuild reproduces exactly.
  created_position       text        NOT NULL,
  created_at             timestamptz NOT NULL,
  updated_at             timestamptz NOT NULL,
  PRIMARY KEY (user_id, id)
);

-- At most one live primary per user: the account book decides it, this makes a projection bug loud.
CREATE UNIQUE INDEX money_accounts_one_primary ON money_accounts (user_id) WHERE is_primary AND NOT deleted;
