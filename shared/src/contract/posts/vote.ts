// Contract for votes and reactions: request/response schemas and the endpoints that use them.
// (Filled by issue 4's work on this domain.)

export const voteEndpoints = {} as const;
