-- a banner links only to a site-relative path (/search?…, never //host or /\host)
-- or to an absolute http(s) URL; never javascript:, data:, vbscript: or any other scheme, and no
-- whitespace, control characters or backslashes (browsers drop tabs and read \ as /).
-- The same rule is SAFE_LINK_PATTERN in shared/src/contracts/schemas/kit.ts (the API also
-- filters on read). Banners that break it are switched off and pointed at the home page, then
-- the rule becomes a CHECK, so no write path (seed, SQL by hand, a future admin) can store one.
UPDATE "banners" SET "active" = false, "link_path" = '/'
  WHERE "link_path" !~ '^([hH][tT][tT][pP][sS]?://[^[:space:][:cntrl:]/?#\\]+|/([^/\\[:space:][:cntrl:]]|$))[^[:space:][:cntrl:]\\]*$';--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_link_path_safe"
  CHECK ("link_path" ~ '^([hH][tT][tT][pP][sS]?://[^[:space:][:cntrl:]/?#\\]+|/([^/\\[:space:][:cntrl:]]|$))[^[:space:][:cntrl:]\\]*$');
