/** An import notice in words. Pure. */
import type { ImportNotice } from "@/lib/exchange/roster-json";
import type { Translator } from "@/lib/i18n/translate";

export function describeImportNotice(tr: Translator, notice: ImportNotice): string {
  switch (notice.code) {
    case "import.migrated":
      return tr.t("xui.import.notice.migrated", notice.params);
    case "import.unknown-entries":
      return tr.t("xui.import.notice.unknown", { entries: notice.params.entryIds.join(", ") });
    case "import.data-revision-differs":
      return tr.t("xui.import.notice.revision", notice.params);
  }
}
