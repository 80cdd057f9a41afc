import { z } from "./zod";

export const setCurrentGameSchema = z.object({
  game_id: z.string().trim().min(1).max(64),
});
export type SetCurrentGameValues = z.output<typeof setCurrentGameSchema>;
