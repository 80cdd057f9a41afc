import type { SqlClient } from "@/lib/store/client";
import type { MailMessage } from "./message";

export async function saveToOutbox(db: SqlClient, message: MailMessage): Promise<void> {
  await db.query("insert into site_mail_outbox (recipient, subject, text_body, html_body) values ($1, $2, $3, $4)", [
    message.to,
    message.subject,
    message.text,
    message.html,
  ]);
}
