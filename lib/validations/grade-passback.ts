import { z } from "./zod";

/** The professor's switch for one placed game's grades: the course (its dashboard key), the graded link, on or off. */
export const gradePassbackSchema = z
  .object({
    course: z
      .string()
      .max(24)
      .regex(/^[0-9a-f]{24}$/),
    link: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    on: z.boolean(),
  })
  .strict();

export type GradePassback = z.output<typeof gradePassbackSchema>;
