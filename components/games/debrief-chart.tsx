import type { Illustration } from "@/content/schema";
import { chartSummary } from "./illustration-summary";
import styles from "./debrief-chart.module.css";

export interface DebriefChartProps {
  debrief: Illustration["debrief"];
  /** How play is paced ("5 rounds"): the lines run over it. */
  rounds: string;
}

// Fixed schematic shapes, the same for every game: they show the kind of chart, never a result.
const barHeights = [
  [62, 84, 46],
  [78, 52, 90],
  [44, 70, 58],
  [86, 60, 72],
];
const linePoints = [
  [38, 31, 34, 24, 27, 16],
  [18, 25, 17, 28, 22, 30],
  [30, 36, 27, 32, 20, 25],
  [44, 40, 42, 36, 38, 33],
];
const cellWidths = [
  [70, 48, 62],
  [52, 66, 40],
  [60, 44, 72],
  [46, 58, 54],
];
const slot = 60;

/** The debrief's chart as a schematic: shapes in SVG, its labels as text around it. */
export function DebriefChart({ debrief, rounds }: DebriefChartProps) {
  const { chart, measures } = debrief;
  const columns = String(measures.length);
  const labels = (
    <ul className={chart === "table" ? `${styles.columns} ${styles.tableHead}` : styles.columns} data-columns={columns}>
      {measures.map((measure) => (
        <li key={measure}>{measure}</li>
      ))}
    </ul>
  );

  if (chart === "lines") {
    return (
      <div className={styles.chart}>
        <svg className={styles.svg} viewBox="0 0 100 50" preserveAspectRatio="none" role="img" aria-label={chartSummary(debrief)}>
          {[12, 25, 38].map((y) => (
            <line key={y} className={styles.grid} x1="0" x2="100" y1={y} y2={y} />
          ))}
          <line className={styles.axis} x1="0" x2="100" y1="49" y2="49" />
          {measures.map((measure, i) => (
            <polyline
              key={measure}
              className={styles.line}
              data-series={i}
              points={(linePoints[i] ?? []).map((y, x) => `${x * 20},${y}`).join(" ")}
            />
          ))}
        </svg>
        <p className={styles.axisLabel}>{rounds}</p>
        <ul className={styles.legend}>
          {measures.map((measure, i) => (
            <li key={measure}>
              <svg className={styles.swatch} viewBox="0 0 24 8" aria-hidden="true">
                <line className={styles.line} data-series={i} x1="0" x2="24" y1="4" y2="4" />
              </svg>
              {measure}
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const width = measures.length * slot;
  return (
    <div className={styles.chart}>
      {chart === "table" ? labels : null}
      <svg className={styles.svg} viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" role="img" aria-label={chartSummary(debrief)}>
        {chart === "bars" ? (
          <>
            {measures.map((measure, i) =>
              (barHeights[i] ?? []).map((height, j) => (
                <rect
                  key={`${measure}-${j}`}
                  className={j === 1 ? styles.barMuted : styles.bar}
                  x={i * slot + 8 + j * 16}
                  y={100 - height}
                  width="12"
                  height={height}
                />
              )),
            )}
            <line className={styles.axis} x1="0" x2={width} y1="99.5" y2="99.5" />
          </>
        ) : (
          <>
            {[0, 1, 2].map((row) =>
              measures.map((measure, i) => (
                <rect
                  key={`${measure}-${row}`}
                  className={styles.cell}
                  x={i * slot + 8}
                  y={12 + row * 33}
                  width={((cellWidths[i]?.[row] ?? 50) * (slot - 16)) / 100}
                  height="8"
                />
              )),
            )}
            {[33, 66, 99].map((y) => (
              <line key={y} className={styles.grid} x1="0" x2={width} y1={y} y2={y} />
            ))}
          </>
        )}
      </svg>
      {chart === "bars" ? labels : null}
    </div>
  );
}
