/** The builder's two button looks, shared by its parts so they stay alike. */
export const button = "rounded-md border border-stone-300 px-2 py-1 text-sm font-medium hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800";
/** A select or text field of the builder's forms. */
export const field = "mt-1 block max-w-full rounded border border-stone-300 px-2 py-1 dark:border-stone-700 dark:bg-stone-950";
export const primary = "rounded-md bg-amber-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-amber-800";

/** A change to the roster: run the engine's action, then re-render the builder. */
export type Act = (work: () => void) => void;
