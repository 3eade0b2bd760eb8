/**
 * Compact reference cards (as Army Forge and BattleScribe's "rules at the end" print them): two
 * cards across the page, each with its profiles, the names of its rules and what the roster took;
 * every rule's text once, in a glossary at the end.
 */
import { Page } from "@react-pdf/renderer";
import { Text, View } from "./directional";
import { markupChildren } from "./markup-text";
import type { RosterView } from "../exchange/roster-view";
import type { CardRule, UnitCard } from "../exchange/unit-cards";
import type { Translator } from "../i18n/translate";
import { DataTable, TABLE_PADDING } from "./data-table";
import { formatCostList, formatTaken, type CostColumn } from "./pdf-format";
import type { FontStacks } from "./pdf-fonts";
import { colors, MARGIN, PAGE_POINTS, PAGE_SIZE, sizes, styles, type Paper } from "./pdf-styles";
import { naturalTableWidth, packTables } from "./table-layout";
import { RunningHead } from "./running-head";

const GAP = 8;
const PADDING = 4;
const BORDER = 0.7;
const TABLE_FONT = 6.5;

function columnWidth(paper: Paper): number {
  return (PAGE_POINTS[paper].width - 2 * MARGIN.x - GAP) / 2;
}

/**
 * Every rule text the cards refer to, once, by name: abilities, options that explain themselves,
 * items. Two texts under one name (a Shield on foot and mounted) are both kept.
 */
