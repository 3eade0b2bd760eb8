import Link from "next/link";
import type { ArmyBookSummary } from "@/lib/data-access/army-books";
import { getTranslator } from "@/lib/http/request-translator";
import { RemoveArmyBookButton } from "./remove-army-book-button";

/** The Army Forge army books this browser builds on: its own (removable) and those installed for everyone. */
export async function ArmyBookList({ books }: { books: ArmyBookSummary[] }) {
  const tr = await getTranslator();
  return (
    <section aria-labelledby="army-books" className="mt-10" data-testid="army-books">
      <h2 id="army-books" className="mb-2 text-xl font-semibold">
        {tr.t("armyBooks.title")}
      </h2>
      <p className="mb-4 max-w-3xl text-sm text-stone-600 dark:text-stone-400">{tr.t("armyBooks.intro")}</p>
      {books.length === 0 ? (
        <p className="text-stone-600 dark:text-stone-400">{tr.t("armyBooks.empty")}</p>
      ) : (
        <ul className="space-y-3">
          {books.map((book) => (
            <li key={book.id} data-testid="army-book" data-book-id={book.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{book.name}</p>
                <p className="text-sm text-stone-600 dark:text-stone-400">
                  {tr.t("armyBooks.details", { game: book.gameName, revision: book.revision, units: book.units })} · {tr.t(book.serverWide ? "gameData.serverWide" : "gameData.yours")}
                </p>
              </div>
              <Link
                href={`/rosters/new?system=${encodeURIComponent(book.gameSystemId)}&faction=${encodeURIComponent(book.id)}`}
                className="rounded-md bg-amber-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-amber-800"
                data-testid="army-book-build"
              >
                {tr.t("armyBooks.build")}
              </Link>
              {book.serverWide ? null : <RemoveArmyBookButton id={book.id} name={book.name} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
