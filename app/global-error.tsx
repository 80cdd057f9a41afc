"use client";

import { ErrorScreen } from "@/components/errors/error-screen";
import { errorMessages } from "@/lib/messages/errors";
import "./globals.css";

export default function GlobalError() {
  return (
    <html lang="en">
      <body>
        <ErrorScreen heading={errorMessages.errorPage.heading} />
      </body>
    </html>
  );
}
