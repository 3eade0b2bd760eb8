/**
 * A running line at the top of every page: which roster a loose sheet belongs to. It repeats
 * as a fixed element, not as a page layout with page numbers: numbering makes react-pdf lay the
 * whole document out twice, which doubled the time to make a PDF.
 */
import { Text, View } from "./directional";
import type { RosterView } from "../exchange/roster-view";
import type { Translator } from "../i18n/translate";
import { styles } from "./pdf-styles";

export function RunningHead({ view, tr }: { view: RosterView; tr: Translator }) {
  return (
    <View style={styles.runningHead} fixed>
      <Text style={{ flex: 1, paddingRight: 8 }}>{`${view.name} · ${view.factionName}`}</Text>
      <Text>{tr.t("export.generatedBy")}</Text>
    </View>
  );
}
