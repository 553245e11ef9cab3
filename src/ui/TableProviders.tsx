import type { ReactNode } from 'react';
import type { AnalysisStore } from '../store/analysis';
import {
  AnalysisContext,
  EditorContext,
  LabContext,
  LanguageContext,
  OnlineContext,
  SettingsContext,
  TableContext,
} from '../store/context';
import type { EditorStore } from '../store/editor';
import type { LabStore } from '../store/lab';
import type { LanguageStore } from '../store/language';
import type { OnlineStore } from '../store/online';
import type { SettingsStore } from '../store/settings';
import type { TableStore } from '../store/table';

/** The stores every page with a table hands down to it: the app's and the embed's. */
export interface TableStores {
  readonly store: TableStore;
  readonly editor: EditorStore;
  readonly lab: LabStore;
  readonly analysis: AnalysisStore;
  readonly language: LanguageStore;
  readonly settings: SettingsStore;
}

/** Provides the table's stores, and the online game it follows where there is one, to `children`. */
export function TableProviders({
  stores,
  online,
  children,
}: {
  stores: TableStores;
  online: OnlineStore | null;
  children: ReactNode;
}) {
  const { store, editor, lab, analysis, language, settings } = stores;
  return (
    <LanguageContext.Provider value={language}>
      <SettingsContext.Provider value={settings}>
        <OnlineContext.Provider value={online}>
          <TableContext.Provider value={store}>
            <EditorContext.Provider value={editor}>
              <LabContext.Provider value={lab}>
                <AnalysisContext.Provider value={analysis}>{children}</AnalysisContext.Provider>
              </LabContext.Provider>
            </EditorContext.Provider>
          </TableContext.Provider>
        </OnlineContext.Provider>
      </SettingsContext.Provider>
    </LanguageContext.Provider>
  );
}
