/** An id we accept from a trusted proxy: nginx's $request_id (32 hex digits), a UUID, or the like; nothing that could forge a log field. */
const VALID = /^[A-Za-z0-9._:-]{8,128}$/;

export function acceptedRequestId(value: string | string[] | undefined): string | undefined {
  const single = Array.isArray(value) ? value[0] : value;
  return single !== undefined && VALID.test(single) ? single : undefined;
}
