-- Failed sign-ins are counted per (e-mail, client address) and per address (issue 13): failures
-- from one address must not lock the owner out of their account from another. Rows written
-- before this migration keep address '' and age out of the 15-minute window on their own.
ALTER TABLE login_failures ADD COLUMN address text NOT NULL DEFAULT '';
-- One e-mail from one address: the lock-out count and a successful sign-in's clear.
CREATE INDEX login_failures_email_address_idx ON login_failures (email, address, attempted_at DESC);
-- One address across e-mails: the credential-stuffing cap and the lazy clean-up.
CREATE INDEX login_failures_address_idx ON login_failures (address, attempted_at DESC);
-- Nothing reads by e-mail alone any more.
DROP INDEX login_failures_email_idx;
