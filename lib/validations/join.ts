import { z } from "./zod";
import { uiMessages as messages } from "@/lib/ui-messages";

export const joinCodeSchema = z.object({
  code: z.string().trim().min(1, messages.join.empty).max(64),
});
export type JoinCodeValues = z.output<typeof joinCodeSchema>;
