import type { InfoGroup, Modifier, Profile, Rule } from "../data-types";
import type { Self } from "./conditions";
import type { DataIndex } from "./data-index";
import type { InfoParts } from "./entry-nodes";
import { forEachActiveModifier, modifyBoolean, modifyText } from "./modifiers";
import { isWrittenForNewRecruit } from "./new-recruit-data";
import type { QueryFacts } from "./queries";

export type ProfileView = {
  id: string;
  name: string;
  typeId: string;
  typeName: string;
  hidden: boolean;
  page?: string;
  publicationId?: string;
  characteristics: { name: string; typeId: string; value: string }[];
  /** New Recruit: a label the data puts on the profile (the enhancement that changed a weapon). */
  annotation?: string;
};

export type RuleView = {
  id: string;
  name: string;
  description: string;
  hidden: boolean;
  page?: string;
  publicationId?: string;
};

type Collected = { profiles: { profile: Profile; hidden: boolean; link?: { modifiers?: Profile["modifiers"]; modifierGroups?: Profile["modifierGroups"]; name?: string } }[]; rules: { rule: Rule; hidden: boolean; link?: { modifiers?: Rule["modifiers"]; modifierGroups?: Rule["modifierGroups"]; name?: string } }[] };

function collectGroup(index: DataIndex, group: InfoGroup, hidden: boolean, out: Collected, depth: number): void {
  const parts: InfoParts = { profiles: group.profiles ?? [], rules: group.rules ?? [], infoLinks: group.infoLinks ?? [], infoGroups: group.infoGroups ?? [] };
  collect(index, parts, hidden || Boolean(group.hidden), out, depth + 1);
}

function collect(index: DataIndex, parts: InfoParts, hidden: boolean, out: Collected, depth: number): void {
  if (depth > 20) return;
  for (const profile of parts.profiles) out.profiles.push({ profile, hidden });
  for (const rule of parts.rules) out.rules.push({ rule, hidden });
  for (const link of parts.infoLinks) {
    const linkHidden = hidden || Boolean(link.hidden);
    if (link.type === "profile") {
      const profile = index.profiles.get(link.targetId);
      if (profile) out.profiles.push({ profile, hidden: linkHidden, link });
    } else if (link.type === "rule") {
      const rule = index.rules.get(link.targetId);
      if (rule) out.rules.push({ rule, hidden: linkHidden, link });
    } else if (link.type === "infoGroup") {
      const group = index.infoGroups.get(link.targetId);
      if (group) collectGroup(index, group, linkHidden, out, depth);
    }
  }
  for (const group of parts.infoGroups) collectGroup(index, group, hidden, out, depth);
}

/** Profiles and rules of an entry (links and info groups resolved), with modifiers applied. */
export function viewInfo(index: DataIndex, parts: InfoParts, self: Self, facts: QueryFacts, prefix = ""): { profiles: ProfileView[]; rules: RuleView[] } {
  const out: Collected = { profiles: [], rules: [] };
  collect(index, parts, false, out, 0);
  const numbersInText = isWrittenForNewRecruit(index);
  const profiles = out.profiles.map(({ profile, hidden, link }) => {
    const view: ProfileView = {
      id: `${prefix}${profile.id}`,
      name: profile.name,
      typeId: profile.typeId,
      typeName: profile.typeName ?? index.profileTypes.get(profile.typeId)?.name ?? "",
      hidden: hidden || Boolean(profile.hidden),
      page: profile.page,
      publicationId: profile.publicationId,
      characteristics: (profile.characteristics ?? []).map((c) => ({ ...c })),
    };
    const apply = (modifiers: Profile["modifiers"], groups: Profile["modifierGroups"]) =>
      forEachActiveModifier(self, modifiers, groups, facts, (modifier, times) => {
        if (modifier.affects && modifier.affects !== "self") return;
        modifyProfile(view, modifier, times, numbersInText);
      });
    apply(profile.modifiers, profile.modifierGroups);
    if (link) apply(link.modifiers, link.modifierGroups);
    return view;
  });
  const rules = out.rules.map(({ rule, hidden, link }) => {
    const view: RuleView = {
      id: `${prefix}${rule.id}`,
      name: rule.name,
      description: rule.description ?? "",
      hidden: hidden || Boolean(rule.hidden),
      page: rule.page,
      publicationId: rule.publicationId,
    };
    const apply = (modifiers: Rule["modifiers"], groups: Rule["modifierGroups"]) =>
      forEachActiveModifier(self, modifiers, groups, facts, (modifier, times) => {
        if (modifier.field === "hidden") view.hidden = modifyBoolean(view.hidden, modifier);
        else if (modifier.field === "name") view.name = modifyText(view.name, modifier, times);
        else if (modifier.field === "description") view.description = modifyText(view.description, modifier, times);
      });
    apply(rule.modifiers, rule.modifierGroups);
    if (link) apply(link.modifiers, link.modifierGroups);
    return view;
  });
  return { profiles, rules };
}

/** One modifier on a profile: its name, hidden state, annotation or a characteristic. */
export function modifyProfile(view: ProfileView, modifier: Modifier, times: number, numbersInText = false): void {
  if (modifier.field === "hidden") view.hidden = modifyBoolean(view.hidden, modifier);
  else if (modifier.field === "name") view.name = modifyText(view.name, modifier, times);
  else if (modifier.field === "annotation") view.annotation = modifyText(view.annotation ?? "", modifier, times) || undefined;
  else {
    const characteristic = view.characteristics.find((c) => c.typeId === modifier.field || c.name === modifier.field);
    if (characteristic) characteristic.value = modifyText(characteristic.value, modifier, times, numbersInText);
  }
}
