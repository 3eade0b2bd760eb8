/**
 * Reference cards, after the list: one per distinct unit, full page width and as tall as its
 * content, stacked several to a page. A card is never split over two pages, and dashed cut lines
 * run between cards so the sheet can be cut into cards.
 */
import { Page } from "@react-pdf/renderer";
import { Text, View } from "./directional";
import { markupChildren } from "./markup-text";
import type { RosterView } from "../exchange/roster-view";
import type { CardSpell, UnitCard } from "../exchange/unit-cards";
import type { Translator } from "../i18n/translate";
import { DataTable, TABLE_PADDING } from "./data-table";
import { naturalTableWidth, packTables } from "./table-layout";
import { estimateCardHeight } from "./card-height";
import { formatCostList, formatTaken, type CostColumn } from "./pdf-format";
import type { FontStacks } from "./pdf-fonts";
import { colors, MARGIN, PAGE_POINTS, PAGE_SIZE, sizes, styles, type Paper } from "./pdf-styles";
import { RunningHead } from "./running-head";

const CARD_PADDING = 6;
const CARD_BORDER = 0.8;
const CUT_GAP = 7;

/** Room for cards on a page: the page less its margins, the running head and a cut line. */
function pageContentHeight(paper: Paper): number {
  return PAGE_POINTS[paper].height - MARGIN.top - MARGIN.bottom - 24;
}

function cardInnerWidth(paper: Paper): number {
  return PAGE_POINTS[paper].width - 2 * MARGIN.x - 2 * CARD_PADDING - 2 * CARD_BORDER;
}

function Section({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <View style={{ marginBottom: 4 }}>
      <Text style={[styles.sectionLabel, { marginBottom: 1.5, borderBottomWidth: 0.4, borderBottomColor: colors.rule, paddingBottom: 1 }]}>{label}</Text>
      {children}
    </View>
  );
}

/** "Name. Description" paragraphs: rules, options, items. */
function NamedTexts({ entries }: { entries: { key: string; name: string; note?: string; description: string }[] }) {
  return (
    <>
      {entries.map((entry) => (
        <Text key={entry.key} style={{ fontSize: sizes.small, marginBottom: 1.5 }}>
          <Text style={{ fontWeight: 700, color: colors.ink }}>{entry.name}</Text>
          {entry.note ? <Text style={{ color: colors.muted }}>{` ${entry.note}`}</Text> : null}
          {entry.description ? `${/[.!?:]$/.test(entry.name) ? "" : "."} ` : ""}
          {entry.description ? markupChildren(entry.description) : null}
        </Text>
      ))}
    </>
  );
}

/**
 * Spells: the figures in columns, the effect under each spell across the card. A column no
 * spell of the card fills is left out (a One Page Rules spell has a name and a value only).
 */
function spellTable(spells: CardSpell[], instances: number, tr: Translator): { headers: string[]; rows: string[][]; notes: string[] } {
  const paths = new Set(spells.map((s) => s.pathName ?? ""));
  const columns: { header: string; cell: (spell: CardSpell) => string }[] = [
    { header: tr.t("export.pdf.spell.name"), cell: (spell) => spell.name },
    ...(paths.size > 1 ? [{ header: tr.t("export.path"), cell: (spell: CardSpell) => spell.pathName ?? tr.t("export.pdf.hereditary") }] : []),
    {
      header: tr.t("export.pdf.spell.number"),
      cell: (spell) => (spell.pathName && spell.number ? String(spell.number) : spell.pathName ? "" : tr.t("export.pdf.hereditaryShort")),
    },
    { header: tr.t("export.pdf.spell.castingValue"), cell: (spell) => spell.castingValue ?? "" },
    { header: tr.t("export.pdf.spell.range"), cell: (spell) => spell.range ?? "" },
    { header: tr.t("export.pdf.spell.type"), cell: (spell) => spell.type ?? "" },
    { header: tr.t("export.pdf.spell.duration"), cell: (spell) => spell.duration ?? "" },
    ...(instances > 1 ? [{ header: tr.t("export.pdf.spell.knownBy"), cell: (spell: CardSpell) => spell.knownBy.join(", ") }] : []),
  ];
  const shown = columns.filter((column, i) => i === 0 || spells.some((spell) => column.cell(spell) !== ""));
  return {
    headers: shown.map((column) => column.header),
    rows: spells.map((spell) => shown.map((column) => column.cell(spell))),
    notes: spells.map((spell) => spell.effect),
  };
}

