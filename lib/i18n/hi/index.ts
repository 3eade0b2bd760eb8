/** Hindi: the whole catalogue, area by area as in ../en (each file mirrors the English one). */
import { anyDataHi } from "./any-data";
import type { Messages } from "../en";
import { accountHi } from "./account";
import { errorsHi } from "./errors";
import { bsBuilderHi } from "./bs-builder";
import { bsBuilderBodyHi } from "./bs-builder-body";
import { commonHi } from "./common";
import { compareHi } from "./compare";
import { dataFileHi } from "./data-file";
import { dataSetHi } from "./data-set";
import { eventsHi } from "./events";
import { exchangeUiHi } from "./exchange-ui";
import { exportHi } from "./export";
import { dataSourcesHi, gameDataHi } from "./game-data";
import { historyHi } from "./history";
import { hardeningHi } from "./hardening";
import { httpHi } from "./http";
import { localeHi } from "./locale";
import { databaseHi } from "./database";
import { gameTermsHi } from "./game-terms";
import { uiHi } from "./ui";
import { oprHi } from "./opr";
import { armyBooksHi } from "./army-books";

export const messagesHi: Messages = { ...anyDataHi, ...accountHi, ...bsBuilderHi, ...bsBuilderBodyHi, ...commonHi, ...compareHi, ...dataFileHi, ...dataSetHi, ...eventsHi, ...exchangeUiHi, ...exportHi, ...gameDataHi, ...dataSourcesHi, ...historyHi, ...httpHi, ...localeHi, ...uiHi, ...errorsHi, ...oprHi, ...armyBooksHi, ...hardeningHi, ...gameTermsHi, ...databaseHi };
export { issueMessagesHi } from "./issues";
