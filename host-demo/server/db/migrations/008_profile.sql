-- Profile and settings: notification choices, uploaded documents, account deletion requests.

create table notification_settings (
  player_id     bigint primary key references players (id),
  draw_results  boolean not null,
  winnings      boolean not null,
  promotions    boolean not null,
  by_sms        boolean not null,
  by_email      boolean not null,
  updated_at    timestamptz not null
);

-- Images a player uploaded (100136), checked by their bytes: JPEG or PNG, at most 5 MiB.
create table player_documents (
  id            bigserial primary key,
  public_id     text not null unique,
  player_id     bigint not null references players (id),
  purpose       text not null check (purpose in ('account-deletion')),
  file_name     text not null,
  content_type  text not null check (content_type in ('image/jpeg', 'image/png')),
  size_bytes    integer not null check (size_bytes between 1 and 5242880),
  content       bytea not null,
  created_at    timestamptz not null
);
create index player_documents_by_player on player_documents (player_id);

-- 100134: deleted after delete_after unless withdrawn (SPEC §9: no recovery request for 30 days).
create table account_deletion_requests (
  id            bigserial primary key,
  public_id     text not null unique,
  player_id     bigint not null references players (id),
  remark        text not null,
  document_ids  text[] not null,
  created_at    timestamptz not null,
  delete_after  timestamptz not null,
  withdrawn_at  timestamptz
);
-- At most one open request per player.
create unique index account_deletion_open on account_deletion_requests (player_id) where withdrawn_at is null;
