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
  // The Studio: the owner's password and sessions, and the inbox's read, archive and search.
  `
  CREATE TABLE studio_owner (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    password_hash TEXT NOT NULL,
    set_at INTEGER NOT NULL
  ) STRICT;

  CREATE TABLE studio_sessions (
    id TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    csrf_token TEXT NOT NULL,
    device TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  ) STRICT;

  ALTER TABLE messages ADD COLUMN read_at INTEGER;
  ALTER TABLE messages ADD COLUMN archived_at INTEGER;
  CREATE INDEX messages_newest ON messages (received_at DESC, id DESC);
  CREATE INDEX messages_status_newest ON messages (status, received_at DESC, id DESC);
  CREATE INDEX messages_archived ON messages (received_at DESC, id DESC)
    WHERE archived_at IS NOT NULL;
  CREATE INDEX messages_unread ON messages (received_at)
    WHERE read_at IS NULL AND archived_at IS NULL AND status != 'spam';

  CREATE VIRTUAL TABLE messages_search USING fts5 (
    message_id UNINDEXED, name, email, subject, message,
    tokenize = 'unicode61 remove_diacritics 2'
  );
  INSERT INTO messages_search (message_id, name, email, subject, message)
    SELECT id, name, email, subject, message FROM messages ORDER BY received_at, id;
  CREATE TRIGGER messages_search_insert AFTER INSERT ON messages BEGIN
    INSERT INTO messages_search (message_id, name, email, subject, message)
      VALUES (new.id, new.name, new.email, new.subject, new.message);
  END;
  CREATE TRIGGER messages_search_delete AFTER DELETE ON messages BEGIN
    DELETE FROM messages_search WHERE message_id = old.id;
  END;
  `,
  // Private projects: the hash of each one's password, set from the server's terminal.
  `
  CREATE TABLE private_project_passwords (
    project_id TEXT PRIMARY KEY,
    password_hash TEXT NOT NULL,
    set_at INTEGER NOT NULL
  ) STRICT;
  `,
  // Passkeys: a second way into the Studio beside the password.
  `
  CREATE TABLE studio_passkeys (
    id TEXT PRIMARY KEY,
    public_key BLOB NOT NULL,
    counter INTEGER NOT NULL,
    transports TEXT NOT NULL,
    name TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER
  ) STRICT;
  `,
  // The passkey a session was opened with, so that removing the passkey ends its sessions.
  `
  ALTER TABLE studio_sessions ADD COLUMN passkey_id TEXT;
  CREATE INDEX studio_sessions_passkey ON studio_sessions (passkey_id) WHERE passkey_id IS NOT NULL;
  `,
  // Mail to the owner about their own account (a passkey added, the password changed): written
  // by the server or a command, sent by the server.
  `
  CREATE TABLE owner_notices (
    id TEXT PRIMARY KEY,
    created_at INTEGER NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    sent_at INTEGER,
    last_error TEXT
  ) STRICT;
  CREATE INDEX owner_notices_due ON owner_notices (next_attempt_at) WHERE status = 'pending';
  `,
  // The one-time address that lets the owner choose the Studio's password from a browser.
  `
  CREATE TABLE studio_setup (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    token_hash TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  ) STRICT;
  `,
];
