import { type FormEvent, useState } from 'react';
import { MAX_SIDE } from '../../engine/board';
import { isLattice } from '../../engine/lattice';
import { useEditor, useT } from '../../store/context';
import { NumberField } from './NumberField';
import { freshSeed } from './seed';
import { DEFAULT_SHAPE_FORM, SHAPE_KINDS, SHAPE_NUMBERS, type ShapeForm, choosesLattice, shapeSpec } from './shapeForm';

function isShapeKind(value: string): value is ShapeForm['shape'] {
  return (SHAPE_KINDS as readonly string[]).includes(value);
}

/** A new outline from a generator: set-up marbles and obstacles go, players and marbles stay. */
export function ShapePicker() {
  const t = useT();
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
        <legend>{t('boards.shape')}</legend>
        <div className="row">
          <label>
            {t('boards.shape.outline')}{' '}
            <select
              value={form.shape}
              onChange={(e) => isShapeKind(e.target.value) && update({ shape: e.target.value })}
            >
              {SHAPE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`boards.shape.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          {choosesLattice(form.shape) && (
            <label>
              {t('boards.shape.lattice')}{' '}
              <select
                value={form.lattice}
                onChange={(e) => isLattice(e.target.value) && update({ lattice: e.target.value })}
              >
                <option value="square">{t('boards.lattice.square')}</option>
                <option value="hex">{t('boards.lattice.hex')}</option>
              </select>
            </label>
          )}
        </div>
        <div className="row">
          {SHAPE_NUMBERS[form.shape].map((number) => (
            <NumberField
              key={number}
              label={t(`boards.number.${number}`)}
              value={form[number]}
              min={number === 'seed' ? 0 : 1}
              // A blob may fill a whole layout of the largest size.
              max={number === 'seed' ? undefined : number === 'cells' ? MAX_SIDE * MAX_SIDE : MAX_SIDE}
              onValue={(value) => update({ [number]: value })}
            />
          ))}
          {form.shape === 'blob' && (
            <button type="button" onClick={() => update({ seed: freshSeed() })}>
              {t('boards.shape.newSeed')}
            </button>
          )}
        </div>
        <button type="submit">{t('boards.shape.apply')}</button>
      </fieldset>
    </form>
  );
}
