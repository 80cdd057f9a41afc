export interface Header {
  key: string;
  value: string;
}

export declare function securityHeaders(options: { production: boolean }): Header[];
