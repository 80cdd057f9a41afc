import { upstreamMessages } from "@/upstream-contract/messages";
import { UpstreamError } from "@/upstream-contract/errors";
import type { Upstream } from "@/upstream-contract/types";
import type { Context } from "./context";
import { once } from "./idempotency";
import { requireEmail } from "./input";
import { contactMessages } from "./schema";

/** Contact and demo messages: stored, never mailed. */
export function contact(ctx: Context): Pick<Upstream, "submitContact"> {
  return {
    async submitContact(input, write) {
      const { db } = await ctx.state();
      const name = input.name.trim();
      const message = input.message.trim();
      if (!name || !message) throw new UpstreamError(400, upstreamMessages.invalidRequest);
      const values = {
        name: name.slice(0, 200),
        email: requireEmail(input.email),
        message: message.slice(0, 5000),
        kind: input.kind === "collaboration" ? ("collaboration" as const) : ("demo" as const),
        course: input.course?.trim().slice(0, 200) || null,
        classSize: input.class_size ?? null,
      };
      return once(db, { write, operation: "contact", input: values, now: ctx.now() }, async (tx) => {
        await tx.insert(contactMessages).values(values);
      });
    },
  };
}