export function collectGlossary(cards: UnitCard[]): CardRule[] {
  const byText = new Map<string, CardRule>();
  for (const card of cards) {
    for (const rule of [...card.rules, ...card.upgrades, ...card.items]) {
      const key = `${rule.name}\u0000${rule.description}`;
      if (rule.description && !byText.has(key)) byText.set(key, { id: rule.id, name: rule.name, description: rule.description });
    }
  }
  return [...byText.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function Tables({ card, width, fonts }: { card: UnitCard; width: number; fonts: FontStacks }) {
  const tables = card.profiles.map((table) => ({ key: table.typeId, headers: [table.typeName, ...table.columns], rows: table.rows.map((r) => [r.name, ...r.values]) }));
  const naturals = tables.map((t) => naturalTableWidth(t.headers.map((header, i) => ({ header, cells: t.rows.map((r) => r[i] ?? "") })), { fontSize: TABLE_FONT, padding: TABLE_PADDING }));
  return (
    <>
      {packTables(naturals, width, 4).map((row) => (
        <View key={row.map((p) => p.index).join("-")} style={{ flexDirection: "row", justifyContent: "space-between" }}>
          {row.map(({ index, width: tableWidth }) => {
            const table = tables[index]!;
            return <DataTable key={table.key} headers={table.headers} rows={table.rows} width={tableWidth} fontSize={TABLE_FONT} fonts={fonts} />;
          })}
        </View>
      ))}
    </>
  );
}

function Line({ label, text }: { label: string; text: string }) {
  return (
    <Text style={{ fontSize: sizes.tiny, marginBottom: 1 }}>
      <Text style={{ fontWeight: 700, color: colors.ink }}>{`${label}: `}</Text>
      {text}
    </Text>
  );
}

function CompactCard({ card, columns, width, fonts, tr }: { card: UnitCard; columns: CostColumn[]; width: number; fonts: FontStacks; tr: Translator }) {
  const inner = width - 2 * PADDING - 2 * BORDER;
  const names = (rules: CardRule[]) => rules.map((r) => r.name).join(", ");
  const spells = card.spells.map((s) => (s.castingValue ? `${s.name} (${s.castingValue})` : s.name)).join(", ");
  return (
    <View wrap={false} style={{ width, borderWidth: BORDER, borderColor: colors.ink, borderRadius: 2 }}>
      <View style={{ flexDirection: "row", alignItems: "center", backgroundColor: colors.headerFill, paddingHorizontal: PADDING, paddingVertical: 2, borderBottomWidth: BORDER, borderBottomColor: colors.ink }}>
        <Text style={{ flex: 1, fontSize: sizes.subheading, fontWeight: 700, color: colors.ink }}>
          {card.name}
          {card.instances.length > 1 ? <Text style={{ fontWeight: 400, color: colors.muted }}>{` ${tr.t("export.pdf.cardCount", { count: card.instances.length })}`}</Text> : null}
        </Text>
        <Text style={{ fontFamily: fonts.condensed, fontSize: sizes.small, fontWeight: 700, color: colors.ink }}>{formatCostList(card.costs, columns)}</Text>
      </View>
      <View style={{ padding: PADDING, paddingBottom: PADDING - 2 }}>
        <Tables card={card} width={inner} fonts={fonts} />
        {card.rules.length ? <Line label={tr.t("export.pdf.abilities")} text={names(card.rules)} /> : null}
        {card.upgrades.length ? <Line label={tr.t("export.pdf.options")} text={names(card.upgrades)} /> : null}
        {card.items.length ? <Line label={tr.t("export.pdf.magicItems")} text={names(card.items)} /> : null}
        {spells ? <Line label={tr.t("export.spells")} text={spells} /> : null}
        {card.instances.map((instance) => {
          const taken = formatTaken(instance.taken, tr);
          return <Line key={instance.id} label={instance.name} text={[formatCostList(instance.costs, columns), taken].filter(Boolean).join(" · ")} />;
        })}
        {card.keywords.length ? <Text style={{ fontSize: sizes.tiny, color: colors.muted }}>{card.keywords.join(", ")}</Text> : null}
      </View>
    </View>
  );
}

type CompactCardPagesProps = { view: RosterView; cards: UnitCard[]; columns: CostColumn[]; paper: Paper; fonts: FontStacks; tr: Translator };

export function CompactCardPages({ view, cards, columns, paper, fonts, tr }: CompactCardPagesProps) {
  const width = columnWidth(paper);
  // Two cards a row, each row kept whole: a row never splits over two pages.
  const rows: UnitCard[][] = [];
  for (let i = 0; i < cards.length; i += 2) rows.push(cards.slice(i, i + 2));
  const glossary = collectGlossary(cards);
  return (
    <>
      <Page size={PAGE_SIZE[paper]} style={[styles.page, { fontFamily: fonts.sans }]}>
        <RunningHead view={view} tr={tr} />
        <Text style={styles.sectionLabel}>{tr.t("export.pdf.cards")}</Text>
        <Text style={{ fontSize: 13, fontWeight: 700, color: colors.ink, marginBottom: 6 }}>{view.name}</Text>
        {rows.map((row) => (
          <View key={row.map((c) => c.entryId).join("+")} wrap={false} style={{ flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start", marginBottom: GAP }}>
            {row.map((card) => (
              <CompactCard key={card.entryId} card={card} columns={columns} width={width} fonts={fonts} tr={tr} />
            ))}
          </View>
        ))}
      </Page>
      {glossary.length > 0 ? (
        <Page size={PAGE_SIZE[paper]} style={[styles.page, { fontFamily: fonts.sans }]}>
          <RunningHead view={view} tr={tr} />
          <Text style={styles.sectionLabel}>{tr.t("export.pdf.glossary")}</Text>
          <View style={{ flexDirection: "row", flexWrap: "wrap", justifyContent: "space-between", marginTop: 4 }}>
            {glossary.map((rule) => (
              <Text key={`${rule.name}:${rule.id}:${rule.description.slice(0, 20)}`} style={{ width, fontSize: sizes.tiny, marginBottom: 2.5 }}>
                <Text style={{ fontWeight: 700, color: colors.ink }}>{rule.name}</Text>
                {`${/[.!?:]$/.test(rule.name) ? "" : "."} `}
                {markupChildren(rule.description)}
              </Text>
            ))}
          </View>
        </Page>
      ) : null}
    </>
  );
}
