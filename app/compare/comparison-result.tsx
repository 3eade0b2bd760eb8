"use client";
/** Two armies side by side, the comparison rules' facts in words, and who has more of what. */
import type { ComparisonView } from "@/lib/exchange/compare-view";
import { countText, useTranslator } from "@/lib/client/use-translator";
import { gameWords } from "@/lib/i18n/game-words";

export function ComparisonResult({ view }: { view: ComparisonView }) {
  const tr = useTranslator();
  const [a, b] = view.armies;
  // Cost types in the game's words (the data's own names where the catalogue has none).
  const words = gameWords(tr, { id: view.systemId ?? "", costTypes: view.differences.map((d) => ({ id: d.costType, name: d.name })) });
  const costLine = (totals: Record<string, number>) =>
    view.differences.length ? view.differences.map((d) => words.amount(d.costType, totals[d.costType] ?? 0)).join(" · ") : "–";
  return (
    <section className="mt-6" data-testid="compare-result" aria-labelledby="compare-result-title">
      <h2 id="compare-result-title" className="text-xl font-bold">
        {tr.t("xui.cmp.result")}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {view.armies.map((army, i) => (
          <article key={i} className="rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-700 dark:bg-stone-900" data-testid="compare-army" data-side={i === 0 ? "mine" : "theirs"}>
            <p className="text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{tr.t(i === 0 ? "compare.mine" : "compare.theirs")}</p>
            <h3 className="text-lg font-bold" data-testid="compare-army-name">
              {army.name}
            </h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-stone-600 dark:text-stone-400">{tr.t("xui.cmp.faction")}</dt>
              <dd>{army.faction}</dd>
              <dt className="text-stone-600 dark:text-stone-400">{tr.t("xui.shared.totals")}</dt>
              <dd className="tabular-nums" data-testid="compare-army-totals">
                {costLine(army.totals)}
              </dd>
              <dt className="text-stone-600 dark:text-stone-400">{tr.t("xui.cmp.models")}</dt>
              <dd className="tabular-nums" data-testid="compare-army-models">
                {countText(tr, "totals.models", army.models)}
              </dd>
              <dt className="text-stone-600 dark:text-stone-400">{tr.t("xui.cmp.validity")}</dt>
              <dd data-valid={army.valid}>{army.valid ? tr.t("status.valid") : tr.t("status.invalid")}</dd>
            </dl>
          </article>
        ))}
      </div>
      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{tr.t("xui.cmp.facts")}</h3>
      {view.facts.length === 0 ? (
        <p className="text-sm">{tr.t("xui.cmp.noFacts")}</p>
      ) : (
        <ul className="mt-1 space-y-2">
          {view.facts.map((fact, i) => (
            <li key={i} className="rounded-md border-s-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm dark:bg-stone-800" data-testid="compare-fact" data-code={fact.code}>
              {fact.message}
            </li>
          ))}
        </ul>
      )}
      {view.differences.length ? (
        <>
          <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{tr.t("xui.cmp.differences")}</h3>
          <ul className="mt-1 space-y-1 text-sm" data-testid="compare-differences">
            {view.differences.map((d) => (
              <li key={d.costType} data-cost-type={d.costType} data-value={d.value}>
                {d.value === 0
                  ? tr.t("xui.cmp.level", { unit: words.costName(d.costType) })
                  : d.value > 0
                    ? tr.t("xui.cmp.more", { mine: a.name, theirs: b.name, value: words.amount(d.costType, d.value) })
                    : tr.t("xui.cmp.more", { mine: b.name, theirs: a.name, value: words.amount(d.costType, -d.value) })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {view.changes ? (
        <>
          <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{tr.t("xui.cmp.changes", { mine: a.name, theirs: b.name })}</h3>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-sm" data-testid="compare-changes">
            {(view.changes.length ? view.changes : [tr.t("diff.none")]).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
