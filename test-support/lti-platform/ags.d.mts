import type { IncomingMessage, ServerResponse } from "node:http";

export interface StandInScorePost {
  item: number;
  scope: boolean;
  mediaType: string;
  body: Record<string, unknown> | null;
  /** The status the post was answered with. */
  status: number;
}

export interface StandInCourse {
  lineItems: Array<Record<string, unknown> & { id: string }>;
  gradebook: Array<Record<string, unknown> & { item: number }>;
  posts: StandInScorePost[];
  failTimes: number;
  refuse: boolean;
}

export declare function createGradeServices(baseUrl: string): {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  course(id: string): StandInCourse;
};
