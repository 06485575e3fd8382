// Server messages (reason keys and field-error keys) of this domain, in every language. Keys are flat.
export const tagMessages_en_US = {} as const;

export const tagMessages_zh_CN: Record<keyof typeof tagMessages_en_US, string> = {};
