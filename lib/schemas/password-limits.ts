/**
 * Password lengths, apart from the account schemas so that the account forms can show them
 * (minLength, the hint) without bringing Zod and its messages into the page's first load.
 */
export const MIN_PASSWORD = 10;
export const MAX_PASSWORD = 128;
