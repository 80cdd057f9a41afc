import { defectDetective } from "./defect-detective";
import { dsDilemma } from "./ds-dilemma";
import { fruitBearGame } from "./fruit-bear-game";
import { onionDilemma } from "./onion-dilemma";
import { orderOps } from "./order-ops";
import { stockFlowGame } from "./stock-flow-game";
import { sustainableSelect } from "./sustainable-select";
import { theEvGambit } from "./the-ev-gambit";
import { toc } from "./toc";
import { toPayOrNotToPay } from "./to-pay-or-not-to-pay";

/** The ten games in catalogue order; content/index.ts parses them with gameSchema. */
export const gameEntries = [
  toPayOrNotToPay,
  sustainableSelect,
  stockFlowGame,
  fruitBearGame,
  theEvGambit,
  orderOps,
  dsDilemma,
  defectDetective,
  toc,
  onionDilemma,
];
