import { createHash } from "node:crypto";
import { LOGIN_STATE_TTL_SECONDS } from "./store/login-states";

/**
 * The cookie that ties a launch to the browser that started its login (LTI Security Framework §5.1.1.3).
 * The platform posts the launch from its own site, and often inside its own iframe, so this cookie (and
 * only this one) is SameSite=None; Secure. One cookie per state, so two links opened at once both work.
 */
export const stateCookieName = (state: string) => `lti-state-${createHash("sha256").update(state).digest("hex").slice(0, 16)}`;

const attributes = "Path=/api/lti/launch; HttpOnly; Secure; SameSite=None";

export const stateCookie = (state: string) => `${stateCookieName(state)}=${state}; Max-Age=${LOGIN_STATE_TTL_SECONDS}; ${attributes}`;

export const clearedStateCookie = (state: string) => `${stateCookieName(state)}=; Max-Age=0; ${attributes}`;
