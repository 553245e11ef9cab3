import { editProblemWords } from '../../words/boards';
import { useEditor, useT } from '../../store/context';
import { sentence } from '../sentence';

/** Why the last edit was refused; the board on the table is the last one the engine accepted. */
export function EditProblem() {
  const t = useT();
  const problem = useEditor((e) => e.problem);
  return (
    <p className="error edit-problem" role="alert">
      {problem ? sentence(t.words(editProblemWords(problem))) : ''}
    </p>
  );
}
