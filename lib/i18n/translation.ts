/** A translation of one area of the catalogue: every key of the English file, each a string. */
export type Translation<T> = { readonly [K in keyof T]: string };
