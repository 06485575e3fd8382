// Contract for post states (close/reopen/pin/unlist/delete/recover), bookmarks, follows, related and invitations: request/response schemas and the endpoints that use them.
// (Filled by issue 4's work on this domain.)

export const questionStateEndpoints = {} as const;
