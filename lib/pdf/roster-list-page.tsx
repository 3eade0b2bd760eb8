/**
 * The list: what a tournament organiser checks. Header with the army's identity, totals and
 * validity (issues in words), then every force with its units grouped by role, their options and
 * costs in right-aligned columns.
 */
import { Page } from "@react-pdf/renderer";
import { Text, View } from "./directional";
import type { ForceView, RosterView, UnitView } from "../exchange/roster-view";
import type { Translator } from "../i18n/translate";
import { amountColumns, costColumns, formatCostList, formatNumber, headerFigures, optionPhrases, type CostColumn } from "./pdf-format";
import type { FontStacks } from "./pdf-fonts";
import { colors, LABEL_SPACING, PAGE_SIZE, sizes, styles, type Paper } from "./pdf-styles";
import { estimateTextWidth } from "./table-layout";
import { RunningHead } from "./running-head";
import { QrCode } from "./qr-code";

const MODELS_WIDTH = 38;
const QR_WIDTH = 66;

/** Wide enough for the figures and for the column's name in the small capitals of the header. */
function costWidth(column: CostColumn): number {
  const label = column.name.toUpperCase();
  return Math.max(44, estimateTextWidth(label, sizes.tiny) + label.length * LABEL_SPACING + 14);
}
function Header({ view, shareUrl, tr }: { view: RosterView; shareUrl?: string; tr: Translator }) {
  const subtitle = [view.rulesetName, view.battleSizeName].filter(Boolean).join(" · ");
  return (
    <View style={{ flexDirection: "row", marginBottom: 10 }}>
      <View style={{ flex: 1, paddingRight: 12 }}>
        <Text style={styles.sectionLabel}>{tr.t("export.pdf.list")}</Text>
        <Text style={{ fontSize: sizes.title, fontWeight: 700, color: colors.ink, lineHeight: 1.15, marginTop: 2 }}>{view.name}</Text>
        <Text style={{ fontSize: 10, marginTop: 3 }}>{tr.t("export.header.system", { system: view.systemName, faction: view.factionName })}</Text>
        {subtitle ? <Text style={[styles.muted, { marginTop: 1 }]}>{subtitle}</Text> : null}
        {view.dataSource ? <Text style={{ fontSize: sizes.tiny, color: colors.faint, marginTop: 2 }}>{tr.t("export.header.source", view.dataSource)}</Text> : null}
      </View>
      {shareUrl ? (
        <View style={{ width: QR_WIDTH + 8, alignItems: "center" }}>
          <QrCode text={shareUrl} width={QR_WIDTH} />
          <Text style={{ fontSize: 5.5, color: colors.faint, textAlign: "center", marginTop: 1 }}>{tr.t("export.pdf.scan")}</Text>
        </View>
      ) : null}
    </View>
  );
}

function Figures({ view, fonts, tr }: { view: RosterView; fonts: FontStacks; tr: Translator }) {
  const condensed = { fontFamily: fonts.condensed };
  const errors = view.issues.filter((i) => i.severity === "error").length;
  const warnings = view.issues.length - errors;
  const counts = [errors ? tr.t("export.pdf.errorCount", { count: errors }) : "", warnings ? tr.t("export.pdf.warningCount", { count: warnings }) : ""].filter(Boolean);
  const box = { flex: 1, borderWidth: 0.6, borderColor: colors.rule, borderRadius: 2, paddingVertical: 4, paddingHorizontal: 6, marginRight: 5 };
  return (
    <View style={{ flexDirection: "row", marginBottom: 8 }} wrap={false}>
      {headerFigures(view, tr).map((figure) => (
        <View key={figure.id} style={box}>
          <Text style={styles.sectionLabel}>{figure.label}</Text>
          <Text style={[condensed, { fontSize: 14, fontWeight: 700, color: colors.ink, lineHeight: 1.1 }]}>
            {figure.value}
            {figure.detail ? <Text style={{ fontSize: sizes.small, fontWeight: 400, color: colors.muted }}>{` ${figure.detail}`}</Text> : null}
          </Text>
        </View>
      ))}
      <View
        style={[
          box,
          { marginRight: 0, borderColor: view.valid ? colors.valid : colors.invalid, backgroundColor: view.valid ? colors.validFill : colors.invalidFill },
        ]}
      >
        <Text style={styles.sectionLabel}>{tr.t("export.pdf.status")}</Text>
        <Text style={{ fontSize: 14, fontWeight: 700, color: view.valid ? colors.valid : colors.invalid, lineHeight: 1.1 }}>
          {view.valid ? tr.t("status.valid") : tr.t("status.invalid")}
        </Text>
        {counts.length ? <Text style={{ fontSize: sizes.tiny, color: colors.muted }}>{counts.join(" · ")}</Text> : null}
      </View>
    </View>
  );
}

