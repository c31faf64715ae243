ALTER TABLE "testimonials" ADD COLUMN "approved" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Blog bodies are stored as sanitized HTML: a body without block markup (plain paragraphs separated by
-- blank lines) becomes one <p> per paragraph, single line breaks become <br />, and text without any
-- tag has &, < and > escaped. The result is what the server's sanitizer writes, so loading a post in
-- the editor and saving it unchanged stores the same text.
UPDATE "blogs" SET "content" = coalesce((
  SELECT string_agg(
    '<p>' || replace(
      CASE WHEN "blogs"."content" ~* '<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>' THEN t.para
        ELSE replace(replace(replace(t.para, '&', '&amp;'), '<', '&lt;'), '>', '&gt;') END,
      E'\n', '<br />') || '</p>',
    E'\n' ORDER BY t.ord)
  FROM (
    SELECT regexp_replace(p, '^\s+|\s+$', '', 'g') AS para, ord
    FROM regexp_split_to_table(replace(replace("blogs"."content", E'\r\n', E'\n'), E'\r', E'\n'), E'\n\\s*\n')
      WITH ORDINALITY AS s(p, ord)
  ) t
  WHERE t.para <> ''
), '')
WHERE "content" <> '' AND "content" !~* '<(p|div|ul|ol|li|h[1-6]|blockquote|pre|br|hr|table)(\s|/|>)';
