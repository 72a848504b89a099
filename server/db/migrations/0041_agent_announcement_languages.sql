-- Agent announcements per language, English always (docs/decisions/0905). What was posted before was
-- plain text by the form's word: it becomes the English version, its content escaped as text and its
-- line breaks kept, so it reads as it was written now that the content is shown as HTML.
ALTER TABLE "agent_announcement" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('en', "title");--> statement-breakpoint
ALTER TABLE "agent_announcement" ALTER COLUMN "content" SET DATA TYPE jsonb USING jsonb_build_object(
  'en',
  '<p>' || replace(replace(replace(replace(replace(replace(replace("content", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), E'\r\n', E'\n'), E'\r', E'\n'), E'\n', '<br />') || '</p>'
);
