import type { Engine } from "@/lib/battlescribe/engine/engine";
import { settledFacts, type Facts } from "@/lib/battlescribe/engine/facts";
import { rosterCosts, validateRoster, type RosterError } from "@/lib/battlescribe/engine/validate";

export type Evaluated = { facts: Facts; errors: RosterError[]; costs: Map<string, number> };

const latest = new WeakMap<Engine, { version: number; evaluated: Evaluated }>();

/**
 * The engine's evaluation of the roster at a change number (`version`, which every change moves):
 * the totals and the columns drawn a moment later ask for the same version, and the second asks
 * nothing of the engine. Only the latest version is kept; the engine changes in place, so an
 * older one cannot be asked for again.
 */
export function evaluateAt(engine: Engine, version: number): Evaluated {
  const kept = latest.get(engine);
  if (kept?.version === version) return kept.evaluated;
  const facts = settledFacts(engine);
  const evaluated = { facts, errors: validateRoster(engine, facts), costs: rosterCosts(engine) };
  latest.set(engine, { version, evaluated });
  return evaluated;
}
