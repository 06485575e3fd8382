// Server messages (reason keys and field-error keys) of this domain, in every language. Keys are flat.
export const searchMessages_en_US = {} as const;

export const searchMessages_zh_CN: Record<keyof typeof searchMessages_en_US, string> = {};
