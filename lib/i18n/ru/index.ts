/** Russian: the whole catalogue, area by area as in ../en (each file mirrors the English one). */
import { anyDataRu } from "./any-data";
import type { Messages } from "../en";
import { accountRu } from "./account";
import { errorsRu } from "./errors";
import { bsBuilderRu } from "./bs-builder";
import { bsBuilderBodyRu } from "./bs-builder-body";
import { commonRu } from "./common";
import { compareRu } from "./compare";
import { dataFileRu } from "./data-file";
import { dataSetRu } from "./data-set";
import { eventsRu } from "./events";
import { exchangeUiRu } from "./exchange-ui";
import { exportRu } from "./export";
import { dataSourcesRu, gameDataRu } from "./game-data";
import { historyRu } from "./history";
import { hardeningRu } from "./hardening";
import { httpRu } from "./http";
import { localeRu } from "./locale";
import { databaseRu } from "./database";
import { gameTermsRu } from "./game-terms";
import { uiRu } from "./ui";
import { oprRu } from "./opr";
import { armyBooksRu } from "./army-books";

export const messagesRu: Messages = { ...anyDataRu, ...accountRu, ...bsBuilderRu, ...bsBuilderBodyRu, ...commonRu, ...compareRu, ...dataFileRu, ...dataSetRu, ...eventsRu, ...exchangeUiRu, ...exportRu, ...gameDataRu, ...dataSourcesRu, ...historyRu, ...httpRu, ...localeRu, ...uiRu, ...errorsRu, ...oprRu, ...armyBooksRu, ...hardeningRu, ...gameTermsRu, ...databaseRu };
export { issueMessagesRu } from "./issues";
