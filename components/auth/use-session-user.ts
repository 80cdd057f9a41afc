"use client";

export type SessionUserType = "instructor" | "student" | "bot";

export interface SessionUser {
  uid: string;
  email: string;
  name: string;
  picture: string | null;
  type: SessionUserType;
}

export interface SessionUserState {
  user: SessionUser | null;
  status: "loading" | "authenticated" | "unauthenticated";
}

/** Placeholder until the accounts work lands: everyone is signed out. */
export function useSessionUser(): SessionUserState {
  return { user: null, status: "unauthenticated" };
}
