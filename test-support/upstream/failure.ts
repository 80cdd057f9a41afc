import { UpstreamError } from "@/upstream-contract/errors";

/** The UpstreamError a call fails with; any other outcome fails the test. */
export async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}
