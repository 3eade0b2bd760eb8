/**
 * BattleScribe data 2.01 (and 2.00, once its categories are moved) to 2.02: the type of a
 * profile, cost and characteristic is named by `typeId` instead of `profileTypeId`,
 * `costTypeId` and `characteristicTypeId`; a characteristic's value becomes its text; and the
 * `book` a thing was printed in becomes a `publication` of the file, referred to by id.
 * 2.02 to 2.03 changed nothing a file holds.
 */
import { container, element, rename, take, walk, type XmlElement } from "./tree";

export function upgradeFrom201(root: XmlElement): void {
  const books = new Map<string, string>();
  const rootId = root.attributes.id ?? "data";
  for (const node of walk(root)) {
    switch (node.name) {
      case "profile":
        rename(node, "profileTypeId", "typeId");
        rename(node, "profileTypeName", "typeName");
        break;
      case "cost":
        rename(node, "costTypeId", "typeId");
        break;
      case "characteristic": {
        rename(node, "characteristicTypeId", "typeId");
        const value = take(node, "value");
        if (value !== undefined && node.text.trim() === "") node.text = value;
        break;
      }
    }
    const book = take(node, "book");
    if (book === undefined || book.trim() === "") continue;
    let id = books.get(book);
    if (id === undefined) {
      id = `${rootId}-book-${books.size + 1}`;
      books.set(book, id);
    }
    node.attributes.publicationId = id;
  }
  if (books.size === 0) return;
  const publications = container(root, "publications");
  for (const [name, id] of books) publications.children.push(element("publication", { id, name }));
}
