import { getTranslator } from "@/lib/http/request-translator";

export async function NoGameSystems() {
  const tr = await getTranslator();
  const [before, after] = tr.t("home.noSystemsHelp").split("{folder}");
  return (
    <div
      data-testid="no-game-systems"
      className="rounded-xl border border-dashed border-stone-300 p-8 text-center text-sm text-stone-600 dark:border-stone-700 dark:text-stone-400"
    >
      <p className="font-medium text-stone-800 dark:text-stone-200">{tr.t("home.noSystems")}</p>
      <p className="mt-2">
        {before}
        <code className="font-mono">data/systems/</code>
        {after}
      </p>
    </div>
  );
}
