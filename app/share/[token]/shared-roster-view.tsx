/**
 * A shared roster for reading on screen: header with totals and validity, forces with units by
 * role, their options and costs, and the issues in words. Concealed magic items show as
 * placeholders. Renders the server's RosterView; no controls.
 */
import { viewWords, type RosterView } from "@/lib/exchange/roster-view";
import { formatCosts } from "@/lib/exchange/roster-text";
import type { Translator } from "@/lib/i18n/translate";
import { countText } from "@/lib/i18n/translator-words";

function totalsText(view: RosterView, tr: Translator): string[] {
  const parts = view.costTypes
    .filter((c) => view.totals[c.id] !== undefined || view.limits[c.id] !== undefined)
    .map((c) => {
      const resource = view.resources[c.id];
      if (resource) return tr.t("totals.resourceLeft", { name: c.name, remaining: resource.remaining, starting: resource.starting });
      const total = view.totals[c.id] ?? 0;
      const limit = view.limits[c.id];
      return limit !== undefined ? tr.t("totals.costOfLimit", { value: total, limit: viewWords(view, tr).amount(c, limit) }) : viewWords(view, tr).amount(c, total);
    });
  return [...parts, countText(tr, "totals.models", view.models)];
}

export function SharedRosterView({ view, tr }: { view: RosterView; tr: Translator }) {
  const errors = view.issues.filter((i) => i.severity === "error").length;
  return (
    <article data-testid="shared-roster">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="shared-name">
          {view.name}
        </h1>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {tr.t("export.header.system", { system: view.systemName, faction: view.factionName })} · <bdi>{view.rulesetName}</bdi>
          {view.battleSizeName ? <> · <bdi>{view.battleSizeName}</bdi></> : ""}
        </p>
        <ul className="mt-2 flex flex-wrap gap-2 text-sm font-semibold" aria-label={tr.t("xui.shared.totals")} data-testid="shared-totals">
          {totalsText(view, tr).map((part) => (
            <li key={part} className="rounded-full bg-stone-100 px-3 py-1 tabular-nums dark:bg-stone-800">
              {part}
            </li>
          ))}
          <li
            data-testid="shared-validity"
            data-valid={view.valid}
            className={`rounded-full px-3 py-1 ${view.valid ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200" : "bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200"}`}
          >
            {view.valid ? tr.t("status.valid") : tr.t("status.invalid")}
          </li>
        </ul>
        {view.hiddenItems > 0 ? (
          <p className="mt-2 text-sm text-amber-900 dark:text-amber-300" data-testid="shared-hidden-note">
            {countText(tr, "xui.shared.hiddenNote", view.hiddenItems)}
          </p>
        ) : null}
      </header>
      {view.forces.map((force) => (
        <section key={force.id} className="mt-5" data-testid="shared-force">
          <h2 className="flex flex-wrap justify-between gap-2 border-b border-stone-300 pb-1 text-lg font-bold dark:border-stone-700">
            <span>{tr.t("export.force", { force: force.name })}</span>
            <span className="font-normal tabular-nums text-stone-600 dark:text-stone-400">{formatCosts(force.costs, view, {}, tr)}</span>
          </h2>
          {force.groups.map((group) => (
            <div key={group.categoryId} className="mt-3">
              <h3 className="text-xs font-bold uppercase tracking-wide text-stone-600 dark:text-stone-400">{group.categoryName}</h3>
              <ul className="mt-1 space-y-2">
                {group.units.map((unit) => (
                  <li key={unit.id} className="rounded-lg border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900" data-testid="shared-unit">
                    <p className="flex flex-wrap justify-between gap-2 font-semibold">
                      <span data-testid="shared-unit-name">
                        {unit.name}
                        {unit.combined ? ` (${tr.t("export.combined")})` : ""}
                        {unit.joinedTo ? ` – ${tr.t("export.joinedTo", { unit: unit.joinedTo })}` : ""}
                      </span>
                      <span className="tabular-nums" data-testid="shared-unit-cost">
                        {formatCosts(unit.costs, view, {}, tr)}
                      </span>
                    </p>
                    {unit.keywordChoices.length ? <p className="text-sm">{unit.keywordChoices.map(([k, v]) => `${k}: ${v}`).join(", ")}</p> : null}
                    {unit.options.length ? (
                      <ul className="mt-1 text-sm text-stone-700 dark:text-stone-300">
                        {unit.options.map((o) => (
                          <li key={o.id} style={{ paddingLeft: `${o.depth}rem` }} className="flex justify-between gap-2" data-testid={o.hidden ? "shared-hidden-item" : "shared-option"}>
                            <span className={o.hidden ? "italic text-amber-900 dark:text-amber-300" : ""}>
                              {o.hidden ? tr.t("export.hiddenItem") : o.number > 1 ? tr.t("export.pdf.counted", { count: o.number, name: o.name }) : o.name}
                            </span>
                            <span className="tabular-nums text-stone-600 dark:text-stone-400">{o.hidden ? "" : formatCosts(o.costs, view, {}, tr)}</span>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {unit.hiddenCosts ? (
                      <p className="mt-1 text-sm italic text-amber-900 dark:text-amber-300" data-testid="shared-hidden-costs">
                        {tr.t("export.hiddenCosts", { costs: formatCosts(unit.hiddenCosts, view, {}, tr) })}
                      </p>
                    ) : null}
                    {unit.path ? (
                      <p className="mt-1 text-sm">
                        {tr.t("export.path")}: {unit.path.name}. {tr.t("export.spells")}: {unit.spells.map((s) => s.name).join(", ")}
                      </p>
                    ) : null}
                    {unit.notes ? <p className="mt-1 text-sm italic">{unit.notes}</p> : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
      <section className="mt-6" data-testid="shared-issues">
        <h2 className="border-b border-stone-300 pb-1 text-lg font-bold dark:border-stone-700">{tr.t("export.issues")}</h2>
        <p className="mt-2 text-sm font-medium">{view.valid ? tr.t("xui.shared.valid") : countText(tr, "xui.shared.invalid", errors)}</p>
        {view.issues.length === 0 ? (
          <p className="text-sm">{tr.t("export.noIssues")}</p>
        ) : (
          <ul className="mt-1 list-disc ps-5 text-sm">
            {view.issues.map((issue, i) => (
              <li key={i} className={issue.severity === "error" ? "text-red-800 dark:text-red-300" : ""}>
                {issue.unitName ? `${issue.unitName}: ` : ""}
                {issue.message}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
