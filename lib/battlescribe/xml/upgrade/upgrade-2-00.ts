/**
 * BattleScribe data 2.00 to 2.01. In 2.00 each force entry declares its own categories, with
 * the limits of that force (the 40k 7th edition detachments repeat "HQ" under every force
 * entry, with one id), and an entry names its one category with `categoryEntryId`. In 2.01
 * categories are declared once per file and a force entry links them, the limits moving onto
 * the link; an entry links its category as the primary one.
 */
import { container, element, itemsOf, take, walk, type XmlElement } from "./tree";

/** BattleScribe's name for "in no category". */
const NO_CATEGORY = "(No Category)";
const LIMITS = new Set(["constraints", "modifiers", "modifierGroups"]);

export function upgradeFrom200(root: XmlElement): void {
  const declared = new Map<string, XmlElement>();
  for (const node of walk(root)) {
    if (node.name === "forceEntry") moveCategories(node, declared);
    if (node.name === "selectionEntry" || node.name === "selectionEntryGroup" || node.name === "entryLink") linkPrimaryCategory(node);
  }
  if (declared.size === 0) return;
  container(root, "categoryEntries").children.push(...declared.values());
}

function moveCategories(force: XmlElement, declared: Map<string, XmlElement>): void {
  const holder = force.children.find((c) => c.name === "categoryEntries");
  if (!holder) return;
  force.children = force.children.filter((c) => c !== holder);
  const links = container(force, "categoryLinks");
  for (const category of holder.children.filter((c) => c.name === "categoryEntry")) {
    const id = category.attributes.id ?? "";
    const link = element("categoryLink", { id: `${force.attributes.id ?? "force"}::${id}`, targetId: id, name: category.attributes.name ?? "" });
    if (category.attributes.hidden !== undefined) link.attributes.hidden = category.attributes.hidden;
    link.line = category.line;
    // The limits are this force's: they go on the link; what a player reads stays on the category.
    link.children = category.children.filter((c) => LIMITS.has(c.name));
    links.children.push(link);
    if (!declared.has(id)) {
      category.children = category.children.filter((c) => !LIMITS.has(c.name));
      declared.set(id, category);
    }
  }
}

function linkPrimaryCategory(entry: XmlElement): void {
  const categoryId = take(entry, "categoryEntryId");
  if (categoryId === undefined || categoryId === "" || categoryId === NO_CATEGORY) return;
  const links = container(entry, "categoryLinks");
  if (itemsOf(entry, "categoryLinks").some((l) => l.attributes.targetId === categoryId)) return;
  links.children.push(element("categoryLink", { id: `${entry.attributes.id ?? "entry"}::${categoryId}`, targetId: categoryId, primary: "true" }));
}
