/**
 * Import before anything that reads lib/env, in Jest files that speak to the loopback stand-in
 * (./loopback-platform.ts): the tool may then call a platform over plain http on 127.0.0.1, and nowhere
 * else. Put back after the file.
 */
const saved = process.env.LTI_ALLOW_LOOPBACK_PLATFORMS;
process.env.LTI_ALLOW_LOOPBACK_PLATFORMS = "true";

afterAll(() => {
  if (saved === undefined) delete process.env.LTI_ALLOW_LOOPBACK_PLATFORMS;
  else process.env.LTI_ALLOW_LOOPBACK_PLATFORMS = saved;
});
