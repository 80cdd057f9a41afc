import { storeTables, type StoreDb } from "@/lib/store";
import type { MailMessage } from "./message";

export async function saveToOutbox(db: StoreDb, message: MailMessage): Promise<void> {
  await db
    .insert(storeTables.mailOutbox)
    .values({ recipient: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html });
}
