// Server messages (reason keys and field-error keys) of this domain, in every language. Keys are flat.
export const questionStateMessages_en_US = {} as const;

export const questionStateMessages_zh_CN: Record<keyof typeof questionStateMessages_en_US, string> = {};
