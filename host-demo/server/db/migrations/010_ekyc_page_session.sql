-- The eKYC simulator's page link carries a one-time token that lives 2 minutes: the page exchanges
-- it at once for a cookie (its hash in page_session_hash) and redirects to a URL without it, so a
-- token left in a history, a log or a Referer opens nothing.
alter table ekyc_simulator_sessions
  add column page_token_expires_at timestamptz,
  add column page_session_hash      text;
