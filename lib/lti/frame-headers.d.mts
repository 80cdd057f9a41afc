export declare const LTI_FRAME_ANCESTORS: string;
export declare function ltiHandlerPolicy(options?: { formAction?: string; scriptHashes?: string[] }): string;
export declare const SITE_HEADERS_SOURCE: string;
export declare function framedPagePolicy(sitePolicy: string): string;
