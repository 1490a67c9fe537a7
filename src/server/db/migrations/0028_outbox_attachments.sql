CREATE TABLE "email_outbox_attachment_uses" (
	"outbox_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text,
	"sha256" text NOT NULL,
	CONSTRAINT "email_outbox_attachment_uses_outbox_id_position_pk" PRIMARY KEY("outbox_id","position")
);
--> statement-breakpoint
CREATE TABLE "email_outbox_attachments" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox_attachment_uses" ADD CONSTRAINT "email_outbox_attachment_uses_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox_attachment_uses" ADD CONSTRAINT "email_outbox_attachment_uses_sha256_email_outbox_attachments_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."email_outbox_attachments"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_attachment_uses_sha256_idx" ON "email_outbox_attachment_uses" USING btree ("sha256");--> statement-breakpoint
-- Rows queued before this migration kept their attachments in base64 inside the payload: move
-- each content once into email_outbox_attachments and record the uses in order.
INSERT INTO "email_outbox_attachments" ("sha256", "content", "size_bytes")
SELECT DISTINCT ON (bytes.sha256) bytes.sha256, bytes.content, length(bytes.content)
FROM "email_outbox" o
CROSS JOIN LATERAL jsonb_array_elements(o."payload"->'attachments') AS a(item)
CROSS JOIN LATERAL (SELECT decode(a.item->>'contentBase64', 'base64') AS content) AS decoded
CROSS JOIN LATERAL (SELECT encode(sha256(decoded.content), 'hex') AS sha256, decoded.content) AS bytes
WHERE jsonb_typeof(o."payload"->'attachments') = 'array'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "email_outbox_attachment_uses" ("outbox_id", "position", "filename", "content_type", "sha256")
SELECT o."id", a.position - 1, a.item->>'filename', a.item->>'contentType', encode(sha256(decode(a.item->>'contentBase64', 'base64')), 'hex')
FROM "email_outbox" o
CROSS JOIN LATERAL jsonb_array_elements(o."payload"->'attachments') WITH ORDINALITY AS a(item, position)
WHERE jsonb_typeof(o."payload"->'attachments') = 'array';
--> statement-breakpoint
UPDATE "email_outbox" SET "payload" = "payload" - 'attachments' WHERE "payload" ? 'attachments';
