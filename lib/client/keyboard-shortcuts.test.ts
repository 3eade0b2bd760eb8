import { describe, expect, it } from "vitest";
import { readShortcut } from "./keyboard-shortcuts";

const key = (k: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}, target: unknown = { tagName: "BODY" }) => ({
  key: k,
  ctrlKey: Boolean(mods.ctrl),
  metaKey: Boolean(mods.meta),
  shiftKey: Boolean(mods.shift),
  altKey: Boolean(mods.alt),
  target: target as EventTarget,
});

describe("editor shortcuts", () => {
  it("undo with Ctrl+Z or Cmd+Z, redo with the Shift variant or Ctrl+Y", () => {
    expect(readShortcut(key("z", { ctrl: true }))).toBe("undo");
    expect(readShortcut(key("z", { meta: true }))).toBe("undo");
    expect(readShortcut(key("Z", { ctrl: true, shift: true }))).toBe("redo");
    expect(readShortcut(key("z", { meta: true, shift: true }))).toBe("redo");
    expect(readShortcut(key("y", { ctrl: true }))).toBe("redo");
    expect(readShortcut(key("s", { meta: true }))).toBe("save");
  });

  it("leaves plain keys, Alt combinations and text fields' own undo alone", () => {
    expect(readShortcut(key("z"))).toBeUndefined();
    expect(readShortcut(key("z", { ctrl: true, alt: true }))).toBeUndefined();
    expect(readShortcut(key("z", { ctrl: true }, { tagName: "INPUT", type: "text" }))).toBeUndefined();
    expect(readShortcut(key("z", { ctrl: true }, { tagName: "TEXTAREA" }))).toBeUndefined();
    expect(readShortcut(key("z", { ctrl: true }, { tagName: "INPUT", type: "checkbox" }))).toBe("undo");
    expect(readShortcut(key("s", { ctrl: true }, { tagName: "INPUT", type: "text" }))).toBe("save");
  });
});
