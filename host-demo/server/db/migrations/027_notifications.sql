-- The player's notifications (SPEC §2 /account/notification/list and message detail, §3 balance
-- unreadSysMessage / unreadOperateMessage, §9 notification badge 99+): system messages the
-- server writes when something happens to the player (a deposit credited, a withdrawal paid or
-- returned, a win credited, the identity check's result) and operator messages an operator sends
-- with `npm run notify` (dev/notify.ts) to one player or to all.
--
-- A system message keeps its topic and parameters, not its text: it is read in the reader's
-- language (domains/notifications/notification-texts.ts). An operator message keeps its texts
-- once, in both languages, in operator_messages; each recipient has one notifications row.
--
-- The unread counts that 100124 answers are a row per player (notification_counts), kept by the
-- statement triggers below in the same transaction as the rows they count: reading them is one
-- primary-key read, whatever the player's history, and no writer can forget them.

create table operator_messages (
  id          bigint primary key generated always as identity,
  -- 'service': always delivered; 'promotion': only to players who opted in (notification_settings.promotions).
  category    text not null check (category in ('service', 'promotion')),
  title_en    text not null check (length(title_en) between 1 and 120),
  body_en     text not null check (length(body_en) between 1 and 2000),
  title_ar    text not null check (length(title_ar) between 1 and 120),
  body_ar     text not null check (length(body_ar) between 1 and 2000),
  -- The player it was sent to, or null for all players.
  to_player   bigint references players (id),
  created_at  timestamptz not null
);

create table notifications (
  id                   bigint primary key generated always as identity,
  player_id            bigint not null references players (id),
  kind                 text not null check (kind in ('system', 'operator')),
  -- system: deposit-credited, withdrawal-paid, withdrawal-returned, win-credited, kyc-verified, kyc-failed;
  -- operator: the message's category.
  topic                text not null check (topic ~ '^[a-z][a-z-]{0,39}$'),
  -- What the system message's text is made of (amount, order, withdrawal ids), never free text.
  params               jsonb not null default '{}'::jsonb,
  operator_message_id  bigint references operator_messages (id),
  -- What the message is about ('deposit:12'), so the same event never writes twice.
  source_key           text check (length(source_key) <= 80),
  created_at           timestamptz not null,
  read_at              timestamptz,
  check ((kind = 'operator') = (operator_message_id is not null))
);
-- The list (newest first, cursor by id) and the detail of one player's messages.
create index notifications_by_player on notifications (player_id, id desc);
-- The unread ones only (the list's unread filter, "mark all read"): as many entries as unread messages.
create index notifications_unread_by_player on notifications (player_id, id desc) where read_at is null;
create unique index notifications_by_source on notifications (player_id, source_key) where source_key is not null;
-- One recipient row per player and operator message: sending twice to all adds nobody twice.
create unique index notifications_by_operator_message on notifications (operator_message_id, player_id) where operator_message_id is not null;

create table notification_counts (
  player_id        bigint primary key references players (id),
  unread_system    integer not null default 0 check (unread_system >= 0),
  unread_operator  integer not null default 0 check (unread_operator >= 0)
);

-- New rows: one upsert per statement, grouped by player (a message to all players is one statement).
create function notifications_count_inserted() returns trigger language plpgsql as $$
begin
  insert into notification_counts as c (player_id, unread_system, unread_operator)
  select player_id,
         (count(*) filter (where kind = 'system' and read_at is null))::int,
         (count(*) filter (where kind = 'operator' and read_at is null))::int
    from inserted group by player_id order by player_id
  on conflict (player_id) do update
     set unread_system = c.unread_system + excluded.unread_system,
         unread_operator = c.unread_operator + excluded.unread_operator;
  return null;
end $$;

-- Rows marked read (or unread): the difference, per player, from the rows this statement changed.
create function notifications_count_updated() returns trigger language plpgsql as $$
begin
  update notification_counts c
     set unread_system = c.unread_system - d.sys, unread_operator = c.unread_operator - d.op
    from (
      select n.player_id,
             coalesce(sum(case when o.read_at is null and n.read_at is not null then 1
                               when o.read_at is not null and n.read_at is null then -1 else 0 end)
                        filter (where n.kind = 'system'), 0)::int as sys,
             coalesce(sum(case when o.read_at is null and n.read_at is not null then 1
                               when o.read_at is not null and n.read_at is null then -1 else 0 end)
                        filter (where n.kind = 'operator'), 0)::int as op
        from changed n join previous o on o.id = n.id
       group by n.player_id
    ) d
   where c.player_id = d.player_id and (d.sys <> 0 or d.op <> 0);
  return null;
end $$;

create trigger notifications_count_inserted after insert on notifications
  referencing new table as inserted for each statement execute function notifications_count_inserted();
create trigger notifications_count_updated after update on notifications
  referencing old table as previous new table as changed for each statement execute function notifications_count_updated();
