-- The game catalogue: every app on the home grid. Lottery rows mirror sdk/games/catalogue.ts and
-- are upserted on every start by seed-catalogue.ts; display fields follow GameApp in
-- sdk/commands/apps.ts. Money columns are bigint minor units (fils).
create table games (
  app_key            text primary key,
  -- Route key of /lottery/scratch-cards/:showkey and /lottery/e-instants/:showkey.
  show_key           text not null unique,
  lottery_type       integer unique,
  category           text not null check (category in ('lottery', 'scratch', 'e_instant')),
  -- 1 scheduled lottery, 2 scratch card, 4 single e-instant, 7 timed draw with interval.
  app_type           smallint not null check (app_type in (1, 2, 4, 7)),
  sort_order         integer not null,
  app_name_en        text not null,
  app_name_ar        text not null,
  merchant_name      text not null,
  app_path           text not null,
  icon_url           text not null,
  lotto_logo         text not null,
  view_bg_img        text not null,
  demo_url           text,
  min_order_amount   bigint not null check (min_order_amount >= 0),
  max_order_amount   bigint not null,
  max_prize_amount   bigint not null check (max_prize_amount >= 0),
  jackpot_amount     bigint,
  raffle_amount      bigint,
  raffle_num         integer,
  login_status       smallint not null default 1 check (login_status in (0, 1)),
  demo_login_status  smallint not null default 0 check (demo_login_status in (0, 1)),
  -- 0 none, 1 hot, 2 new.
  app_mark_type      smallint not null default 0 check (app_mark_type in (0, 1, 2)),
  title_bg_color     text not null,
  font_color         text not null,
  on_sale            boolean not null default true,
  updated_at         timestamptz not null default now(),
  check (max_order_amount >= min_order_amount),
  check ((category = 'lottery') = (lottery_type is not null))
);

-- 700014 lists on-sale apps in display order, optionally of one category.
create index games_on_sale_order on games (sort_order) where on_sale;
create index games_on_sale_category_order on games (category, sort_order) where on_sale;
