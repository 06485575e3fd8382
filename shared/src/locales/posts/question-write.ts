// Server messages (reason keys and field-error keys) of this domain, in every language. Keys are flat.
export const questionWriteMessages_en_US = {} as const;

export const questionWriteMessages_zh_CN: Record<keyof typeof questionWriteMessages_en_US, string> = {};
