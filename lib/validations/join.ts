import { z } from "./zod";
import { messages } from "@/lib/messages";

export const joinCodeSchema = z.object({
  code: z.string().trim().min(1, messages.join.empty).max(64),
});
export type JoinCodeValues = z.output<typeof joinCodeSchema>;
