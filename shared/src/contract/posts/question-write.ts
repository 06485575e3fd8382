// Contract for ask and edit posts (POST/PUT/DELETE question, question/similar): request/response schemas and the endpoints that use them.
// (Filled by issue 4's work on this domain.)

export const questionWriteEndpoints = {} as const;
