/**
 * The entry of the worker threads of lib/server/work-pool.ts. Plain JavaScript, loaded by Node
 * from this file as it is (Next's bundler never sees it): it registers tsx, which reads the
 * TypeScript tasks and the "@/" paths of tsconfig.json, then serves tasks through Piscina.
 */
import { register } from "tsx/esm/api";

register();
const { runTask } = await import("./work-tasks.ts");

export default runTask;
