// Server messages (reason keys and field-error keys) of this domain, in every language. Keys are flat.
export const voteMessages_en_US = {} as const;

export const voteMessages_zh_CN: Record<keyof typeof voteMessages_en_US, string> = {};
