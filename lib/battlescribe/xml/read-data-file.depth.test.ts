/** Nesting decides no stack depth (issue 35): data files nested deeper than any real one are refused while read. */
import { describe, expect, it } from "vitest";
import { DataFileError } from "./data-file-error";
import { MAX_DATA_DEPTH } from "./limits";
import { readDataFile } from "./read-data-file";

/** A catalogue whose entries nest `levels` deep: 1 + 2 x levels elements from the root down. */
function nestedXml(levels: number): string {
  let open = "";
  let close = "";
  for (let i = 0; i < levels; i++) {
    open += `<selectionEntries><selectionEntry id="n${i}" name="N${i}" type="upgrade">`;
    close = `</selectionEntry></selectionEntries>${close}`;
  }
  return `<?xml version="1.0" encoding="UTF-8"?><catalogue id="deep" name="Deep" revision="1" gameSystemId="gs">${open}${close}</catalogue>`;
}

/** The same in New Recruit's JSON, written as text (JSON.stringify itself would overflow at 50,000). */
function nestedJson(levels: number): string {
  let open = "";
  let close = "";
  for (let i = 0; i < levels; i++) {
    open += `${i === 0 ? "" : ","}"selectionEntries":[{"id":"n${i}","name":"N${i}","type":"upgrade"`;
    close = `}]${close}`;
  }
  return `{"catalogue":{"id":"deep","name":"Deep","revision":1,"gameSystemId":"gs",${open}${close}}}`;
}

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe.each([
  ["XML", "deep.cat", nestedXml],
  ["JSON", "deep.json", nestedJson],
])("%s data files nested too deep", (_kind, fileName, nested) => {
  const atLimit = Math.floor((MAX_DATA_DEPTH - 1) / 2);

  it(`reads ${MAX_DATA_DEPTH - 1} levels of elements and refuses ${MAX_DATA_DEPTH + 1}`, () => {
    expect(readDataFile(fileName, nested(atLimit)).kind).toBe("catalogue");
    const error = thrown(() => readDataFile(fileName, nested(atLimit + 1)));
    expect(error).toBeInstanceOf(DataFileError);
    expect((error as DataFileError).code).toBe("too-deep");
  });

  it("refuses 50,000 nested entries with a reason, not a stack overflow", () => {
    const error = thrown(() => readDataFile(fileName, nested(50_000)));
    expect(error).toBeInstanceOf(DataFileError);
    expect((error as DataFileError).message).toContain(`more than ${MAX_DATA_DEPTH} deep`);
  });
});
