import { describeEditProblem } from '../../store/boardWords';
import { useEditor } from '../../store/context';
import { sentence } from '../sentence';

/** Why the last edit was refused; the board on the table is the last one the engine accepted. */
export function EditProblem() {
  const problem = useEditor((e) => e.problem);
  return (
    <p className="error edit-problem" role="alert">
      {problem ? sentence(describeEditProblem(problem)) : ''}
    </p>
  );
}
