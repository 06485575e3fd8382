/** Whether an address's `:qid` can be a post's id (anything else is a 404 without asking the server). */
export const isQuestionId = (s: string): boolean => /^\d{1,19}$/.test(s);
