import type { ProfileView } from "@/lib/battlescribe/engine/info";
import type { SelectionSnapshot } from "@/lib/battlescribe/engine/snapshot";
import { useTranslator } from "@/lib/client/use-translator";
import { MarkupText } from "@/app/_components/markup-text";

/** Visible profiles of a selection and everything it holds, grouped by profile type. */
function profileTables(selection: SelectionSnapshot): Map<string, ProfileView[]> {
  const tables = new Map<string, ProfileView[]>();
  const seen = new Set<string>();
  const visit = (s: SelectionSnapshot) => {
    if (s.hidden) return;
    for (const profile of s.profiles) {
      // The same weapon on two models is one row, as on the printed datasheet.
      const key = `${profile.typeName}|${profile.name}|${profile.characteristics.map((c) => c.value).join("|")}|${profile.annotation ?? ""}`;
      if (profile.hidden || seen.has(key)) continue;
      seen.add(key);
      tables.set(profile.typeName, [...(tables.get(profile.typeName) ?? []), profile]);
    }
    for (const child of s.children) visit(child);
  };
  visit(selection);
  return tables;
}

/**
 * The selection's datasheet as modifiers leave it right now: characteristics changed by the
 * unit's own options or by New Recruit's `affects` modifiers (an enhancement on a weapon)
 * appear changed here, with the label the data gives the change.
 */
export function BsDatasheet({ selection }: { selection: SelectionSnapshot }) {
  const tr = useTranslator();
  const tables = profileTables(selection);
  return (
    <details className="mt-2 text-sm" data-testid="bs-datasheet">
      <summary className="cursor-pointer font-medium">{tr.t("bs.datasheet", { name: selection.name })}</summary>
      {tables.size === 0 ? (
        <p className="mt-1 text-stone-600 dark:text-stone-400">{tr.t("bs.datasheet.empty", { name: selection.name })}</p>
      ) : (
        [...tables].map(([type, profiles]) => {
          const columns = profiles[0]?.characteristics.map((c) => c.name) ?? [];
          return (
            <div key={type} className="mt-2 overflow-x-auto">
              <table className="min-w-full border-collapse text-start text-xs">
                <caption className="text-start font-semibold">{type}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="border-b border-stone-300 px-1 py-0.5 dark:border-stone-700">
                      {tr.t("bs.datasheet.profile")}
                    </th>
                    {columns.map((column) => (
                      <th key={column} scope="col" className="border-b border-stone-300 px-1 py-0.5 dark:border-stone-700">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {profiles.map((profile) => (
                    <tr key={profile.id} data-testid="bs-profile-row">
                      <th scope="row" className="px-1 py-0.5 font-medium">
                        {profile.annotation ? tr.t("bs.text.annotated", { name: profile.name, annotation: profile.annotation }) : profile.name}
                      </th>
                      {columns.map((column) => (
                        <td key={column} className="px-1 py-0.5">
                          <MarkupText text={profile.characteristics.find((c) => c.name === column)?.value ?? ""} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        })
      )}
    </details>
  );
}
