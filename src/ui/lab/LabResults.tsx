import { useT } from '../../store/context';
import type { LabResult } from '../../lab/run';
import {
  type Figure,
  describeLabBoard,
  describeLabRun,
  figureDifference,
  labFigures,
  labVerdict,
} from '../../words/lab';

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
  const t = useT();
  return (
    <table className="lab-figures" aria-label={t('boards.results.label')}>
      <caption>{t('boards.results.caption', { name, board: describeLabBoard(run.start, t) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('boards.results.figure')}</th>
          <th scope="col">{t('boards.results.value')}</th>
        </tr>
      </thead>
      <tbody>
        {labFigures(run.summary, run.start, t).map((f) => (
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
  const t = useT();
  const figuresA = labFigures(a.summary, a.start, t);
  const figuresB = labFigures(b.summary, b.start, t);
  const keys = [...new Set([...figuresB, ...figuresA].map((f) => f.key))];
  return (
    <table className="lab-figures" aria-label={t('boards.results.compareLabel')}>
      <caption>
        {t('boards.results.compareCaption', { a: describeLabBoard(a.start, t), b: describeLabBoard(b.start, t) })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('boards.results.figure')}</th>
          <th scope="col">{t('boards.results.a')}</th>
          <th scope="col">{t('boards.results.b')}</th>
          <th scope="col">{t('boards.results.difference')}</th>
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
              <td>{fa && fb ? figureDifference(fa, fb, t) : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The lab's results: the last run, or A and B side by side once a run is kept as A. */
export function LabResults({ a, b }: { a: LabResult | null; b: LabResult | null }) {
  const t = useT();
  const runs: { id: string; name: string; run: LabResult }[] = [];
  if (a) runs.push({ id: 'a', name: t('boards.results.a'), run: a });
  if (b) runs.push({ id: 'b', name: t(a ? 'boards.results.b' : 'boards.results.result'), run: b });
  const [only] = runs;
  if (!only) return null;
  return (
    <div className="lab-results">
      {a && b ? <CompareFigures a={a} b={b} /> : <RunFigures run={only.run} name={only.name} />}
      {runs.map(({ id, name, run }) => (
        <p key={id} className="lab-verdict">
          <strong>{t('boards.results.named', { name })}</strong> {labVerdict(run.summary, run.start, t)}{' '}
          <span className="hint">{describeLabRun(run, t)}</span>
        </p>
      ))}
      {a && !b && <p className="hint">{t('boards.results.compareHint')}</p>}
    </div>
  );
}
