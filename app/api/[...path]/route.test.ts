import { messages } from "@/lib/messages";
import { jsonOf, type Method } from "@/test-support/api/requests";
import * as route from "./route";

describe("an /api path no route serves", () => {
  it.each<Method>(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])(
    "%s /api/nope/deeper answers 404 in JSON",
    async (method) => {
      const handler = route[method as keyof typeof route];
      const response = await handler();
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("application/json");
      if (method !== "HEAD") expect(await jsonOf(response)).toEqual({ message: messages.api.notFound });
    },
  );
});
