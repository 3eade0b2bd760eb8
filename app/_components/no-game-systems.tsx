export function NoGameSystems() {
  return (
    <div
      data-testid="no-game-systems"
      className="rounded-xl border border-dashed border-stone-300 p-8 text-center text-sm text-stone-600 dark:border-stone-700 dark:text-stone-400"
    >
      <p className="font-medium text-stone-800 dark:text-stone-200">No game systems yet.</p>
      <p className="mt-2">
        Add a game system under <code className="font-mono">data/systems/</code> and restart Muster to load it.
      </p>
    </div>
  );
}
