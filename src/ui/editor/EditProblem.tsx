import { editProblemWords } from '../../words/boards';
import { useEditor, useT } from '../../store/context';
import { sentence } from '../sentence';

/**
 * Why the last edit made on the board itself was refused; the board on the table is the last one
 * the engine accepted. Refusals of the obstacles and of the text show beside those controls.
 */
export function EditProblem() {
  const t = useT();
  const problem = useEditor((e) => (e.problemPlace === 'board' ? e.problem : null));
  return (
    <p className="error edit-problem" role="alert">
      {problem ? sentence(t.words(editProblemWords(problem))) : ''}
    </p>
  );
}
