/**
 * English, the complete catalogue. Components and exporters read text only through `t()`
 * (../translate.ts); a translation is one more folder like this one. Each area of the app has
 * its own file so that people working on different screens do not edit the same file.
 * Messages are ICU MessageFormat (formatted by ../format.ts): {name} for a value,
 * {count, plural, one {# unit} other {# units}} where a number decides the words.
 */
import { anyDataEn } from "./any-data";
import { accountEn } from "./account";
import { commonEn } from "./common";
import { compareEn } from "./compare";
import { dataFileEn } from "./data-file";
import { databaseEn } from "./database";
import { errorsEn } from "./errors";
import { eventsEn } from "./events";
import { dataSetEn } from "./data-set";
import { dataSourcesEn, gameDataEn } from "./game-data";
import { bsBuilderEn } from "./bs-builder";
import { bsBuilderBodyEn } from "./bs-builder-body";
import { exchangeUiEn } from "./exchange-ui";
import { exportEn } from "./export";
import { gameTermsEn } from "./game-terms";
import { historyEn } from "./history";
import { hardeningEn } from "./hardening";
import { httpEn } from "./http";
import { localeEn } from "./locale";
import { uiEn } from "./ui";
import { oprEn } from "./opr";
import { armyBooksEn } from "./army-books";

export const messagesEn = { ...commonEn, ...anyDataEn, ...exportEn, ...uiEn, ...compareEn, ...exchangeUiEn, ...httpEn, ...dataFileEn, ...dataSetEn, ...gameDataEn, ...dataSourcesEn, ...bsBuilderEn, ...bsBuilderBodyEn, ...historyEn, ...accountEn, ...eventsEn, ...localeEn, ...errorsEn, ...oprEn, ...armyBooksEn, ...hardeningEn, ...gameTermsEn, ...databaseEn } as const;

export type MessageKey = keyof typeof messagesEn;
export type Messages = Record<MessageKey, string>;
export { issueMessagesEn, describeIssueEn, type IssueMessages } from "./issues";
