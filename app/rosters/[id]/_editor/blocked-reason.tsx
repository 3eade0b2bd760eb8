"use client";
/**
 * Why a choice is unavailable, shown on hover and on keyboard focus of its row (the control
 * stays focusable: it is aria-disabled, not disabled) and read out through aria-describedby.
 */
export function BlockedReason({ id, text, inline = false }: { id: string; text: string; inline?: boolean }) {
  // In a scrolling list a tooltip would be clipped: there the reason is a line of its own.
  if (inline) {
    return (
      <span id={id} data-testid="blocked-reason" className="basis-full text-xs leading-snug text-red-800 dark:text-red-300">
        {text}
      </span>
    );
  }
  return (
    <span
      id={id}
      role="tooltip"
      data-testid="blocked-reason"
      className="pointer-events-none absolute start-0 top-full z-30 mt-1 hidden w-max max-w-[min(20rem,80vw)] rounded-md bg-stone-900 px-2 py-1 text-xs leading-snug text-white shadow-lg group-hover:block group-focus-within:block dark:bg-stone-100 dark:text-stone-900"
    >
      {text}
    </span>
  );
}
