import type { LabResult } from '../../store/lab';
import { type Figure, describeLabBoard, describeLabRun, figureDifference, labFigures, labVerdict } from './figures';

function FigureCell({ figure }: { figure: Figure | undefined }) {
  if (!figure) return <td>–</td>;
  return (
    <td>
      {figure.text}
      {figure.interval && <span className="lab-interval">{figure.interval}</span>}
    </td>
  );
}

/** One run's figures, each proportion with its 95% interval. */
function RunFigures({ run, name }: { run: LabResult; name: string }) {
  return (
    <table className="lab-figures" aria-label="Lab figures">
      <caption>
        {name}: {describeLabBoard(run.start)}
      </caption>
      <thead>
        <tr>
          <th scope="col">Figure</th>
          <th scope="col">Value and 95% interval</th>
        </tr>
      </thead>
      <tbody>
        {labFigures(run.summary, run.start).map((f) => (
          <tr key={f.key}>
            <th scope="row">{f.label}</th>
            <FigureCell figure={f} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Two runs side by side with B − A; a figure only one of them has (a third seat) shows a dash. */
function CompareFigures({ a, b }: { a: LabResult; b: LabResult }) {
  const figuresA = labFigures(a.summary, a.start);
  const figuresB = labFigures(b.summary, b.start);
  const keys = [...new Set([...figuresB, ...figuresA].map((f) => f.key))];
  return (
    <table className="lab-figures" aria-label="Lab figures, A and B">
      <caption>
        A: {describeLabBoard(a.start)}. B: {describeLabBoard(b.start)}.
      </caption>
      <thead>
        <tr>
          <th scope="col">Figure</th>
          <th scope="col">A</th>
          <th scope="col">B</th>
          <th scope="col">B − A</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => {
          const fa = figuresA.find((f) => f.key === key);
          const fb = figuresB.find((f) => f.key === key);
          return (
            <tr key={key}>
              <th scope="row">{(fb ?? fa)!.label}</th>
              <FigureCell figure={fa} />
              <FigureCell figure={fb} />
              <td>{fa && fb ? figureDifference(fa, fb) : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The lab's results: the last run, or A and B side by side once a run is kept as A. */
export function LabResults({ a, b }: { a: LabResult | null; b: LabResult | null }) {
  const runs: { name: string; run: LabResult }[] = [];
  if (a) runs.push({ name: 'A', run: a });
  if (b) runs.push({ name: a ? 'B' : 'Result', run: b });
  const [only] = runs;
  if (!only) return null;
  return (
    <div className="lab-results">
      {a && b ? <CompareFigures a={a} b={b} /> : <RunFigures run={only.run} name={only.name} />}
      {runs.map(({ name, run }) => (
        <p key={name} className="lab-verdict">
          <strong>{name}:</strong> {labVerdict(run.summary, run.start)}{' '}
          <span className="hint">{describeLabRun(run)}</span>
        </p>
      ))}
      {a && !b && <p className="hint">Measure another board, or this one with other settings, to compare it with A.</p>}
    </div>
  );
}
