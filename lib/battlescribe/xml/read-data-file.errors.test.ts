import { describe, expect, it } from "vitest";
import { DataFileError, type DataFileErrorCode } from "./data-file-error";
import { readDataFile, type ReadDataFileOptions } from "./read-data-file";

function errorOf(read: () => unknown): DataFileError {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(DataFileError);
    return error as DataFileError;
  }
  throw new Error("expected a DataFileError");
}

function expectError(xml: string | Uint8Array, code: DataFileErrorCode, options?: ReadDataFileOptions, file = "bad.cat"): DataFileError {
  const error = errorOf(() => readDataFile(file, xml, options));
  expect(error.code).toBe(code);
  expect(error.params.file).toBe(file);
  expect(error.message).not.toContain("{");
  return error;
}

const entries = (inner: string) => `<catalogue id="c" name="C"><sharedSelectionEntries>${inner}</sharedSelectionEntries></catalogue>`;

describe("readDataFile: bad XML", () => {
  it("malformed XML, with line and column", () => {
    const error = expectError(`<catalogue id="c" name="C">\n  <sharedRules>\n    <rule id="r" name="R">\n  </sharedRules>\n</catalogue>`, "malformed-xml");
    expect(error.params.line).toBe(4);
    expect(error.params.column).toBeGreaterThan(0);
    expect(String(error.params.reason)).toMatch(/close tag/);
  });

  it("an empty file and text that is not XML", () => {
    expectError("", "malformed-xml");
    expectError("gameSystem", "malformed-xml");
  });

  it("an undefined entity is refused, not expanded", () => {
    expectError(`<catalogue id="c" name="&bomb;"/>`, "malformed-xml");
  });

  it("a DOCTYPE, with or without entity declarations, is refused", () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE catalogue [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
]>
<catalogue id="c" name="&lol2;"/>`;
    expect(expectError(laughs, "doctype-forbidden").params.line).toBe(5);
    expectError(`<!DOCTYPE catalogue SYSTEM "file:///etc/passwd"><catalogue id="c" name="C"/>`, "doctype-forbidden");
  });

  it("an <!ENTITY outside a DOCTYPE is not XML", () => {
    expectError(`<!ENTITY x "y"><catalogue id="c" name="C"/>`, "malformed-xml");
  });

  it("a root that is neither gameSystem nor catalogue", () => {
    const error = expectError(`<roster id="r" name="R"/>`, "bad-root");
    expect(error.params.element).toBe("roster");
  });
});

describe("readDataFile: bad content", () => {
  it("a missing id, with the element path", () => {
    const error = expectError(entries(`<selectionEntry id="e" name="E"><profiles><profile name="P" typeId="t"/></profiles></selectionEntry>`), "missing-id");
    expect(error.params.path).toBe("catalogue/sharedSelectionEntries/selectionEntry[@id=e]/profiles/profile");
    expect(error.params.line).toBe(1);
    expectError(`<gameSystem name="G"/>`, "missing-id");
  });

  it("another missing required attribute", () => {
    const error = expectError(entries(`<entryLink id="l" type="selectionEntry"/>`).replace("sharedSelectionEntries", "entryLinks").replace("sharedSelectionEntries", "entryLinks"), "missing-attribute");
    expect(error.params.attribute).toBe("targetId");
    expect(error.params.path).toBe("catalogue/entryLinks/entryLink[@id=l]");
  });

  it("a number that is not a number", () => {
    const error = expectError(entries(`<selectionEntry id="e" name="E"><costs><cost name="pts" typeId="pts" value="ten"/></costs></selectionEntry>`), "bad-number");
    expect(error.params).toMatchObject({ attribute: "value", value: "ten" });
    expectError(entries(`<selectionEntry id="e" name="E"><costs><cost name="pts" typeId="pts" value=""/></costs></selectionEntry>`), "bad-number");
  });

  it("a boolean that is neither true nor false", () => {
    const error = expectError(entries(`<selectionEntry id="e" name="E" hidden="yes"/>`), "bad-boolean");
    expect(error.params).toMatchObject({ attribute: "hidden", value: "yes", path: "catalogue/sharedSelectionEntries/selectionEntry[@id=e]" });
  });

  it("a file over the size limit, as a string or as bytes", () => {
    const xml = `<catalogue id="c" name="C"/>`;
    expect(readDataFile("ok.cat", xml, { limits: { maxXmlBytes: xml.length } }).data.id).toBe("c");
    expect(expectError(xml, "too-large", { limits: { maxXmlBytes: 10 } }).params).toMatchObject({ size: xml.length, limit: 10 });
    expectError(new TextEncoder().encode(xml), "too-large", { limits: { maxXmlBytes: 10 } });
  });
});
