import { type FormEvent, useState } from 'react';
import { MAX_SIDE } from '../../engine/board';
import { isLattice } from '../../engine/lattice';
import { useEditor } from '../../store/context';
import { NumberField } from './NumberField';
import { freshSeed } from './seed';
import { DEFAULT_SHAPE_FORM, SHAPE_KINDS, SHAPE_NUMBERS, type ShapeForm, choosesLattice, shapeSpec } from './shapeForm';
import { SHAPE_NAMES, SHAPE_NUMBER_NAMES } from './words';

function isShapeKind(value: string): value is ShapeForm['shape'] {
  return (SHAPE_KINDS as readonly string[]).includes(value);
}

/** A new outline from a generator: set-up marbles and obstacles go, players and marbles stay. */
export function ShapePicker() {
  const applyShape = useEditor((e) => e.applyShape);
  const [form, setForm] = useState<ShapeForm>(DEFAULT_SHAPE_FORM);
  const update = (change: Partial<ShapeForm>) => setForm((f) => ({ ...f, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyShape(shapeSpec(form));
  };
  return (
    // The generator's own words say what is out of range, rather than the browser's.
    <form className="shape-picker" onSubmit={submit} noValidate>
      <fieldset>
        <legend>Shape</legend>
        <div className="row">
          <label>
            Outline{' '}
            <select
              value={form.shape}
              onChange={(e) => isShapeKind(e.target.value) && update({ shape: e.target.value })}
            >
              {SHAPE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {SHAPE_NAMES[kind]}
                </option>
              ))}
            </select>
          </label>
          {choosesLattice(form.shape) && (
            <label>
              Cell shape{' '}
              <select
                value={form.lattice}
                onChange={(e) => isLattice(e.target.value) && update({ lattice: e.target.value })}
              >
                <option value="square">Square</option>
                <option value="hex">Hexagonal</option>
              </select>
            </label>
          )}
        </div>
        <div className="row">
          {SHAPE_NUMBERS[form.shape].map((number) => (
            <NumberField
              key={number}
              label={SHAPE_NUMBER_NAMES[number]}
              value={form[number]}
              min={number === 'seed' ? 0 : 1}
              // A blob may fill a whole layout of the largest size.
              max={number === 'seed' ? undefined : number === 'cells' ? MAX_SIDE * MAX_SIDE : MAX_SIDE}
              onValue={(value) => update({ [number]: value })}
            />
          ))}
          {form.shape === 'blob' && (
            <button type="button" onClick={() => update({ seed: freshSeed() })}>
              New seed
            </button>
          )}
        </div>
        <button type="submit">Apply shape</button>
      </fieldset>
    </form>
  );
}
