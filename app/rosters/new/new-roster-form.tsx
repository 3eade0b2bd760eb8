"use client";
/**
 * The New roster form. Each choice offers only what the chosen game allows (its factions,
 * rulesets, sizes); creating sends the request and opens the editor. An installed BattleScribe
 * game system needs only a name here: its forces and factions are chosen in its builder.
 */
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import type { ExampleSummary, GameOption } from "@/lib/data-access/game-data";
import type { InstalledSystemSummary } from "@/lib/data-access/game-systems";
import { createBsRoster } from "@/lib/client/create-bs-roster";
import { createRoster } from "@/lib/client/api";
import { buildRequest, chooseGame, chooseRuleset, CUSTOM_SIZE, defaultName, startForm, type NewRosterForm as Form } from "@/lib/client/new-roster-form";
import { countText, useTranslator } from "@/lib/client/use-translator";
import { gameWords } from "@/lib/i18n/game-words";
import { failureText } from "@/lib/client/failure-text";

const field = "mt-1 h-10 w-full rounded-md border border-stone-300 bg-white px-2 dark:border-stone-700 dark:bg-stone-900";
const legend = "text-sm font-semibold";

/** The words of one field's problem, which the field names as its description. */
function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <span id={id} className="mt-1 block text-sm font-medium text-red-800 dark:text-red-300" data-testid="field-error">
      {message}
    </span>
  );
}

type Props = { games: GameOption[]; installed: InstalledSystemSummary[]; examples: ExampleSummary[]; initialSystemId?: string; initialCatalogueId?: string; initialInstalledId?: string };

