"use client";

import { ContactForm } from "./contact-form";

/** The home page's in-page Request a demo form (#contactUs). */
export function DemoRequestForm() {
  return <ContactForm kind="demo" variant="inline" />;
}
