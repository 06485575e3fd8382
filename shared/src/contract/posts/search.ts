// Contract for search and the hot list: request/response schemas and the endpoints that use them.
// (Filled by issue 4's work on this domain.)

export const searchEndpoints = {} as const;