const TABLE_GAP = 8;

function ProfileTables({ card, width, fonts }: { card: UnitCard; width: number; fonts: FontStacks }) {
  const tables = card.profiles.map((table) => ({ key: table.typeId, headers: [table.typeName, ...table.columns], rows: table.rows.map((r) => [r.name, ...r.values]) }));
  const naturals = tables.map((t) => naturalTableWidth(t.headers.map((header, i) => ({ header, cells: t.rows.map((r) => r[i] ?? "") })), { fontSize: sizes.table, padding: TABLE_PADDING }));
  return (
    <>
      {packTables(naturals, width, TABLE_GAP).map((row) => (
        <View key={row.map((p) => p.index).join("-")} style={{ flexDirection: "row", justifyContent: "space-between" }}>
          {row.map(({ index, width: tableWidth }) => {
            const table = tables[index]!;
            return <DataTable key={table.key} headers={table.headers} rows={table.rows} width={tableWidth} fonts={fonts} />;
          })}
        </View>
      ))}
    </>
  );
}

type CardViewProps = { card: UnitCard; columns: CostColumn[]; width: number; pageHeight: number; fonts: FontStacks; tr: Translator };

function CardView({ card, columns, width, pageHeight, fonts, tr }: CardViewProps) {
  const condensed = { fontFamily: fonts.condensed };
  const costs = formatCostList(card.costs, columns);
  const spells = card.spells.length ? spellTable(card.spells, card.instances.length, tr) : null;
  const hasLeft = card.rules.length + card.upgrades.length + card.items.length > 0;
  return (
    // Whole on one page, unless it could not fit on any page: then it continues on the next.
    <View wrap={estimateCardHeight(card, width) > pageHeight} style={{ paddingVertical: CUT_GAP, borderBottomWidth: 0.6, borderColor: colors.faint, borderStyle: "dashed" }}>
      <View style={{ borderWidth: CARD_BORDER, borderColor: colors.ink, borderRadius: 2 }}>
        <View style={{ flexDirection: "row", alignItems: "center", backgroundColor: colors.headerFill, paddingHorizontal: CARD_PADDING, paddingVertical: 3.5, borderBottomWidth: 0.8, borderBottomColor: colors.ink }}>
          <Text style={{ flex: 1, fontSize: sizes.heading, fontWeight: 700, color: colors.ink }}>
            {card.name}
            {card.instances.length > 1 ? <Text style={{ fontWeight: 400, color: colors.muted }}>{` ${tr.t("export.pdf.cardCount", { count: card.instances.length })}`}</Text> : null}
          </Text>
          {card.role ? <Text style={[styles.sectionLabel, { color: colors.muted, marginRight: 10 }]}>{card.role}</Text> : null}
          <Text style={[condensed, { fontSize: 9.5, fontWeight: 700, color: colors.ink }]}>{costs}</Text>
        </View>
        <View style={{ padding: CARD_PADDING, paddingBottom: CARD_PADDING - 3 }}>
          {card.description ? <Text style={[styles.italic, { fontSize: sizes.small, color: colors.muted, marginBottom: 3 }]}>{markupChildren(card.description)}</Text> : null}
          <ProfileTables card={card} width={width} fonts={fonts} />
          {spells ? <DataTable headers={spells.headers} rows={spells.rows} notes={spells.notes} width={width} fonts={fonts} /> : null}
          <View style={{ flexDirection: "row", marginTop: 2 }}>
            {hasLeft ? (
              <View style={{ flex: 3, paddingRight: 10 }}>
                {card.rules.length ? (
                  <Section label={tr.t("export.pdf.abilities")}>
                    <NamedTexts entries={card.rules.map((r) => ({ key: r.id, name: r.name, description: r.description }))} />
                  </Section>
                ) : null}
                {card.upgrades.length ? (
                  <Section label={tr.t("export.pdf.options")}>
                    <NamedTexts entries={card.upgrades.map((r) => ({ key: r.id, name: r.name, description: r.description }))} />
                  </Section>
                ) : null}
                {card.items.length ? (
                  <Section label={tr.t("export.pdf.magicItems")}>
                    <NamedTexts
                      entries={card.items.map((item) => ({
                        key: item.id,
                        name: item.name,
                        ...(card.instances.length > 1 ? { note: tr.t("export.pdf.carriedBy", { units: item.carriedBy.join(", ") }) } : {}),
                        description: item.description,
                      }))}
                    />
                  </Section>
                ) : null}
              </View>
            ) : null}
            <View style={{ flex: 2 }}>
              <Section label={tr.t("export.pdf.inRoster")}>
                {card.instances.map((instance) => {
                  const details = [formatCostList(instance.costs, columns), instance.models > 1 ? tr.t("totals.models", { count: instance.models }) : ""].filter(Boolean);
                  const taken = formatTaken(instance.taken, tr);
                  return (
                    <View key={instance.id} style={{ marginBottom: 2 }}>
                      <Text style={{ fontSize: sizes.small }}>
                        <Text style={{ fontWeight: 700, color: colors.ink }}>{instance.name}</Text>
                        {details.length ? <Text style={{ color: colors.muted }}>{` ${details.join(" · ")}`}</Text> : null}
                      </Text>
                      {taken ? <Text style={{ fontSize: sizes.small }}>{taken}</Text> : null}
                      {instance.spellNames.length ? (
                        <Text style={{ fontSize: sizes.small, color: colors.muted }}>
                          {`${instance.pathName ?? tr.t("export.spells")}: ${instance.spellNames.join(", ")}`}
                        </Text>
                      ) : null}
                    </View>
                  );
                })}
              </Section>
              {card.keywords.length ? (
                <Section label={tr.t("export.pdf.keywords")}>
                  <Text style={{ fontSize: sizes.small }}>{card.keywords.join(", ")}</Text>
                </Section>
              ) : null}
              {card.factionKeywords.length ? (
                <Section label={tr.t("export.pdf.factionKeywords")}>
                  <Text style={{ fontSize: sizes.small }}>{card.factionKeywords.join(", ")}</Text>
                </Section>
              ) : null}
            </View>
          </View>
        </View>
      </View>
    </View>
  );
}

