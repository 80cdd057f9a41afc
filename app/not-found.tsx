import type { Metadata } from "next";
import { ErrorScreen } from "@/components/errors/error-screen";
import { errorMessages } from "@/lib/messages/errors";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

export default function NotFound() {
  return <ErrorScreen code="404" heading={errorMessages.notFound.heading} text={errorMessages.notFound.text} />;
}
