import { upstreamFieldMessages } from "@/upstream-contract/messages";

/** Every text field's length limit (lib/validations/text.ts). */
export const limitMessages = {
  tooLong: "Please use at most {max} characters.",
  emailMixedScripts: upstreamFieldMessages.emailMixedScripts,
  emailInvisible: upstreamFieldMessages.emailInvisible,
} as const;

/** Fills `{name}` placeholders of a message: fillMessage(limitMessages.tooLong, { max: 120 }). */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
