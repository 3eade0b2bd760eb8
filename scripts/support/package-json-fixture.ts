/** For tests of what is read from package.json's scripts: a package.json of its own in a temporary folder. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export function packageWithScripts(scripts: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "muster-package-"));
  const file = path.join(dir, "package.json");
  fs.writeFileSync(file, JSON.stringify({ scripts }));
  return file;
}
