"use client";

import { ErrorScreen } from "@/components/errors/error-screen";
import { errorMessages as messages } from "@/lib/error-messages";
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
