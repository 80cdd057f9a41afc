export { authRouteHandler as GET, authRouteHandler as POST } from "@/lib/auth/route-handler";
