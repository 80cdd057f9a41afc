import type { Metadata } from "next";
import { ErrorScreen } from "@/components/errors/error-screen";
import { uiMessages as messages } from "@/lib/ui-messages";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

export default function NotFound() {
  return <ErrorScreen code="404" heading={messages.notFound.heading} text={messages.notFound.text} />;
}
