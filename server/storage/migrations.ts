/**
 * The database schema, one step per release. A step is never edited once released: add a new
 * one. The database's `user_version` records how many steps it has applied.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE messages (
    id TEXT PRIMARY KEY,
    received_at INTEGER NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'spam')),
    spam_reason TEXT,
    ip_hash TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER,
    give_up_at INTEGER,
    lease_owner TEXT,
    lease_until INTEGER,
    last_error TEXT,
    sent_at INTEGER,
    delivery_ref TEXT
  ) STRICT;
  CREATE INDEX messages_due ON messages (status, next_attempt_at);
  CREATE INDEX messages_received ON messages (received_at);

  CREATE TABLE idempotency_keys (
    key TEXT PRIMARY KEY,
    message_id TEXT NOT NULL REFERENCES messages (id),
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

  CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) STRICT;
  `,
  // Private projects: the hash of each one's password, set from the server's terminal.
  `
  CREATE TABLE private_project_passwords (
    project_id TEXT PRIMARY KEY,
    password_hash TEXT NOT NULL,
    set_at INTEGER NOT NULL
  ) STRICT;
  `,
];
