// Server messages (reason keys and field-error keys) of this domain, in every language. Keys are flat.
export const commentMessages_en_US = {} as const;

export const commentMessages_zh_CN: Record<keyof typeof commentMessages_en_US, string> = {};
