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
    case "import.af-unmatched-unit":
      return tr.t("xui.import.notice.afUnmatchedUnit", notice.params);
    case "import.af-unmatched-book":
      return tr.t("xui.import.notice.afUnmatchedBook", notice.params);
    case "import.af-unmatched-option":
      return tr.t("xui.import.notice.afUnmatchedOption", notice.params);
    case "import.af-points-differ":
      return tr.t("xui.import.notice.afPointsDiffer", notice.params);
    case "import.af-total-differs":
      return tr.t("xui.import.notice.afTotalDiffers", notice.params);
  }
}
