/**
 * Which numbers of an engine issue are amounts of a cost type ("The army costs {total}, over its
 * limit of {limit}"): each is handed to the message as one phrase, the number with its noun, so
 * that every language can make the noun agree with the number ("21 очко", "5 очков"). Pure.
 */
import type { IssueParams } from "../engine/types";

type CostType = { id: string; name: string };
type AmountParams = { costType: (params: IssueParams) => CostType | undefined; amounts: string[] };

const byCostType = (params: IssueParams) => (typeof params.costType === "string" ? { id: params.costType, name: params.costType } : undefined);
// Constraints on a cost name it by id (field) and by the data's name (fieldName).
const byField = (params: IssueParams) => {
  if (typeof params.field !== "string") return undefined;
  const id = params.field.replace(/^limit:/, "");
  return { id, name: typeof params.fieldName === "string" ? params.fieldName : id };
};

const AMOUNTS: Record<string, AmountParams> = {
  "limit.exceeded": { costType: byCostType, amounts: ["total", "limit"] },
  "resource.overspent": { costType: byCostType, amounts: ["spent", "starting"] },
  "unit.cost-share-exceeded": { costType: byCostType, amounts: ["cost", "maxCost"] },
  "game-size.below-smallest": { costType: byCostType, amounts: ["limit", "min"] },
  "cost.too-low": { costType: byField, amounts: ["limit", "actual"] },
  "cost.too-high": { costType: byField, amounts: ["limit", "actual"] },
};

/** An amount in words: the game's, or the number and the data's name of the cost type. */
export type AmountWords = (costType: CostType, value: number) => string;

export function issueAmounts(code: string, params: IssueParams, amount: AmountWords): IssueParams {
  const spec = AMOUNTS[code];
  const costType = spec?.costType(params);
  if (!spec || costType === undefined) return params;
  const out: IssueParams = { ...params };
  for (const name of spec.amounts) {
    const value = params[name];
    if (typeof value === "number") out[name] = amount(costType, value);
  }
  return out;
}