type UnitCardPagesProps = { view: RosterView; cards: UnitCard[]; columns: CostColumn[]; paper: Paper; fonts: FontStacks; tr: Translator };

export function UnitCardPages({ view, cards, columns, paper, fonts, tr }: UnitCardPagesProps) {
  const width = cardInnerWidth(paper);
  return (
    <Page size={PAGE_SIZE[paper]} style={[styles.page, { fontFamily: fonts.sans }]} experimentalPagination>
      <RunningHead view={view} tr={tr} />
      <View style={{ flexDirection: "row", alignItems: "flex-end", marginBottom: 6 }}>
        <View style={{ flex: 1 }}>
          <Text style={styles.sectionLabel}>{tr.t("export.pdf.cards")}</Text>
          <Text style={{ fontSize: 13, fontWeight: 700, color: colors.ink }}>{view.name}</Text>
        </View>
        <Text style={{ fontSize: sizes.tiny, color: colors.faint }}>{tr.t("export.pdf.cutHint")}</Text>
      </View>
      {/* The cut line above the first card of every page; each card draws the one below it. */}
      <View fixed style={{ borderTopWidth: 0.6, borderColor: colors.faint, borderStyle: "dashed" }} />
      {cards.map((card) => (
        <CardView key={card.entryId} card={card} columns={columns} width={width} pageHeight={pageContentHeight(paper)} fonts={fonts} tr={tr} />
      ))}
    </Page>
  );
}
