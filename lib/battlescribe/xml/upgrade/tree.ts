/** Small helpers for rewriting a parsed XML tree (old BattleScribe data) in place. */
import type { XmlElement } from "../../ros/parse-xml-tree";

export type { XmlElement };

export function element(name: string, attributes: Record<string, string> = {}, children: XmlElement[] = [], text = ""): XmlElement {
  return { name, attributes, children, text };
}

/** The container child named `name`, created (empty) when missing. */
export function container(parent: XmlElement, name: string): XmlElement {
  let found = parent.children.find((c) => c.name === name);
  if (!found) {
    found = element(name);
    parent.children.push(found);
  }
  return found;
}

/** The items of a container child, or none. */
export function itemsOf(parent: XmlElement, name: string): XmlElement[] {
  return parent.children.find((c) => c.name === name)?.children ?? [];
}

/** Removes and returns an attribute. */
export function take(target: XmlElement, name: string): string | undefined {
  const value = target.attributes[name];
  delete target.attributes[name];
  return value;
}

export function rename(target: XmlElement, from: string, to: string): void {
  const value = take(target, from);
  if (value !== undefined) target.attributes[to] = value;
}

/** Every element of the tree, parents before children. */
export function* walk(root: XmlElement): Generator<XmlElement> {
  const stack = [root];
  while (stack.length > 0) {
    const next = stack.pop() as XmlElement;
    yield next;
    for (let i = next.children.length - 1; i >= 0; i--) stack.push(next.children[i] as XmlElement);
  }
}

/** What an upgrade could not carry over, counted by element and attribute. */
export type Dropped = Map<string, { element: string; attribute: string; count: number; line?: number }>;

export function drop(dropped: Dropped, target: XmlElement, attribute: string): void {
  const key = `${target.name}@${attribute}`;
  const seen = dropped.get(key);
  if (seen) seen.count++;
  else dropped.set(key, { element: target.name, attribute, count: 1, line: target.line });
}
