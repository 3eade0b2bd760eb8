/** Swedish: the whole catalogue, area by area as in ../en (each file mirrors the English one). */
import { anyDataSv } from "./any-data";
import type { Messages } from "../en";
import { accountSv } from "./account";
import { errorsSv } from "./errors";
import { bsBuilderSv } from "./bs-builder";
import { bsBuilderBodySv } from "./bs-builder-body";
import { commonSv } from "./common";
import { compareSv } from "./compare";
import { dataFileSv } from "./data-file";
import { dataSetSv } from "./data-set";
import { eventsSv } from "./events";
import { exchangeUiSv } from "./exchange-ui";
import { exportSv } from "./export";
import { dataSourcesSv, gameDataSv } from "./game-data";
import { historySv } from "./history";
import { hardeningSv } from "./hardening";
import { httpSv } from "./http";
import { localeSv } from "./locale";
import { databaseSv } from "./database";
import { gameTermsSv } from "./game-terms";
import { uiSv } from "./ui";
import { oprSv } from "./opr";
import { armyBooksSv } from "./army-books";

export const messagesSv: Messages = { ...anyDataSv, ...accountSv, ...bsBuilderSv, ...bsBuilderBodySv, ...commonSv, ...compareSv, ...dataFileSv, ...dataSetSv, ...eventsSv, ...exchangeUiSv, ...exportSv, ...gameDataSv, ...dataSourcesSv, ...historySv, ...httpSv, ...localeSv, ...uiSv, ...errorsSv, ...oprSv, ...armyBooksSv, ...hardeningSv, ...gameTermsSv, ...databaseSv };
export { issueMessagesSv } from "./issues";
