-- Personal API tokens (Authorization: Bearer). Only the sha256 of the secret is kept;
-- the secret is shown once at creation.
CREATE TABLE api_tokens (
  id           uuid PRIMARY KEY,
  user_id      text NOT NULL,
  name         text NOT NULL,
  token_hash   text NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX api_tokens_user_id_idx ON api_tokens (user_id, created_at);