/** The army's role and copy limits as the editor shows them: "Hero: 3 of at most 4", "Core: 1250 pts, 27.8% (at least 20%)". */
function ArmyLimits({ view, tr }: { view: RosterView; tr: Translator }) {
  if (view.armyLimits.length === 0) return null;
  const tone = { ok: colors.muted, under: colors.invalid, over: colors.invalid };
  return (
    <View style={{ flexDirection: "row", flexWrap: "wrap", alignItems: "center", marginBottom: 6 }} wrap={false}>
      <Text style={[styles.sectionLabel, { marginRight: 4 }]}>{tr.t("export.armyLimits")}</Text>
      {view.armyLimits.map((limit) => (
        <Text
          key={limit.id}
          style={{ fontSize: sizes.small, color: tone[limit.state], fontWeight: limit.state === "ok" ? 400 : 700, borderWidth: 0.5, borderColor: limit.state === "ok" ? colors.rule : colors.invalid, borderRadius: 2, paddingHorizontal: 3, paddingVertical: 1, marginRight: 3, marginBottom: 2 }}
        >
          {limit.text}
        </Text>
      ))}
    </View>
  );
}

function Issues({ view, tr }: { view: RosterView; tr: Translator }) {
  if (view.issues.length === 0 && view.hiddenItems === 0) return null;
  const ordered = [...view.issues].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1));
  return (
    <View style={{ marginBottom: 8 }}>
      {view.hiddenItems > 0 ? <Text style={[styles.muted, { fontSize: sizes.small, marginBottom: 2 }]}>{tr.t("export.pdf.hiddenItems", { count: view.hiddenItems })}</Text> : null}
      {ordered.length > 0 ? (
        <View style={{ borderLeftWidth: 2, borderLeftColor: view.valid ? colors.warning : colors.invalid, paddingLeft: 6, paddingVertical: 2 }}>
          <Text style={[styles.sectionLabel, { marginBottom: 1 }]}>{tr.t("export.issues")}</Text>
          {ordered.map((issue, i) => (
            <Text key={i} style={{ fontSize: sizes.small, marginBottom: 1 }}>
              <Text style={{ fontWeight: 700, color: issue.severity === "error" ? colors.invalid : colors.warning }}>
                {tr.t(issue.severity === "error" ? "export.pdf.severity.error" : "export.pdf.severity.warning")}
              </Text>
              {issue.unitName ? <Text style={{ fontWeight: 600 }}>{` ${issue.unitName}: `}</Text> : " "}
              {issue.message}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  );
}

function unitExtras(unit: UnitView, tr: Translator, columns: CostColumn[] = []): string[] {
  const extras: string[] = [];
  for (const [keyword, value] of unit.keywordChoices) extras.push(tr.t("export.pdf.keywordChoice", { keyword, value }));
  if (unit.combined) extras.push(tr.t("export.combined"));
  if (unit.joinedTo) extras.push(tr.t("export.joinedTo", { unit: unit.joinedTo }));
  if (unit.path) extras.push(`${tr.t("export.path")}: ${unit.path.name}`);
  if (unit.spells.length) extras.push(`${tr.t("export.spells")}: ${unit.spells.map((s) => s.name).join(", ")}`);
  if (unit.issueCount) extras.push(tr.t("export.pdf.unitIssues", { count: unit.issueCount }));
  if (unit.hiddenCosts) extras.push(tr.t("export.hiddenCosts", { costs: formatCostList(unit.hiddenCosts, columns) }));
  return extras;
}

function UnitRow({ unit, columns, fonts, tr }: { unit: UnitView; columns: CostColumn[]; fonts: FontStacks; tr: Translator }) {
  const condensed = { fontFamily: fonts.condensed };
  const phrases = optionPhrases(unit.options, columns, tr);
  const extras = unitExtras(unit, tr, columns);
  return (
    <View wrap={false} style={{ flexDirection: "row", paddingVertical: 2.5, borderBottomWidth: 0.4, borderBottomColor: colors.hairline }}>
      <View style={{ flex: 1, paddingRight: 6 }}>
        <Text style={{ fontSize: 9, color: colors.ink }}>
          <Text style={{ fontWeight: 700 }}>{unit.name}</Text>
          {unit.name !== unit.entryName ? <Text style={styles.muted}>{` ${unit.entryName}`}</Text> : null}
          {unit.issueCount ? <Text style={{ color: colors.invalid, fontWeight: 700 }}>{" !"}</Text> : null}
        </Text>
        {extras.length ? <Text style={{ fontSize: sizes.small, color: colors.muted }}>{extras.join(" · ")}</Text> : null}
        {phrases.length ? (
          <Text style={{ fontSize: sizes.small, color: colors.text, marginTop: 0.5 }}>
            {phrases.map((phrase, i) => (
              <Text key={i}>
                {i > 0 ? <Text style={{ color: colors.faint }}>{" · "}</Text> : null}
                {phrase.label}
                {phrase.cost ? <Text style={{ color: colors.faint }}>{` ${phrase.cost}`}</Text> : null}
                {phrase.children.length ? <Text style={{ color: colors.muted }}>{` (${phrase.children.join(", ")})`}</Text> : null}
              </Text>
            ))}
          </Text>
        ) : null}
        {unit.notes ? <Text style={[styles.italic, { fontSize: sizes.small, color: colors.muted }]}>{unit.notes}</Text> : null}
      </View>
      <Text style={[condensed, styles.number, { width: MODELS_WIDTH, fontSize: 9 }]}>{unit.models ? formatNumber(unit.models, tr.locale) : ""}</Text>
      {columns.map((column) => (
        <Text key={column.id} style={[condensed, styles.number, { width: costWidth(column), fontSize: 9, fontWeight: 600, color: colors.ink }]}>
          {formatNumber(unit.costs[column.id] ?? 0, tr.locale)}
        </Text>
      ))}
    </View>
  );
}

function Force({ force, view, columns, fonts, tr }: { force: ForceView; view: RosterView; columns: CostColumn[]; fonts: FontStacks; tr: Translator }) {
  const condensed = { fontFamily: fonts.condensed };
  const forceCosts = formatCostList(force.costs, amountColumns(view, tr));
  return (
    <View style={{ marginBottom: 10 }}>
      {/* The force heading and table header stay with at least the first unit. */}
      <View wrap={false} minPresenceAhead={40}>
        <View style={{ flexDirection: "row", alignItems: "flex-end", borderBottomWidth: 1.2, borderBottomColor: colors.ink, paddingBottom: 2, marginTop: 4 }}>
          <Text style={{ flex: 1, fontSize: sizes.heading, fontWeight: 700, color: colors.ink }}>{force.name}</Text>
          <Text style={[condensed, { fontSize: 9, fontWeight: 600 }]}>{forceCosts}</Text>
        </View>
        <View style={{ flexDirection: "row", paddingVertical: 1.5 }}>
          <Text style={[styles.sectionLabel, { flex: 1 }]}>{tr.t("export.pdf.unit")}</Text>
          <Text style={[styles.sectionLabel, { width: MODELS_WIDTH, textAlign: "right" }]}>{tr.t("export.pdf.models")}</Text>
          {columns.map((column) => (
            <Text key={column.id} style={[styles.sectionLabel, { width: costWidth(column), textAlign: "right" }]}>
              {column.name}
            </Text>
          ))}
        </View>
      </View>
      {force.groups.map((group) => (
        <View key={group.categoryId}>
          <View wrap={false} minPresenceAhead={24} style={{ backgroundColor: colors.fill, paddingHorizontal: 3, paddingVertical: 1.5, marginTop: 3 }}>
            <Text style={{ fontSize: sizes.subheading, fontWeight: 700, color: colors.muted }}>{group.categoryName}</Text>
          </View>
          {group.units.map((unit) => (
            <UnitRow key={unit.id} unit={unit} columns={columns} fonts={fonts} tr={tr} />
          ))}
        </View>
      ))}
    </View>
  );
}

export function RosterListPage({ view, paper, shareUrl, fonts, tr }: { view: RosterView; paper: Paper; shareUrl?: string; fonts: FontStacks; tr: Translator }) {
  const columns = costColumns(view, tr);
  return (
    <Page size={PAGE_SIZE[paper]} style={[styles.page, { fontFamily: fonts.sans }]} experimentalPagination>
      <RunningHead view={view} tr={tr} />
      <Header view={view} shareUrl={shareUrl} tr={tr} />
      <Figures view={view} fonts={fonts} tr={tr} />
      <ArmyLimits view={view} tr={tr} />
      <Issues view={view} tr={tr} />
      {view.forces.map((force) => (
        <Force key={force.id} force={force} view={view} columns={columns} fonts={fonts} tr={tr} />
      ))}
      {view.notes ? (
        <View style={{ marginTop: 4 }}>
          <Text style={styles.sectionLabel} minPresenceAhead={20}>
            {tr.t("export.notes")}
          </Text>
          <Text style={{ fontSize: sizes.small }}>{view.notes}</Text>
        </View>
      ) : null}
    </Page>
  );
}
