import { errorResponse } from "@/lib/api/responses";
import { messages } from "@/lib/messages";

/** Any /api/… path no route serves: a JSON 404, whatever the method, never the HTML not-found page. */
const notFound = async () => errorResponse(404, messages.api.notFound);

export { notFound as GET, notFound as HEAD, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as OPTIONS };
