-- The staff answer a contact has not opened yet (docs/decisions/0036-members-own-tickets-and-unread-answers.md).
ALTER TABLE "support_tickets" ADD COLUMN "unread_reply_at" timestamp with time zone;