export function NewRosterForm({ games, installed, examples, initialSystemId, initialCatalogueId, initialInstalledId }: Props) {
  const tr = useTranslator();
  const router = useRouter();
  const ids = { faction: useId(), name: useId(), error: useId() };
  const [form, setForm] = useState<Form>(() => startForm(games, initialSystemId, initialCatalogueId));
  // The installed BattleScribe game system chosen instead of a shipped one, if any.
  const [installedId, setInstalledId] = useState<string | undefined>(initialInstalledId);
  const chosenInstalled = installed.find((i) => i.gameSystemId === installedId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Problems with one field, by its path in the request ("name", "limits.pts"): shown under it.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const errorId = (path: string) => `${ids.error}-${path.replace(/[^A-Za-z0-9_-]/g, "_")}`;
  const fieldError = (path: string) =>
    fieldErrors[path] ? { "aria-invalid": true as const, "aria-describedby": errorId(path) } : {};
  const game = games.find((g) => g.id === form.gameSystemId);
  const ruleset = game?.rulesets.find((r) => r.id === form.rulesetId);
  const words = gameWords(tr, game ?? "");
  const name = form.name.trim() || (chosenInstalled ? tr.t("anyData.new.defaultName", { system: chosenInstalled.name }) : null) || defaultName(form, game, (faction, size) => tr.t("new.defaultName", { faction, size }), words);
  const gameExamples = examples.filter((e) => e.gameSystemId === form.gameSystemId);
  // Resources a battle size hands out (Command Points) are not limits a player types.
  const resources = new Set(game?.rulesets.flatMap((r) => r.battleSizes.flatMap((b) => Object.keys(b.starting ?? {}))) ?? []);

  const submitInstalled = async (system: InstalledSystemSummary) => {
    setBusy(true);
    setFailure(null);
    const result = await createBsRoster({ gameSystemId: system.gameSystemId, name: name.slice(0, 200) });
    if (!result.ok) {
      setBusy(false);
      const message = result.message ?? (result.status ? tr.t("http.failed", { status: result.status }) : tr.t("ui.error.network"));
      setFailure(tr.t("new.failed", { message }));
      return;
    }
    router.push(`/rosters/${encodeURIComponent(result.id)}`);
  };

  const submit = async (exampleFile?: ExampleSummary) => {
    if (chosenInstalled && !exampleFile) return submitInstalled(chosenInstalled);
    const built = await buildRequest(exampleFile ? { ...form, catalogueId: exampleFile.catalogueId } : form, exampleFile ? exampleFile.name : name);
    if (!built.ok) {
      setFieldErrors(Object.fromEntries(built.problems.map((p) => [p.path, p.message])));
      setFailure(countText(tr, "new.checkFields", built.problems.length));
      return;
    }
    setBusy(true);
    setFailure(null);
    setFieldErrors({});
    const result = await createRoster(exampleFile ? { ...built.request, exampleFile: exampleFile.file } : built.request);
    if (!result.ok) {
      setBusy(false);
      setFailure(tr.t("new.failed", { message: failureText(tr, result.failure) }));
      return;
    }
    router.push(`/rosters/${encodeURIComponent(result.value.id)}`);
  };

  return (
    <form
      // Muster's own checks give each field its message (tied to it below), not the browser's bubbles.
      noValidate
      className="mt-6 space-y-6"
      aria-describedby={failure ? ids.error : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset>
        <legend className={legend}>{tr.t("new.game")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {games.map((g) => (
            <label
              key={g.id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white p-3 has-[:checked]:border-amber-600 has-[:checked]:ring-2 has-[:checked]:ring-amber-500/40 dark:border-stone-700 dark:bg-stone-900"
            >
              <input
                type="radio"
                name="game"
                value={g.id}
                checked={!chosenInstalled && form.gameSystemId === g.id}
                onChange={() => {
                  setInstalledId(undefined);
                  setForm(chooseGame(form, games, g.id));
                }}
                className="h-4 w-4 accent-amber-700"
              />
              <span>
                <span className="block font-medium">{g.name}</span>
                <span className="text-xs text-stone-600 dark:text-stone-400">{g.shortName}</span>
              </span>
            </label>
          ))}
        </div>
        {installed.length > 0 ? (
          <>
            <p className="mt-4 text-sm font-semibold" id={`${ids.name}-installed`}>
              {tr.t("anyData.new.installed")}
            </p>
            <div className="mt-2 grid gap-2 sm:grid-cols-2" role="group" aria-labelledby={`${ids.name}-installed`} data-testid="installed-games">
              {installed.map((system) => (
                <label
                  key={system.packageId}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white p-3 has-[:checked]:border-amber-600 has-[:checked]:ring-2 has-[:checked]:ring-amber-500/40 dark:border-stone-700 dark:bg-stone-900"
                >
                  <input
                    type="radio"
                    name="game"
                    value={`installed:${system.gameSystemId}`}
                    checked={installedId === system.gameSystemId}
                    onChange={() => setInstalledId(system.gameSystemId)}
                    className="h-4 w-4 accent-amber-700"
                  />
                  <span>
                    <span className="block font-medium">{system.name}</span>
                    <span className="text-xs text-stone-600 dark:text-stone-400">
                      {tr.t("anyData.new.revision", { revision: system.revision })} · {tr.t(system.serverWide ? "anyData.home.serverWide" : "anyData.home.own")}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </>
        ) : null}
      </fieldset>

      {chosenInstalled ? (
        <p className="text-sm text-stone-600 dark:text-stone-400" data-testid="installed-hint">
          {tr.t("anyData.new.installedHint")}
        </p>
      ) : (
      <>
      <div>
        <label htmlFor={ids.faction} className={legend}>
          {tr.t("new.faction")}
        </label>
        <select id={ids.faction} data-testid="faction-select" className={field} value={form.catalogueId} onChange={(e) => setForm({ ...form, catalogueId: e.target.value })}>
          {game?.catalogues.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>

      <fieldset>
        <legend className={legend}>{tr.t("new.ruleset")}</legend>
        <div className="mt-2 space-y-2">
          {game?.rulesets.map((r) => (
            <label key={r.id} className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-300 bg-white p-3 has-[:checked]:border-amber-600 dark:border-stone-700 dark:bg-stone-900">
              <input type="radio" name="ruleset" value={r.id} checked={form.rulesetId === r.id} onChange={() => setForm(chooseRuleset(form, game, r.id))} className="mt-1 h-4 w-4 accent-amber-700" />
              <span>
                <span className="block font-medium">{words.ruleset(r)}</span>
                {r.description ? <span className="block text-sm text-stone-600 dark:text-stone-400">{words.rulesetDescription(r)}</span> : null}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {ruleset ? (
        <fieldset>
          <legend className={legend}>{tr.t("new.size")}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {ruleset.battleSizes.map((b) => (
              <label key={b.id} className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 has-[:checked]:border-amber-600 dark:border-stone-700 dark:bg-stone-900">
                <input type="radio" name="size" value={b.id} checked={form.size === b.id} onChange={() => setForm({ ...form, size: b.id })} className="h-4 w-4 accent-amber-700" />
                {tr.t("new.battleSize", { name: words.battleSize(b) })}
              </label>
            ))}
            {ruleset.customLimits ? (
              <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 has-[:checked]:border-amber-600 dark:border-stone-700 dark:bg-stone-900">
                <input type="radio" name="size" value={CUSTOM_SIZE} checked={form.size === CUSTOM_SIZE} onChange={() => setForm({ ...form, size: CUSTOM_SIZE })} className="h-4 w-4 accent-amber-700" />
                {tr.t("new.customLimit")}
              </label>
            ) : null}
          </div>
          {form.size === CUSTOM_SIZE ? (
            <div className="mt-3 flex flex-wrap gap-4">
              {game?.costTypes
                .filter((c) => !c.hidden && !resources.has(c.id))
                .map((c) => (
                  <label key={c.id} className="text-sm">
                    {tr.t("new.limitFor", { costType: words.costName(c) })}
                    <input
                      type="number"
                      min={0}
                      inputMode="numeric"
                      data-testid={`limit-${c.id}`}
                      placeholder={tr.t("new.noLimit")}
                      value={form.limits[c.id] ?? ""}
                      onChange={(e) => setForm({ ...form, limits: { ...form.limits, [c.id]: e.target.value } })}
                      className="mt-1 block h-10 w-36 rounded-md border border-stone-300 bg-white px-2 tabular-nums aria-invalid:border-red-700 dark:border-stone-700 dark:bg-stone-900"
                      {...fieldError(`limits.${c.id}`)}
                    />
                    <FieldError id={errorId(`limits.${c.id}`)} message={fieldErrors[`limits.${c.id}`]} />
                  </label>
                ))}
            </div>
          ) : null}
        </fieldset>
      ) : null}
      </>
      )}

      <div>
        <label htmlFor={ids.name} className={legend}>
          {tr.t("new.name")}
        </label>
        <input id={ids.name} data-testid="roster-name-input" className={field} value={form.name} placeholder={name} maxLength={200} onChange={(e) => setForm({ ...form, name: e.target.value })} {...fieldError("name")} />
        <FieldError id={errorId("name")} message={fieldErrors.name} />
      </div>

      {failure ? (
        <p id={ids.error} role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
          {failure}
        </p>
      ) : null}

      <button type="submit" disabled={busy} data-testid="create-roster" className="w-full rounded-md bg-amber-700 px-4 py-3 font-semibold text-white hover:bg-amber-800 disabled:opacity-60 sm:w-auto">
        {busy ? tr.t("new.creating") : tr.t("new.create")}
      </button>

      {chosenInstalled ? null : (
      <section className="border-t border-stone-200 pt-6 dark:border-stone-800">
        <h2 className="text-lg font-semibold">{tr.t("new.examples")}</h2>
        {gameExamples.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{tr.t("new.examplesNone")}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {gameExamples.map((example) => (
              <li key={example.file}>
                <button
                  type="button"
                  disabled={busy}
                  data-testid="use-example"
                  data-example={example.file}
                  onClick={() => void submit(example)}
                  className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-start text-sm hover:border-amber-600 disabled:opacity-60 dark:border-stone-700 dark:bg-stone-900"
                >
                  {tr.t("new.useExample", { name: example.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      )}
    </form>
  );
}
