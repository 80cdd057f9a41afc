/**
 * The accounts tables of the site's own store, in order. Applied once each, by id. One-time tokens are
 * kept only as SHA-256 hashes; e-mails are stored trimmed and lower-cased.
 */
export const accountsMigrations: ReadonlyArray<{ id: string; sql: string }> = [
  {
    id: "accounts-001-one-time-tokens",
    sql: `create table if not exists one_time_tokens (
      token_hash text primary key,
      purpose text not null,
      email text not null,
      mode text not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index if not exists one_time_tokens_subject on one_time_tokens (purpose, email)`,
  },
  {
    id: "accounts-002-ended-sessions",
    sql: `create table if not exists ended_sessions (
      sid text primary key,
      ended_at timestamptz not null,
      expires_at timestamptz not null
    );
    create table if not exists session_cutoffs (
      email text primary key,
      cutoff_at timestamptz not null
    )`,
  },
  {
    id: "accounts-003-verified-emails",
    sql: `create table if not exists verified_emails (
      email text primary key,
      verified_at timestamptz not null
    )`,
  },
  {
    id: "accounts-004-mail-outbox",
    sql: `create table if not exists mail_outbox (
      id bigserial primary key,
      recipient text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      created_at timestamptz not null default now()
    )`,
  },
];

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
