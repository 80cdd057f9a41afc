import { notAllowed } from "@/lib/api/handler";

export { authRouteHandler as GET, authRouteHandler as POST } from "@/lib/auth/route-handler";

export const PUT = notAllowed(["GET", "POST"]);
export const PATCH = PUT;
export const DELETE = PUT;
