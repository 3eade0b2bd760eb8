/** `npm run bench`: every benchmark, one after another; each prints its own figures. */
import { spawnSync } from "node:child_process";
import path from "node:path";

const here = import.meta.dirname;
const benches = ["battlescribe.bench.ts", "bs-new-recruit.bench.ts", "install.bench.ts", "engine.bench.ts", "validate-many.bench.ts", "export.bench.ts", "pdf.bench.ts", "pdf-load.bench.ts", "pdf-400.bench.ts", "add-unit.bench.ts", "bs-add-unit.bench.ts", "event-page.bench.ts", "web.bench.ts"];
let failed = 0;
for (const bench of benches) {
  console.log(`\n# ${bench}`);
  const result = spawnSync(process.execPath, ["--expose-gc", "--import", "tsx", path.join(here, bench)], { stdio: "inherit" });
  if (result.status !== 0) failed += 1;
}
process.exitCode = failed ? 1 : 0;
