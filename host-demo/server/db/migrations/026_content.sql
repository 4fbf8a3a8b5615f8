-- The content store (SPEC §2 content routes, §3 articles 'brief'/'whole'; DESIGN "Content"):
-- articles, news, FAQs, legal texts and help pages, each in both languages, answered by 200021.
-- An operator adds or edits them with `npm run article` (dev/article.ts); the server seeds the
-- product's texts (seed/content/) when their key is absent, never over an operator's edit.
--
-- Every HTML column holds text that went through the server's sanitiser
-- (domains/content/sanitise-html.ts) before it was written; the handler sanitises again when it
-- answers, so a row written by hand in SQL is still served clean.

create table articles (
  id            integer primary key generated always as identity,
  -- The stable name a route asks for (/article?key=…, /Privacy-Notice is key Privacy-Notice).
  article_key   text not null unique check (article_key ~ '^[A-Za-z0-9][A-Za-z0-9-]{0,79}$'),
  -- terms, privacy, about, how-to-play, faq, news, game-info, help, app.
  category      text not null check (category ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  -- A FAQ question's category article; a child section of a page.
  parent_id     integer references articles (id),
  -- The game it explains (how to play, Pick 3 and Pick 4 information), SPEC §3 lotteryType.
  lottery_type  integer check (lottery_type between 1 and 9999),
  sort_order    integer not null default 0,
  -- News are listed newest first by this; an article published in the future is not served yet.
  published_at  timestamptz not null,
  updated_at    timestamptz not null
);
create index articles_by_category on articles (category, sort_order, published_at desc);
create index articles_by_parent on articles (parent_id) where parent_id is not null;
create index articles_by_lottery_type on articles (lottery_type) where lottery_type is not null;

create table article_texts (
  article_id   integer not null references articles (id) on delete cascade,
  language     text not null check (language in ('en-US', 'ar-AE')),
  title        text not null check (length(title) between 1 and 200),
  -- Page meta (SPEC §2: title, keywords, description per route; articles by their key).
  description  text not null default '' check (length(description) <= 300),
  keywords     text not null default '' check (length(keywords) <= 300),
  -- Sanitised HTML. 'brief': the summary a list shows (news cards, the FAQ's question list);
  -- 'whole': the full text.
  brief        text not null check (length(brief) <= 4000),
  whole        text not null check (length(whole) <= 60000),
  primary key (article_id, language)
);
create index article_texts_by_title on article_texts (language, lower(title));
