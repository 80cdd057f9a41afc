import { z } from "zod";
import type { PlatformFetch } from "../platform-address/platform-fetch";
import { accessToken } from "../nrps/access-token";
import { platformJson } from "../nrps/platform-json";
import type { Platform } from "../platform-schema";
import { AGS_LINE_ITEM_SCOPE, LINE_ITEM_MEDIA_TYPE } from "./scopes";

const createdSchema = z.object({
  id: z
    .string()
    .max(2048)
    .pipe(z.url({ protocol: /^https?$/ })),
});

export interface LineItemRequest {
  platform: Pick<Platform, "clientId" | "tokenUrl">;
  lineItemsUrl: string;
  lineItem: { label: string; scoreMaximum: number; resourceId: string };
  resourceLinkId: string;
  assertion: () => Promise<string>;
  fetchImpl: PlatformFetch;
  signal?: AbortSignal;
}

/** POSTs a new line item to the course's line items (AGS 2.0 §3.2) and answers its address; throws a PlatformServiceError. */
export async function createLineItem({
  platform,
  lineItemsUrl,
  lineItem,
  resourceLinkId,
  assertion,
  fetchImpl,
  signal,
}: LineItemRequest): Promise<string> {
  const token = await accessToken({
    clientId: platform.clientId,
    tokenUrl: platform.tokenUrl,
    scope: AGS_LINE_ITEM_SCOPE,
    assertion,
    signal,
    fetchImpl,
  });
  const { value } = await platformJson({
    fetchImpl,
    url: lineItemsUrl,
    init: {
      method: "POST",
      headers: { "content-type": LINE_ITEM_MEDIA_TYPE, accept: LINE_ITEM_MEDIA_TYPE, authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...lineItem, resourceLinkId }),
      signal,
    },
    what: "the line items",
    limit: 64 * 1024,
    schema: createdSchema,
  });
  return value.id;
}
