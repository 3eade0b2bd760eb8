/**
 * A roster as a clean printed list (the browser's Print): header, totals, forces with units by
 * role, options, spells, and the issues. Renders describeRoster()'s view model; no controls.
 */
import { viewWords, type RosterView } from "@/lib/exchange/roster-view";
import { formatCosts } from "@/lib/exchange/roster-text";
import type { Translator } from "@/lib/i18n/translate";
import { countText } from "@/lib/i18n/translator-words";

export function RosterPrintView({ view, tr }: { view: RosterView; tr: Translator }) {
  return (
    <article className="muster-print text-black" data-testid="print-view">
      <header className="border-b-2 border-black pb-2">
        <h1 className="text-2xl font-bold">{view.name}</h1>
        <p>
          {tr.t("export.header.system", { system: view.systemName, faction: view.factionName })} · <bdi>{view.rulesetName}</bdi>
          {view.battleSizeName ? <> · <bdi>{view.battleSizeName}</bdi></> : ""}
        </p>
        {view.dataSource ? <p className="text-xs">{tr.t("export.header.source", view.dataSource)}</p> : null}
        <p className="font-semibold">
          {view.costTypes
            .filter((c) => view.totals[c.id] !== undefined || view.limits[c.id] !== undefined)
            .map((c) => {
              const resource = view.resources[c.id];
              if (resource) return tr.t("totals.resourceLeft", { name: c.name, remaining: resource.remaining, starting: resource.starting });
              const limit = view.limits[c.id];
              return limit !== undefined ? tr.t("totals.costOfLimit", { value: view.totals[c.id] ?? 0, limit: viewWords(view, tr).amount(c, limit) }) : viewWords(view, tr).amount(c, view.totals[c.id] ?? 0);
            })
            .join(" · ")}
          {" · "}
          {countText(tr, "totals.models", view.models)} · {view.valid ? tr.t("status.valid") : tr.t("status.invalid")}
        </p>
        {view.notes ? (
          <p className="mt-1 whitespace-pre-line text-sm" data-testid="print-notes">
            {tr.t("editor.notes", { notes: view.notes })}
          </p>
        ) : null}
      </header>
      {view.forces.map((force) => (
        <section key={force.id} className="mt-3">
          <h2 className="border-b border-black text-lg font-bold">
            {tr.t("export.force", { force: force.name })} <span className="font-normal">{formatCosts(force.costs, view, {}, tr)}</span>
          </h2>
          {force.groups.map((group) => (
            <div key={group.categoryId} className="mt-2">
              <h3 className="text-sm font-bold uppercase">{group.categoryName}</h3>
              <ul>
                {group.units.map((unit) => (
                  <li key={unit.id} className="break-inside-avoid py-1">
                    <p className="flex justify-between gap-4 font-semibold">
                      <span>
                        {unit.name}
                        {unit.combined ? ` (${tr.t("export.combined")})` : ""}
                        {unit.joinedTo ? ` – ${tr.t("export.joinedTo", { unit: unit.joinedTo })}` : ""}
                      </span>
                      <span className="tabular-nums">{formatCosts(unit.costs, view, {}, tr)}</span>
                    </p>
                    {unit.keywordChoices.length ? <p className="text-sm">{unit.keywordChoices.map(([k, v]) => `${k}: ${v}`).join(", ")}</p> : null}
                    {unit.options.length ? (
                      <p className="text-sm">
                        {unit.options
                          .map((o) => (o.hidden ? tr.t("export.hiddenItem") : o.number > 1 ? `${o.number}× ${o.name}` : o.name))
                          .join(", ")}
                      </p>
                    ) : null}
                    {unit.path ? (
                      <p className="text-sm">
                        {tr.t("export.path")}: {unit.path.name}. {tr.t("export.spells")}: {unit.spells.map((s) => s.name).join(", ")}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
      <section className="mt-4">
        <h2 className="border-b border-black text-lg font-bold">{tr.t("export.issues")}</h2>
        {view.issues.length === 0 ? (
          <p>{tr.t("export.noIssues")}</p>
        ) : (
          <ul className="list-disc ps-5 text-sm">
            {view.issues.map((issue, i) => (
              <li key={i}>
                {issue.unitName ? `${issue.unitName}: ` : ""}
                {issue.message}
              </li>
            ))}
          </ul>
        )}
      </section>
      <footer className="mt-4 text-xs">{tr.t("export.generatedBy")}</footer>
    </article>
  );
}
