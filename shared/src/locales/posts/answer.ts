// Server messages (reason keys and field-error keys) of this domain, in every language. Keys are flat.
export const answerMessages_en_US = {} as const;

export const answerMessages_zh_CN: Record<keyof typeof answerMessages_en_US, string> = {};
