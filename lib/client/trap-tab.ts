/**
 * Keeps Tab inside a modal dialog, as WAI-ARIA's dialog pattern asks: from the last control Tab
 * goes to the first, from the first Shift+Tab goes to the last. A native modal <dialog> makes the
 * page inert but lets Tab leave for the browser's own controls.
 */
import type { KeyboardEvent } from "react";

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.offsetParent !== null || element === document.activeElement);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
