import { z } from "zod";

const id = z.string().trim().min(1).max(255);
const hint = z.string().max(2048);

/** LTI 1.3 §4.1 third-party initiated login, as the platform sends it (GET query or POST form). */
export const loginRequestSchema = z.object({
  iss: id,
  login_hint: hint.min(1),
  target_link_uri: z
    .string()
    .max(2048)
    .pipe(z.url({ protocol: /^https?$/ })),
  lti_message_hint: hint.optional(),
  client_id: id.optional(),
  lti_deployment_id: id.optional(),
});

export type LoginRequest = z.output<typeof loginRequestSchema>;

/** The request again as a query string (kept with the state, to start over from a new window). */
export function loginQueryOf(request: LoginRequest, clientId: string): string {
  const query = new URLSearchParams({
    iss: request.iss,
    login_hint: request.login_hint,
    target_link_uri: request.target_link_uri,
    client_id: clientId,
  });
  if (request.lti_message_hint !== undefined) query.set("lti_message_hint", request.lti_message_hint);
  if (request.lti_deployment_id !== undefined) query.set("lti_deployment_id", request.lti_deployment_id);
  return query.toString();
}
