// Contract for comments: request/response schemas and the endpoints that use them.
// (Filled by issue 4's work on this domain.)

export const commentEndpoints = {} as const;
