/** Polish: the whole catalogue, area by area as in ../en (each file mirrors the English one). */
import { anyDataPl } from "./any-data";
import type { Messages } from "../en";
import { accountPl } from "./account";
import { errorsPl } from "./errors";
import { bsBuilderPl } from "./bs-builder";
import { bsBuilderBodyPl } from "./bs-builder-body";
import { commonPl } from "./common";
import { comparePl } from "./compare";
import { dataFilePl } from "./data-file";
import { dataSetPl } from "./data-set";
import { eventsPl } from "./events";
import { exchangeUiPl } from "./exchange-ui";
import { exportPl } from "./export";
import { dataSourcesPl, gameDataPl } from "./game-data";
import { historyPl } from "./history";
import { hardeningPl } from "./hardening";
import { httpPl } from "./http";
import { localePl } from "./locale";
import { databasePl } from "./database";
import { gameTermsPl } from "./game-terms";
import { uiPl } from "./ui";
import { oprPl } from "./opr";
import { armyBooksPl } from "./army-books";

export const messagesPl: Messages = { ...anyDataPl, ...accountPl, ...bsBuilderPl, ...bsBuilderBodyPl, ...commonPl, ...comparePl, ...dataFilePl, ...dataSetPl, ...eventsPl, ...exchangeUiPl, ...exportPl, ...gameDataPl, ...dataSourcesPl, ...historyPl, ...httpPl, ...localePl, ...uiPl, ...errorsPl, ...oprPl, ...armyBooksPl, ...hardeningPl, ...gameTermsPl, ...databasePl };
export { issueMessagesPl } from "./issues";
