CREATE TABLE "member_note" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_note" ADD CONSTRAINT "member_note_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_note_member" ON "member_note" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_search_username" ON "member" USING btree (lower("username") collate "C","id");--> statement-breakpoint
CREATE INDEX "member_search_mobile" ON "member" USING btree ("mobile_num" collate "C","id");--> statement-breakpoint
CREATE INDEX "member_search_email" ON "member" USING btree (lower("email") collate "C","id");--> statement-breakpoint
CREATE INDEX "member_search_affiliate" ON "member" USING btree (lower("affiliate_code") collate "C","id");