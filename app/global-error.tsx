"use client";

import { ErrorScreen } from "@/components/errors/error-screen";
import { messages } from "@/lib/messages";
import "./globals.css";

export default function GlobalError() {
  return (
    <html lang="en">
      <body>
        <ErrorScreen heading={messages.errorPage.heading} />
      </body>
    </html>
  );
}
