-- Navigation tabs served by 200025: header tabs (tab_type 23) and bottom tabs (tab_type 7) per
-- business line. A sub-tab names its parent by tab_key. side_apps says which games fill the
-- tab's sideMerchantApps ('featured' = apps marked hot or new).
create table nav_tabs (
  id             bigserial primary key,
  business_line  text not null check (business_line in ('h5-new', 'botim')),
  tab_type       smallint not null check (tab_type in (7, 23)),
  tab_key        text not null,
  parent_key     text,
  sort_order     integer not null,
  extra          text not null check (extra in ('card', 'draws', 'news', 'faqs', 'Play Responsibly', 'play', 'luckyday', 'e_instant')),
  jump_url       text not null,
  target         text not null default '_self' check (target in ('_self', '_blank')),
  icon           text,
  active_icon    text,
  local_name_en  text not null,
  local_name_ar  text not null,
  side_apps      text check (side_apps in ('lottery', 'scratch', 'e_instant', 'featured')),
  unique (business_line, tab_type, tab_key)
);

-- 200025 reads one business line and one or two tab types, in display order.
create index nav_tabs_line_type_order on nav_tabs (business_line, tab_type, sort_order);
