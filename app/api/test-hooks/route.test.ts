import { NextRequest } from "next/server";
import { GET, POST } from "./route";

describe("test hooks", () => {
  it("do not exist unless the server was started with E2E_TEST_HOOKS=1", async () => {
    delete process.env.E2E_TEST_HOOKS;
    const read = await GET(new NextRequest("http://localhost/api/test-hooks?contactEmail=a@example.com"));
    expect(read.status).toBe(404);
    const write = await POST(
      new NextRequest("http://localhost/api/test-hooks", {
        method: "POST",
        body: JSON.stringify({ email: "facilitator@example.com", gameId: "ev-gambit", simulationName: "x", expiryDate: null }),
      }),
    );
    expect(write.status).toBe(404);
    expect(await write.json()).toMatchObject({ message: "Not Found" });
  });
});
