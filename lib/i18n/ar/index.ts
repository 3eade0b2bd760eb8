/** Arabic: the whole catalogue, area by area as in ../en (each file mirrors the English one). */
import { anyDataAr } from "./any-data";
import type { Messages } from "../en";
import { accountAr } from "./account";
import { errorsAr } from "./errors";
import { bsBuilderAr } from "./bs-builder";
import { bsBuilderBodyAr } from "./bs-builder-body";
import { commonAr } from "./common";
import { compareAr } from "./compare";
import { dataFileAr } from "./data-file";
import { dataSetAr } from "./data-set";
import { eventsAr } from "./events";
import { exchangeUiAr } from "./exchange-ui";
import { exportAr } from "./export";
import { dataSourcesAr, gameDataAr } from "./game-data";
import { historyAr } from "./history";
import { hardeningAr } from "./hardening";
import { httpAr } from "./http";
import { localeAr } from "./locale";
import { databaseAr } from "./database";
import { gameTermsAr } from "./game-terms";
import { uiAr } from "./ui";
import { oprAr } from "./opr";
import { armyBooksAr } from "./army-books";

export const messagesAr: Messages = { ...anyDataAr, ...accountAr, ...bsBuilderAr, ...bsBuilderBodyAr, ...commonAr, ...compareAr, ...dataFileAr, ...dataSetAr, ...eventsAr, ...exchangeUiAr, ...exportAr, ...gameDataAr, ...dataSourcesAr, ...historyAr, ...httpAr, ...localeAr, ...uiAr, ...errorsAr, ...oprAr, ...armyBooksAr, ...hardeningAr, ...gameTermsAr, ...databaseAr };
export { issueMessagesAr } from "./issues";
